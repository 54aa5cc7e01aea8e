import { queryOptions, useQuery } from '@tanstack/react-query';
import { prayerTimesResponse, type PrayerTimesResponse } from '@/contracts/prayer-tracking';
import { getQueryFn } from '@/client/lib/query-client';

export const PRAYER_TIMES_URL = '/api/prayer-times';

/** GET /api/prayer-times: today's times in the person's zone (the server knows which day it is). */
export function prayerTimesQueryOptions() {
  return queryOptions({
    queryKey: [PRAYER_TIMES_URL],
    queryFn: getQueryFn<PrayerTimesResponse>({ on401: 'throw', schema: prayerTimesResponse }),
  });
}

export function usePrayerTimes() {
  return useQuery(prayerTimesQueryOptions());
}
