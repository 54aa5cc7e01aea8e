import { queryOptions, useQuery } from '@tanstack/react-query';
import { monthlyResponse } from '@/contracts/prayer-tracking';
import { getParsed } from './fetch-parsed';

export const MONTHLY_PRAYERS_URL = '/api/prayers/monthly';

/** GET /api/prayers/monthly?month=YYYY-MM: every day's prayers, points and streak flag. */
export function monthlyPrayersQueryOptions(month: string) {
  return queryOptions({
    queryKey: [MONTHLY_PRAYERS_URL, month],
    queryFn: () => getParsed(`${MONTHLY_PRAYERS_URL}?${new URLSearchParams({ month })}`, monthlyResponse),
  });
}

export function useMonthlyPrayers(month: string) {
  return useQuery(monthlyPrayersQueryOptions(month));
}
