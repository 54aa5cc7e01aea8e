import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { loggedActivity, QUICK_ACTIONS, type QuickActionId } from '@/contracts/prayer-tracking';
import { apiJson } from '@/client/lib/api';
import { invalidateProgress } from '@/client/lib/progress';
import { userActivitiesQueryOptions, userStatsQueryOptions } from '@/client/features/prayer-tracking/public';
import { invalidateGroups } from './groups-queries';

/** GET /api/user/stats (prayer tracking's read): points, level and streaks for the stat cards. */
export const useCommunityStats = () => useQuery(userStatsQueryOptions());

/**
 * GET /api/user/activities (prayer tracking's read): the person's latest activities, newest first,
 * for the Community page's Recent Activity; the query is the tracker's, so logging refreshes both.
 */
export const useCommunityActivities = () => useQuery(userActivitiesQueryOptions());

/**
 * POST /api/activities for a quick action of the Community page, linked to the
 * selected group when there is one. The server gives the points (decision 007), once a day per action;
 * one naming a prayer is recorded through the tracker, for the tracker's points.
 */
export function useLogCommunityActivity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ action, groupId }: { action: QuickActionId; groupId: number | null }) => {
      const { activityType, activitySubtype } = QUICK_ACTIONS[action];
      return loggedActivity.parse(
        await apiJson('POST', '/api/activities', { activityType, activitySubtype, groupId, isOnTime: false }),
      );
    },
    onSettled: () => Promise.all([invalidateProgress(queryClient), invalidateGroups(queryClient)]),
  });
}
