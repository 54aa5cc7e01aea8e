import { queryOptions, useQuery } from '@tanstack/react-query';
import { goalsResponse, type GoalsResponse } from '@/contracts/community/progress';
import { getQueryFn } from '@/client/lib/query-client';
import { communityKeys } from './keys';

export const GOALS_URL = '/api/goals';

/** GET /api/goals: weekly targets, this week's progress and today's learning sessions. */
export function goalsQueryOptions() {
  return queryOptions({
    queryKey: communityKeys.goals(),
    queryFn: getQueryFn<GoalsResponse>({ url: GOALS_URL, on401: 'throw', schema: goalsResponse }),
  });
}

export function useGoals() {
  return useQuery(goalsQueryOptions());
}
