import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { PageLoadError } from '@/client/components/page-load-error';
import { DocumentTitle } from '@/client/components/document-title';
import { Button } from '@/client/components/ui/button';
import { Spinner } from '@/client/components/ui/spinner';
import { useUserStatus } from '@/client/lib/entitlements';
import { usePlans } from '@/client/lib/plans';
import { isChangeablePlan, type Entitlements, type Plan } from '@/contracts/billing';
import { FeatureComparison } from '../components/feature-comparison';
import { PaymentUnavailableNotice } from '../components/payment-unavailable-notice';
import { PlanCard } from '../components/plan-card';
import { PlanChangeDialog } from '../components/plan-change-dialog';

/** Where a plan is bought by someone without a running plan. */
const BUY_PAGES = { premium: '/checkout', quran_teacher: '/subscription', everything: '/subscription' };

/**
 * What a plan's card offers this person: 'Current Plan' on their own plan, buying it when they have
 * none, changing to it (with proration) when another paid plan runs (decision 013).
 */
function PlanAction({
  plan,
  entitlements,
  unavailable,
}: {
  plan: Plan;
  entitlements: Entitlements;
  unavailable: boolean;
}) {
  const { t } = useTranslation('billing');
  const disabled = (label: string) => (
    <Button variant="outline" className="w-full" disabled>
      {label}
    </Button>
  );
  if (plan.opensAt) return disabled(t('notOpenYet'));
  if (plan.id === entitlements.plan) return disabled(t('pricing.currentPlan'));
  if (plan.id === 'free') return null;
  if (plan.id === 'school') {
    if (entitlements.school)
      return disabled(
        entitlements.plan === 'everything' ? t('pricing.includedInPlan') : t('pricing.currentPlan'),
      );
    return (
      <Button asChild variant="outline" className="w-full">
        <Link href="/sunday-school">{t('pricing.startTrial')}</Link>
      </Button>
    );
  }
  if (!isChangeablePlan(plan.id)) return null;
  if (entitlements.plan !== 'free') return <PlanChangeDialog plan={plan.id} disabled={unavailable} />;
  const label =
    plan.id === 'premium' ? t('pricing.upgradeNow') : t('pricing.choose', { plan: t(`plans.${plan.id}`) });
  if (unavailable)
    return (
      <Button className="w-full" disabled>
        {label}
      </Button>
    );
  return (
    <Button asChild className="w-full">
      <Link href={BUY_PAGES[plan.id]}>{label}</Link>
    </Button>
  );
}

/** /pricing: every plan of the server's catalogue with what it grants (decision 013). */
export function PricingPage() {
  const { t } = useTranslation('billing');
  const plans = usePlans();
  const status = useUserStatus();
  if (plans.isError || status.isError) return <PageLoadError queries={[plans, status]} />;
  if (!plans.data || !status.data) return <Spinner />;

  const { entitlements } = status.data;
  const unavailable = plans.data.payments.provider === 'unavailable';

  return (
    <div className="mx-auto grid max-w-6xl gap-8">
      <DocumentTitle page={t('pricing.title')} />
      <header className="grid gap-2 text-center">
        <h1 className="text-3xl font-bold">{t('pricing.heading')}</h1>
        <p className="text-muted-foreground">{t('pricing.subtitle')}</p>
      </header>
      {unavailable ? <PaymentUnavailableNotice /> : null}
      <div className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
        {plans.data.plans.map((plan) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            highlighted={plan.tag === 'mostPopular'}
            current={plan.id === entitlements.plan}
            note={plan.id === 'free' ? t('pricing.freeNote') : undefined}
            features={plan.features.map((feature) => t(`features.${feature}`))}
            action={<PlanAction plan={plan} entitlements={entitlements} unavailable={unavailable} />}
          />
        ))}
      </div>
      <FeatureComparison plans={plans.data.plans} />
    </div>
  );
}
