import { queryOptions, useQuery } from '@tanstack/react-query';
import { aiSettingsResponse, type AiSettingsResponse } from '@/contracts/settings';
import { getQueryFn } from '@/client/lib/query-client';
import { settingsKeys } from './keys';

export const AI_SETTINGS_URL = '/api/settings';

/** GET /api/settings: the AI provider settings, fetched fresh on every visit. */
export function aiSettingsQueryOptions() {
  return queryOptions({
    queryKey: settingsKeys.ai(),
    queryFn: getQueryFn<AiSettingsResponse>({
      url: AI_SETTINGS_URL,
      on401: 'throw',
      schema: aiSettingsResponse,
    }),
    staleTime: 0,
    refetchOnMount: 'always',
  });
}

export function useAiSettings() {
  return useQuery(aiSettingsQueryOptions());
}
