import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userStatusResponse } from '@/contracts/billing';
import { apiJson } from '@/client/lib/api';
import { currentUserQueryOptions } from '@/client/lib/auth';
import { userStatusQueryOptions } from '@/client/lib/entitlements';

/**
 * POST /api/subscription/refresh: after paying, the server asks the provider for the person's
 * subscriptions, so the page does not wait for the webhook; the cached user status is replaced.
 */
export function useRefreshSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => userStatusResponse.parse(await apiJson('POST', '/api/subscription/refresh')),
    onSuccess: async (status) => {
      queryClient.setQueryData(userStatusQueryOptions().queryKey, status);
      await queryClient.invalidateQueries({ queryKey: currentUserQueryOptions().queryKey });
    },
  });
}
