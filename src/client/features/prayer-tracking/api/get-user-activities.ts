import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { activitiesResponse } from '@/contracts/prayer-tracking';
import { getQueryFn } from '@/client/lib/query-client';
import { prayerTrackingKeys } from './keys';

export const USER_ACTIVITIES_URL = '/api/user/activities';
type ActivitiesResponse = z.infer<typeof activitiesResponse>;

/** GET /api/user/activities: used to show which quick actions are already logged today. */
export function userActivitiesQueryOptions() {
  return queryOptions({
    queryKey: prayerTrackingKeys.activities(),
    queryFn: getQueryFn<ActivitiesResponse>({
      url: USER_ACTIVITIES_URL,
      on401: 'throw',
      schema: activitiesResponse,
    }),
  });
}

export function useUserActivities() {
  return useQuery(userActivitiesQueryOptions());
}
