import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { PageLoadError } from '@/client/components/page-load-error';
import { DocumentTitle } from '@/client/components/document-title';
import { Button } from '@/client/components/ui/button';
import { Spinner } from '@/client/components/ui/spinner';
import { useUserStatus } from '@/client/lib/entitlements';
import { usePlans } from '@/client/lib/plans';
import { PaymentUnavailableNotice } from '../components/payment-unavailable-notice';
import { PlanCard } from '../components/plan-card';

/** /pricing: the Free Tier and Premium, from the server's catalogue. */
export function PricingPage() {
  const { t } = useTranslation('billing');
  const plans = usePlans();
  const status = useUserStatus();
  if (plans.isError || status.isError) return <PageLoadError queries={[plans, status]} />;
  if (!plans.data || !status.data) return <Spinner />;

  const { free, premium } = Object.fromEntries(plans.data.plans.map((plan) => [plan.id, plan]));
  const onPaidPlan = status.data.entitlements.premium;
  const unavailable = plans.data.payments.provider === 'unavailable';
  const current = (
    <Button variant="outline" className="w-full" disabled>
      {t('pricing.currentPlan')}
    </Button>
  );

  return (
    <div className="mx-auto grid max-w-6xl gap-8">
      <DocumentTitle page={t('pricing.title')} />
      <header className="grid gap-2 text-center">
        <h1 className="text-3xl font-bold">{t('pricing.heading')}</h1>
        <p className="text-muted-foreground">{t('pricing.subtitle')}</p>
      </header>
      {unavailable ? <PaymentUnavailableNotice /> : null}
      <div className="grid gap-6 md:grid-cols-2">
        <PlanCard
          plan={free!}
          note={t('pricing.freeNote')}
          features={[
            t('pricing.free.messages'),
            t('pricing.free.scholars'),
            t('pricing.free.citations'),
            t('pricing.free.fajr'),
          ]}
          action={onPaidPlan ? null : current}
        />
        <PlanCard
          plan={premium!}
          highlighted
          features={[
            t('pricing.premium.unlimited'),
            t('pricing.premium.priority'),
            t('pricing.premium.citations'),
            t('pricing.premium.history'),
          ]}
          action={
            onPaidPlan ? (
              current
            ) : unavailable ? (
              <Button className="w-full" disabled>
                {t('pricing.upgradeNow')}
              </Button>
            ) : (
              <Button asChild className="w-full">
                <Link href="/checkout">{t('pricing.upgradeNow')}</Link>
              </Button>
            )
          }
        />
      </div>
    </div>
  );
}
