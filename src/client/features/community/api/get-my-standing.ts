import { queryOptions, useQuery } from '@tanstack/react-query';
import { myStandingResponse, type MyStandingResponse } from '@/contracts/community/groups';
import { getQueryFn } from '@/client/lib/query-client';

export const MY_STANDING_URL = '/api/groups/my-standing';

/** GET /api/groups/my-standing: the person's first group, its top 10 and its running challenges. */
export function myStandingQueryOptions() {
  return queryOptions({
    queryKey: [MY_STANDING_URL],
    queryFn: getQueryFn<MyStandingResponse>({ on401: 'throw', schema: myStandingResponse }),
  });
}

export function useMyStanding() {
  return useQuery(myStandingQueryOptions());
}
