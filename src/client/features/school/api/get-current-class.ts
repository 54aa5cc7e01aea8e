import { queryOptions, useQuery } from '@tanstack/react-query';
import { currentClassResponse } from '@/contracts/school';
import { getQueryFn } from '@/client/lib/query-client';
import { schoolKeys } from './keys';

/** GET /api/sunday-school/sessions/current: the person's class left open, to resume, or null. */
export function currentClassQueryOptions() {
  return queryOptions({
    queryKey: schoolKeys.current(),
    queryFn: getQueryFn({
      url: '/api/sunday-school/sessions/current',
      on401: 'throw',
      schema: currentClassResponse,
    }),
  });
}

export function useCurrentClass(enabled: boolean) {
  return useQuery({ ...currentClassQueryOptions(), enabled });
}
