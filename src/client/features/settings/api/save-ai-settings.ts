import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageResponse } from '@/contracts/common';
import type { SaveAiSettingsInput } from '@/contracts/settings';
import { apiJson } from '@/client/lib/api';
import { aiSettingsQueryOptions, AI_SETTINGS_URL } from './get-ai-settings';

/** POST /api/settings. apiKey '' removes the saved key; leaving it out keeps it. */
export function useSaveAiSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SaveAiSettingsInput) =>
      messageResponse.parse(await apiJson('POST', AI_SETTINGS_URL, input)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: aiSettingsQueryOptions().queryKey }),
  });
}
