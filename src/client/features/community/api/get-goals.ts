import { queryOptions, useQuery } from '@tanstack/react-query';
import { goalsResponse, type GoalsResponse } from '@/contracts/community/progress';
import { getQueryFn } from '@/client/lib/query-client';

export const GOALS_URL = '/api/goals';

/** GET /api/goals: weekly targets, this week's progress and today's learning sessions. */
export function goalsQueryOptions() {
  return queryOptions({
    queryKey: [GOALS_URL],
    queryFn: getQueryFn<GoalsResponse>({ on401: 'throw', schema: goalsResponse }),
  });
}

export function useGoals() {
  return useQuery(goalsQueryOptions());
}
