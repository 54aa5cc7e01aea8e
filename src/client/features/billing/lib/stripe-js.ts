import { useQuery } from '@tanstack/react-query';
import { loadStripe } from '@stripe/stripe-js/pure';
import { billingKeys } from '../api/keys';

/**
 * Stripe.js, loaded from js.stripe.com only when the server takes payments with Stripe and only on
 * the page that needs it (the CSP allows it then). `failed` when the script cannot be loaded.
 */
export function useStripeJs(publishableKey: string | null) {
  const query = useQuery({
    queryKey: billingKeys.stripeJs(publishableKey),
    queryFn: async () => {
      const stripe = await loadStripe(publishableKey!);
      if (!stripe) throw new Error('Stripe.js did not load');
      return stripe;
    },
    enabled: publishableKey !== null,
    retry: false,
  });
  return {
    stripe: query.data ?? null,
    failed: query.isError,
    loading: query.isPending && publishableKey !== null,
  };
}
