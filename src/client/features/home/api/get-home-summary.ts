import { queryOptions, useQuery } from '@tanstack/react-query';
import { homeSummary, type HomeSummary } from '@/contracts/home';
import { getQueryFn } from '@/client/lib/query-client';

/** GET /api/home/summary: the four tiles of the signed-in home page. */
export function homeSummaryQueryOptions() {
  return queryOptions({
    queryKey: ['/api/home/summary'],
    queryFn: getQueryFn<HomeSummary>({ on401: 'throw', schema: homeSummary }),
    // Never stale (spec 1 section 7): features that record progress invalidate this query.
  });
}

export function useHomeSummary() {
  return useQuery(homeSummaryQueryOptions());
}
