import { Crown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageLoadError } from '@/client/components/page-load-error';
import { DocumentTitle } from '@/client/components/document-title';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/client/components/ui/card';
import { Spinner } from '@/client/components/ui/spinner';
import { toast } from '@/client/components/ui/use-toast';
import { ApiError } from '@/client/lib/api';
import { describeError } from '@/client/lib/errors';
import { useCreateCheckoutSession } from '../api/create-checkout-session';
import { formatPrice, usePlans } from '@/client/lib/plans';

/** /checkout: idle, busy while the session is created, then off to pay. */
export function CheckoutPage() {
  const { t, i18n } = useTranslation(['billing', 'messages', 'errors']);
  const plans = usePlans();
  const checkout = useCreateCheckoutSession();
  const premium = plans.data?.plans.find((plan) => plan.id === 'premium');
  if (plans.isError) return <PageLoadError queries={[plans]} />;
  if (!premium) return <Spinner />;

  const proceed = () =>
    checkout.mutate(undefined, {
      onSuccess: ({ url }) => {
        if (!url) {
          toast({
            title: t('checkout.errorTitle'),
            description: t('checkout.noUrl'),
            variant: 'destructive',
          });
          return;
        }
        window.location.assign(url);
      },
      onError: (error) => {
        toast({
          title: t('checkout.errorTitle'),
          // The server's message, else the spec's two lines: a refusal without one, or no answer at all.
          description:
            error instanceof ApiError
              ? describeError(t, error, t('checkout.failed'))
              : t('checkout.failedRetry'),
          variant: 'destructive',
        });
      },
    });
  // While the browser leaves for the payment page the button stays busy.
  const busy = checkout.isPending || checkout.isSuccess;

  return (
    <div className="mx-auto grid max-w-xl gap-6">
      <DocumentTitle page={t('checkout.title')} />
      <Card>
        <CardHeader className="gap-2 text-center">
          <Crown aria-hidden="true" className="mx-auto size-10 text-gold" />
          <h1 className="text-2xl font-bold">{t('checkout.heading')}</h1>
          <p className="text-lg font-semibold">
            {t('checkout.planLine', { price: formatPrice(premium.priceCents, i18n.language) })}
          </p>
          <CardDescription>{t('checkout.description', { product: t('common:appName') })}</CardDescription>
        </CardHeader>
        <CardContent>
          <Button className="w-full" size="lg" onClick={proceed} busy={busy}>
            {busy ? <Spinner className="size-4" /> : null}
            {t('checkout.proceed')}
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
