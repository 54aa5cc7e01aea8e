import { queryOptions, useQuery } from '@tanstack/react-query';
import { myStandingResponse, type MyStandingResponse } from '@/contracts/community/groups';
import { getQueryFn } from '@/client/lib/query-client';
import { communityKeys } from './keys';

export const MY_STANDING_URL = '/api/groups/my-standing';

/** GET /api/groups/my-standing: the person's first group, its top 10 and its running challenges. */
export function myStandingQueryOptions() {
  return queryOptions({
    queryKey: communityKeys.myStanding(),
    queryFn: getQueryFn<MyStandingResponse>({
      url: MY_STANDING_URL,
      on401: 'throw',
      schema: myStandingResponse,
    }),
  });
}

export function useMyStanding() {
  return useQuery(myStandingQueryOptions());
}
