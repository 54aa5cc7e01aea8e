import { queryOptions, useQuery } from '@tanstack/react-query';
import { userStats, type UserStats } from '@/contracts/prayer-tracking';
import { getQueryFn } from '@/client/lib/query-client';
import { prayerTrackingKeys } from './keys';

export const USER_STATS_URL = '/api/user/stats';

/** GET /api/user/stats: points, level, streaks and today's count. */
export function userStatsQueryOptions() {
  return queryOptions({
    queryKey: prayerTrackingKeys.stats(),
    queryFn: getQueryFn<UserStats>({ url: USER_STATS_URL, on401: 'throw', schema: userStats }),
  });
}

export function useUserStats() {
  return useQuery(userStatsQueryOptions());
}
