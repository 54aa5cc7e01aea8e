import { queryOptions, useQuery } from '@tanstack/react-query';
import { todayResponse, type TodayResponse } from '@/contracts/prayer-tracking';
import { getQueryFn } from '@/client/lib/query-client';
import { prayerTrackingKeys } from './keys';

export const TODAY_PRAYERS_URL = '/api/prayers/today';

/** GET /api/prayers/today: each prayer's time, window state, completion and points. */
export function todayPrayersQueryOptions() {
  return queryOptions({
    queryKey: prayerTrackingKeys.today(),
    queryFn: getQueryFn<TodayResponse>({ url: TODAY_PRAYERS_URL, on401: 'throw', schema: todayResponse }),
  });
}

export function useTodayPrayers() {
  return useQuery(todayPrayersQueryOptions());
}
