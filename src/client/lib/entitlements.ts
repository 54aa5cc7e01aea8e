import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { cancelResponse, userStatusResponse, type UserStatusResponse } from '@/contracts/billing';
import { apiJson } from './api';
import { getQueryFn } from './query-client';

export const USER_STATUS_URL = '/api/user/status';
const USER_STATUS_KEY = ['user-status'] as const;

/**
 * What the signed-in person's plan entitles them to, as the server decides it (decision 013). Screens show
 * this answer; none works a plan out from a status.
 */
export function userStatusQueryOptions() {
  return queryOptions({
    queryKey: USER_STATUS_KEY,
    queryFn: getQueryFn<UserStatusResponse>({
      url: USER_STATUS_URL,
      on401: 'throw',
      schema: userStatusResponse,
    }),
  });
}

export function useUserStatus() {
  return useQuery(userStatusQueryOptions());
}

/** After a payment, a cancellation or an AI message: read the plan and allowances again. */
export function refreshUserStatus(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: USER_STATUS_KEY });
}

/**
 * POST /api/subscription/cancel: the plan ends at the end of the billing period and the status is
 * read again. Each screen says so with its own toasts.
 */
export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => cancelResponse.parse(await apiJson('POST', '/api/subscription/cancel')),
    onSuccess: () => refreshUserStatus(queryClient),
  });
}
