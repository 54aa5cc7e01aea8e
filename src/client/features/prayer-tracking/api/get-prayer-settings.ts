import { queryOptions, useQuery } from '@tanstack/react-query';
import { prayerSettings, type PrayerSettings } from '@/contracts/prayer-tracking';
import { getQueryFn } from '@/client/lib/query-client';
import { browserTimeZone } from '../lib/dates';
import { prayerTrackingKeys } from './keys';

export const PRAYER_SETTINGS_URL = '/api/prayer-settings';

/** GET /api/prayer-settings: location, time zone, calculation method, madhab, high-latitude rule. */
export function prayerSettingsQueryOptions() {
  return queryOptions({
    queryKey: prayerTrackingKeys.settings(),
    queryFn: getQueryFn<PrayerSettings>({ url: PRAYER_SETTINGS_URL, on401: 'throw', schema: prayerSettings }),
  });
}

export function usePrayerSettings() {
  return useQuery(prayerSettingsQueryOptions());
}

/** The zone the person's days are counted in: the saved one, else this browser's. */
export function useUserTimeZone(): string {
  const { data } = usePrayerSettings();
  return data?.timeZone ?? browserTimeZone();
}
