import { queryOptions, useQuery } from '@tanstack/react-query';
import { plansResponse, type PlansResponse } from '@/contracts/billing';
import type { PaidAccountPlan } from '@/contracts/plans';
import { getQueryFn } from './query-client';

export const PLANS_URL = '/api/subscription/plans';

/** GET /api/subscription/plans: the catalogue (prices are the server's) and how payments are taken. */
export function plansQueryOptions() {
  return queryOptions({
    queryKey: ['plans'],
    queryFn: getQueryFn<PlansResponse>({ url: PLANS_URL, on401: 'throw', schema: plansResponse }),
  });
}

export function usePlans() {
  return useQuery(plansQueryOptions());
}

/** A plan's monthly price in the interface language (kept apart for pages that load no query library). */
export { formatPrice } from './money';

/** Where each paid plan is bought: Premium on /pricing, the others on /subscription. */
export const PLAN_PAGES: Record<PaidAccountPlan, string> = {
  premium: '/pricing',
  quran_teacher: '/subscription',
  everything: '/subscription',
};
