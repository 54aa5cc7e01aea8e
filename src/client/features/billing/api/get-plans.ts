import { queryOptions, useQuery } from '@tanstack/react-query';
import { plansResponse, type PlansResponse } from '@/contracts/billing';
import { getQueryFn } from '@/client/lib/query-client';

export const PLANS_URL = '/api/subscription/plans';

/** GET /api/subscription/plans: the catalogue (prices are the server's) and how payments are taken. */
export function plansQueryOptions() {
  return queryOptions({
    queryKey: [PLANS_URL],
    queryFn: getQueryFn<PlansResponse>({ on401: 'throw', schema: plansResponse }),
  });
}

export function usePlans() {
  return useQuery(plansQueryOptions());
}
