import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from '@/contracts/zod';
import { prayerRecord } from '@/contracts/prayer-tracking';
import { monthRange } from '../lib/dates';
import { getQueryFn } from '@/client/lib/query-client';
import { prayerTrackingKeys } from './keys';

export const PRAYER_RECORDS_URL = '/api/prayer-records';

/** GET /api/prayer-records?startDate&endDate for one month of the tracker. */
export function prayerRecordsQueryOptions(month: string) {
  return queryOptions({
    queryKey: prayerTrackingKeys.recordsOf(month),
    queryFn: getQueryFn({
      url: `${PRAYER_RECORDS_URL}?${new URLSearchParams(monthRange(month))}`,
      on401: 'throw',
      schema: z.array(prayerRecord),
    }),
  });
}

export function usePrayerRecords(month: string) {
  return useQuery(prayerRecordsQueryOptions(month));
}
