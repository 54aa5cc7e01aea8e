import { useMutation } from '@tanstack/react-query';
import { schoolCheckoutResponse } from '@/contracts/billing';
import { apiJson } from '@/client/lib/api';

/** POST /api/sunday-school/subscribe: the hosted checkout (first week free) the browser goes to. */
export function useSubscribeToSchool() {
  return useMutation({
    mutationFn: async () =>
      schoolCheckoutResponse.parse(await apiJson('POST', '/api/sunday-school/subscribe', {})).checkoutUrl,
  });
}
