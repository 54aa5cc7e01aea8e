import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import {
  prayerSettings,
  type PrayerSettings,
  type UpdatePrayerSettingsInput,
} from '@/contracts/prayer-tracking';
import { apiJson } from '@/client/lib/api';
import { invalidateProgress } from '@/client/lib/progress';
import { browserTimeZone } from '../lib/dates';
import { PRAYER_SETTINGS_URL, prayerSettingsQueryOptions, usePrayerSettings } from './get-prayer-settings';
import { prayerTrackingKeys } from './keys';

/** PUT /api/prayer-settings. New settings change today's times, windows and day boundaries. */
export function useUpdatePrayerSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: UpdatePrayerSettingsInput): Promise<PrayerSettings> =>
      prayerSettings.parse(await apiJson('PUT', PRAYER_SETTINGS_URL, input)),
    onSuccess: async (saved) => {
      queryClient.setQueryData(prayerSettingsQueryOptions().queryKey, saved);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: prayerTrackingKeys.times() }),
        invalidateProgress(queryClient),
      ]);
    },
  });
}

/** On a first visit the account has no time zone yet: save this browser's, once and silently. */
export function useSaveBrowserTimeZoneOnce(): void {
  const { data } = usePrayerSettings();
  const { mutate } = useUpdatePrayerSettings();
  const sent = useRef(false);
  useEffect(() => {
    if (!data || data.timeZone !== null || sent.current) return;
    sent.current = true;
    mutate({ timeZone: browserTimeZone() });
  }, [data, mutate]);
}
