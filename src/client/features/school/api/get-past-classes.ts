import { queryOptions, useQuery } from '@tanstack/react-query';
import { pastClassList } from '@/contracts/school';
import { getQueryFn } from '@/client/lib/query-client';
import { schoolKeys } from './keys';

/** GET /api/sunday-school/sessions: the parent's classes, newest first. */
export function pastClassesQueryOptions() {
  return queryOptions({
    queryKey: schoolKeys.past(),
    queryFn: getQueryFn({ url: '/api/sunday-school/sessions', on401: 'throw', schema: pastClassList }),
  });
}

export function usePastClasses() {
  return useQuery(pastClassesQueryOptions());
}
