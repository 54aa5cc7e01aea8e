import { useMutation } from '@tanstack/react-query';
import { connectionTestResponse } from '@/contracts/settings';
import { apiJson } from '@/client/lib/api';

export const AI_CONNECTION_TEST_URL = '/api/settings/test';

/** POST /api/settings/test: whether the saved provider answers (or that none is configured). */
export function useTestAiConnection() {
  return useMutation({
    mutationFn: async () => connectionTestResponse.parse(await apiJson('POST', AI_CONNECTION_TEST_URL)),
  });
}
