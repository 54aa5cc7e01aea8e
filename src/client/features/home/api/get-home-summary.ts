import { queryOptions, useQuery } from '@tanstack/react-query';
import { homeSummary, type HomeSummary } from '@/contracts/home';
import { getQueryFn } from '@/client/lib/query-client';
import { homeKeys } from './keys';

export const HOME_SUMMARY_URL = '/api/home/summary';

/** GET /api/home/summary: the four tiles of the signed-in home page. */
export function homeSummaryQueryOptions() {
  return queryOptions({
    queryKey: homeKeys.summary(),
    queryFn: getQueryFn<HomeSummary>({ url: HOME_SUMMARY_URL, on401: 'throw', schema: homeSummary }),
    // Never stale: whatever records progress invalidates the progress prefix.
  });
}

export function useHomeSummary() {
  return useQuery(homeSummaryQueryOptions());
}
