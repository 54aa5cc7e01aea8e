import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** 'Payment System Temporarily Unavailable': no provider, or Stripe.js did not load. */
export function PaymentUnavailableNotice() {
  const { t } = useTranslation('billing');
  return (
    <div
      role="alert"
      data-testid="payment-unavailable"
      className="flex items-start gap-3 rounded-xl border border-destructive/40 bg-destructive/5 p-4"
    >
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-destructive" />
      <div className="grid gap-1">
        <p className="font-semibold">{t('unavailable.title')}</p>
        <p className="text-sm text-muted-foreground">{t('unavailable.description')}</p>
      </div>
    </div>
  );
}
