import { useMutation, useQueryClient } from '@tanstack/react-query';
import { planChangePreviewResponse, planChangeResponse, type PaidAccountPlan } from '@/contracts/billing';
import { apiJson } from '@/client/lib/api';
import { refreshUserStatus } from '@/client/lib/entitlements';

/** POST /api/subscription/preview-change: what changing the running plan costs now (nothing changes). */
export function usePlanChangePreview() {
  return useMutation({
    mutationFn: async (plan: PaidAccountPlan) =>
      planChangePreviewResponse.parse(await apiJson('POST', '/api/subscription/preview-change', { plan })),
  });
}

/** POST /api/subscription/change: the running plan changed, prorated; the status is read again. */
export function useChangePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (plan: PaidAccountPlan) =>
      planChangeResponse.parse(await apiJson('POST', '/api/subscription/change', { plan })),
    onSuccess: () => refreshUserStatus(queryClient),
  });
}
