import { useMutation } from '@tanstack/react-query';
import { checkoutSessionResponse } from '@/contracts/billing';
import { apiJson } from '@/client/lib/api';

/** POST /api/create-checkout-session: the hosted checkout's address for Premium. */
export function useCreateCheckoutSession() {
  return useMutation({
    mutationFn: async () =>
      checkoutSessionResponse.partial().parse(await apiJson('POST', '/api/create-checkout-session', {})),
  });
}
