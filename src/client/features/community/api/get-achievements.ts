import { queryOptions, useQuery } from '@tanstack/react-query';
import { achievementsResponse, type AchievementsResponse } from '@/contracts/community/progress';
import { getQueryFn } from '@/client/lib/query-client';
import { communityKeys } from './keys';

export const ACHIEVEMENTS_URL = '/api/user/achievements';

/** GET /api/user/achievements: the six achievements with their level, progress and unlock dates. */
export function achievementsQueryOptions() {
  return queryOptions({
    queryKey: communityKeys.achievements(),
    queryFn: getQueryFn<AchievementsResponse>({
      url: ACHIEVEMENTS_URL,
      on401: 'throw',
      schema: achievementsResponse,
    }),
  });
}

export function useAchievements() {
  return useQuery(achievementsQueryOptions());
}
