import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  activitiesResponse,
  activity,
  QUICK_ACTIONS,
  type QuickActionId,
  userStats,
  type UserStats,
} from '@/contracts/prayer-tracking';
import { apiJson } from '@/client/lib/api';
import { getQueryFn } from '@/client/lib/query-client';
import { invalidateGroups } from './groups-queries';

/**
 * Keys of prayer tracking's reads that an activity changes (client features do not import each
 * other, so they are named here).
 */
const PROGRESS_KEYS = ['/api/user/stats', '/api/user/activities', '/api/home/summary', '/api/dashboard'];

/** GET /api/user/stats (prayer tracking's API): points, level and streaks for the stat cards. */
export function communityStatsQueryOptions() {
  return queryOptions({
    queryKey: ['/api/user/stats'],
    queryFn: getQueryFn<UserStats>({ on401: 'throw', schema: userStats }),
  });
}
export const useCommunityStats = () => useQuery(communityStatsQueryOptions());

/**
 * GET /api/user/activities (prayer tracking's API): the person's latest activities, newest first, for
 * the Community page's Recent Activity; the key is the tracker's, so logging refreshes both.
 */
export function communityActivitiesQueryOptions() {
  return queryOptions({
    queryKey: ['/api/user/activities'],
    queryFn: getQueryFn<z.infer<typeof activitiesResponse>>({ on401: 'throw', schema: activitiesResponse }),
  });
}
export const useCommunityActivities = () => useQuery(communityActivitiesQueryOptions());

/**
 * POST /api/activities for a quick action of the Community page (spec 2 section 9), linked to the
 * selected group when there is one. The server gives the points (D5), once a day per action.
 */
export function useLogCommunityActivity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ action, groupId }: { action: QuickActionId; groupId: number | null }) => {
      const { activityType, activitySubtype } = QUICK_ACTIONS[action];
      return activity.parse(
        await apiJson('POST', '/api/activities', { activityType, activitySubtype, groupId, isOnTime: false }),
      );
    },
    onSettled: () =>
      Promise.all([
        ...PROGRESS_KEYS.map((key) => queryClient.invalidateQueries({ queryKey: [key] })),
        invalidateGroups(queryClient),
      ]),
  });
}
