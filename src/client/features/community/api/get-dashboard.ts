import { queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardResponse, type DashboardResponse } from '@/contracts/dashboard';
import { getQueryFn } from '@/client/lib/query-client';
import { communityKeys } from './keys';

export const DASHBOARD_URL = '/api/dashboard';

/** GET /api/dashboard: the learning dashboard's figures, all computed by the server (decision 022). */
export function dashboardQueryOptions() {
  return queryOptions({
    queryKey: communityKeys.dashboard(),
    queryFn: getQueryFn<DashboardResponse>({ url: DASHBOARD_URL, on401: 'throw', schema: dashboardResponse }),
  });
}

export function useDashboard() {
  return useQuery(dashboardQueryOptions());
}
