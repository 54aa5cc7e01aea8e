import { queryOptions, useQuery } from '@tanstack/react-query';
import { monthlyResponse } from '@/contracts/prayer-tracking';
import { getQueryFn } from '@/client/lib/query-client';
import { prayerTrackingKeys } from './keys';

export const MONTHLY_PRAYERS_URL = '/api/prayers/monthly';

/** GET /api/prayers/monthly?month=YYYY-MM: every day's prayers, points and streak flag. */
export function monthlyPrayersQueryOptions(month: string) {
  return queryOptions({
    queryKey: prayerTrackingKeys.month(month),
    queryFn: getQueryFn({
      url: `${MONTHLY_PRAYERS_URL}?${new URLSearchParams({ month })}`,
      on401: 'throw',
      schema: monthlyResponse,
    }),
  });
}

export function useMonthlyPrayers(month: string) {
  return useQuery(monthlyPrayersQueryOptions(month));
}
