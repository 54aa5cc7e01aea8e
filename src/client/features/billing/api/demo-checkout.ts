import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  demoActionResponse,
  demoSessionResponse,
  type DemoOutcome,
  type DemoSession,
} from '@/contracts/billing';
import { apiJson } from '@/client/lib/api';
import { refreshUserStatus } from '@/client/lib/entitlements';
import { getQueryFn } from '@/client/lib/query-client';
import { billingKeys } from './keys';

const demoUrl = (sessionId: string) => `/api/demo-checkout/${encodeURIComponent(sessionId)}`;

/** GET /api/demo-checkout/:id: the demo provider's checkout (decision 013). */
export function demoSessionQueryOptions(sessionId: string) {
  return queryOptions({
    queryKey: billingKeys.demoSession(sessionId),
    queryFn: getQueryFn<DemoSession>({
      url: demoUrl(sessionId),
      on401: 'throw',
      schema: demoSessionResponse,
    }),
  });
}

export function useDemoSession(sessionId: string) {
  return useQuery(demoSessionQueryOptions(sessionId));
}

/** POST /api/demo-checkout/:id: Pay, Decline, Cancel, and later renew, fail a renewal or end the period. */
export function useDemoAction(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (outcome: DemoOutcome) =>
      demoActionResponse.parse(await apiJson('POST', demoUrl(sessionId), { outcome })),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: demoSessionQueryOptions(sessionId).queryKey });
      await refreshUserStatus(queryClient);
    },
  });
}
