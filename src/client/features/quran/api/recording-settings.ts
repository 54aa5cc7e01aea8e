import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { recordingSettingsSchema, type RecordingSettings } from '@/contracts/quran';
import { apiJson } from '@/client/lib/api';
import { getQueryFn } from '@/client/lib/query-client';
import { quranKeys } from './keys';

export const RECORDING_SETTINGS_URL = '/api/quran/recordings/settings';

/** GET /api/quran/recordings/settings: whether recordings are kept (off unless chosen), and how many. */
export function recordingSettingsQueryOptions() {
  return queryOptions({
    queryKey: quranKeys.recordingSettings(),
    queryFn: getQueryFn<RecordingSettings>({
      url: RECORDING_SETTINGS_URL,
      on401: 'throw',
      schema: recordingSettingsSchema,
    }),
  });
}

export function useRecordingSettings() {
  return useQuery(recordingSettingsQueryOptions());
}

/** PUT /api/quran/recordings/settings: turning it off deletes every kept recording. */
export function useSaveRecordingSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (keepRecordings: boolean) =>
      recordingSettingsSchema.parse(await apiJson('PUT', RECORDING_SETTINGS_URL, { keepRecordings })),
    onSuccess: (settings) => queryClient.setQueryData(recordingSettingsQueryOptions().queryKey, settings),
  });
}
