import { queryOptions, useQuery } from '@tanstack/react-query';
import { prayerTimesResponse, type PrayerTimesResponse } from '@/contracts/prayer-tracking';
import { getQueryFn } from '@/client/lib/query-client';
import { prayerTrackingKeys } from './keys';

export const PRAYER_TIMES_URL = '/api/prayer-times';

/** GET /api/prayer-times: today's times in the person's zone (the server knows which day it is). */
export function prayerTimesQueryOptions() {
  return queryOptions({
    queryKey: prayerTrackingKeys.times(),
    queryFn: getQueryFn<PrayerTimesResponse>({
      url: PRAYER_TIMES_URL,
      on401: 'throw',
      schema: prayerTimesResponse,
    }),
  });
}

export function usePrayerTimes() {
  return useQuery(prayerTimesQueryOptions());
}
