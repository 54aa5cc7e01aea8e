import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/client/components/ui/button';
import { Spinner } from '@/client/components/ui/spinner';
import { toast } from '@/client/components/ui/use-toast';

/** Stripe's own error kinds that carry a message meant for the payer. */
const PAYER_ERRORS = new Set(['card_error', 'validation_error']);

function PaymentForm() {
  const { t } = useTranslation('billing');
  const stripe = useStripe();
  const elements = useElements();
  const [processing, setProcessing] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements) return;
    setProcessing(true);
    try {
      const { error } = await stripe.confirmPayment({
        elements,
        confirmParams: { return_url: `${window.location.origin}/subscription?success=true` },
      });
      // Without an error the browser is already on its way to the return address.
      if (error) {
        toast(
          PAYER_ERRORS.has(error.type) && error.message
            ? { title: t('toasts.paymentFailed'), description: error.message, variant: 'destructive' }
            : {
                title: t('toasts.paymentError'),
                description: t('toasts.unexpected'),
                variant: 'destructive',
              },
        );
      }
    } catch {
      toast({ title: t('toasts.paymentError'), description: t('toasts.unexpected'), variant: 'destructive' });
    } finally {
      setProcessing(false);
    }
  };

  return (
    <form onSubmit={submit} className="grid gap-4">
      <PaymentElement />
      <Button type="submit" disabled={!stripe} busy={processing}>
        {processing ? <Spinner className="size-4" /> : null}
        {processing ? t('subscription.complete.processing') : t('subscription.complete.subscribeNow')}
      </Button>
    </form>
  );
}

/** Stripe's Payment Element for a subscription's first payment (decision 013). */
export function PaymentElementForm({ stripe, clientSecret }: { stripe: Stripe; clientSecret: string }) {
  const { i18n } = useTranslation();
  // Stripe's Elements speak Arabic, Turkish and French; Urdu falls back to the browser's choice.
  const locale = (['en', 'ar', 'tr', 'fr'].includes(i18n.language) ? i18n.language : 'auto') as 'auto';
  return (
    <Elements stripe={stripe} options={{ clientSecret, locale }}>
      <PaymentForm />
    </Elements>
  );
}
