import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from '@/contracts/zod';
import { prayerRecord } from '@/contracts/prayer-tracking';
import { monthRange } from '../lib/dates';
import { getParsed } from './fetch-parsed';

export const PRAYER_RECORDS_URL = '/api/prayer-records';

/** GET /api/prayer-records?startDate&endDate for one month of the tracker (spec 2 section 7). */
export function prayerRecordsQueryOptions(month: string) {
  const range = monthRange(month);
  return queryOptions({
    queryKey: [PRAYER_RECORDS_URL, range],
    queryFn: () => getParsed(`${PRAYER_RECORDS_URL}?${new URLSearchParams(range)}`, z.array(prayerRecord)),
  });
}

export function usePrayerRecords(month: string) {
  return useQuery(prayerRecordsQueryOptions(month));
}
