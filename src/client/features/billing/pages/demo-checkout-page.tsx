import { FlaskConical } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'wouter';
import { DocumentTitle } from '@/client/components/document-title';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card';
import { Spinner } from '@/client/components/ui/spinner';
import { toast } from '@/client/components/ui/use-toast';
import { describeError } from '@/client/lib/errors';
import { returnPaths, type DemoOutcome, type PaidPlan } from '@/contracts/billing';
import { useDemoAction, useDemoSession } from '../api/demo-checkout';
import { formatPrice } from '@/client/lib/plans';
import { formatDate } from '../lib/format';

/**
 * /demo-checkout/:sessionId: the demo provider's payment page (decision 013), shown only when no Stripe key is
 * set outside production. Its buttons move the subscription as the provider would, through the
 * webhook's code on the server.
 */
export function DemoCheckoutPage() {
  const { t, i18n } = useTranslation(['billing', 'messages', 'errors']);
  const { sessionId = '' } = useParams<{ sessionId: string }>();
  const [, navigate] = useLocation();
  const session = useDemoSession(sessionId);
  const action = useDemoAction(sessionId);
  if (session.isError) return <p role="alert">{describeError(t, session.error)}</p>;
  if (!session.data) return <Spinner />;
  const demo = session.data;
  const plan = demo.plan as PaidPlan;
  const price = formatPrice(demo.priceCents, i18n.language);

  const run = (outcome: DemoOutcome) =>
    action.mutate(outcome, {
      onSuccess: ({ redirectUrl }) => {
        if (redirectUrl) navigate(redirectUrl);
        else toast({ title: t('demo.updated') });
      },
      onError: (error) =>
        toast({
          title: t('toasts.paymentFailed'),
          description: describeError(t, error),
          variant: 'destructive',
        }),
    });
  const busy = action.isPending;

  return (
    <div className="mx-auto grid max-w-xl gap-6">
      <DocumentTitle page={t('demo.title')} />
      <div
        role="note"
        data-testid="demo-banner"
        className="flex items-center gap-3 rounded-xl border-2 border-dashed border-gold bg-accent p-4 font-bold text-accent-foreground"
      >
        <FlaskConical aria-hidden="true" className="size-6 shrink-0" />
        <h1 className="text-lg">{t('demo.banner')}</h1>
      </div>
      <Card>
        <CardHeader className="gap-2">
          <CardTitle>{t(`plans.${plan}`)}</CardTitle>
          <p className="text-2xl font-bold">{t('perMonth', { price })}</p>
          {demo.trialDays > 0 ? (
            <p className="font-semibold">{t('demo.trial', { days: demo.trialDays })}</p>
          ) : null}
          <CardDescription>{t('demo.explanation')}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {demo.checkoutStatus === 'open' ? (
            <div className="flex flex-wrap gap-3">
              <Button onClick={() => run('pay')} busy={busy}>
                {t('demo.pay')}
              </Button>
              <Button variant="destructive" onClick={() => run('decline')} busy={busy}>
                {t('demo.decline')}
              </Button>
              <Button variant="outline" onClick={() => run('cancel')} busy={busy}>
                {t('demo.cancel')}
              </Button>
            </div>
          ) : demo.checkoutStatus === 'expired' ? (
            <p>{t('demo.expired')}</p>
          ) : (
            <div className="grid gap-3">
              <p>{t('demo.paid')}</p>
              <p>{t('demo.status', { status: demo.subscriptionStatus })}</p>
              <p>{t('demo.periodEnd', { date: formatDate(demo.currentPeriodEnd, i18n.language) })}</p>
              <h3 className="font-semibold">{t('demo.simulate')}</h3>
              <div className="flex flex-wrap gap-3">
                <Button variant="outline" onClick={() => run('renew')} busy={busy}>
                  {t('demo.renew')}
                </Button>
                <Button variant="outline" onClick={() => run('fail_renewal')} busy={busy}>
                  {t('demo.failRenewal')}
                </Button>
                <Button variant="outline" onClick={() => run('end_period')} busy={busy}>
                  {t('demo.endPeriod')}
                </Button>
              </div>
            </div>
          )}
          <Link href={returnPaths(plan).cancel} className="text-sm underline">
            {t('demo.back')}
          </Link>
        </CardContent>
      </Card>
    </div>
  );
}
