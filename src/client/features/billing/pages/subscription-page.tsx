import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import { PageLoadError } from '@/client/components/page-load-error';
import { DocumentTitle } from '@/client/components/document-title';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card';
import { Spinner } from '@/client/components/ui/spinner';
import { toast } from '@/client/components/ui/use-toast';
import { useUserStatus } from '@/client/lib/entitlements';
import { describeError } from '@/client/lib/errors';
import { PLANS, type CreateSubscriptionResponse } from '@/contracts/billing';
import { useCreateSubscription } from '../api/create-subscription';
import { formatPrice, usePlans } from '@/client/lib/plans';
import { useRefreshSubscription } from '../api/refresh-subscription';
import { ActiveSubscriptionCard } from '../components/active-subscription-card';
import { FeatureComparison } from '../components/feature-comparison';
import { PaymentElementForm } from '../components/payment-element-form';
import { PaymentUnavailableNotice } from '../components/payment-unavailable-notice';
import { PlanCard } from '../components/plan-card';
import { PlanChangeDialog } from '../components/plan-change-dialog';
import { useStripeJs } from '../lib/stripe-js';

type ElementPlan = 'quran_teacher' | 'everything';

/**
 * /subscription: Quran Teacher and Everything, paid through the Payment Element; a person whose paid
 * plan runs changes it instead (decision 013). Both cards list what the catalogue says they grant.
 */
export function SubscriptionPage() {
  const { t, i18n } = useTranslation(['billing', 'messages', 'errors']);
  const plans = usePlans();
  const status = useUserStatus();
  const mode = plans.data?.payments;
  const stripeJs = useStripeJs(mode?.provider === 'stripe' ? mode.publishableKey : null);
  const create = useCreateSubscription();
  const [pending, setPending] = useState<(CreateSubscriptionResponse & { plan: ElementPlan }) | null>(null);

  // Back from paying (/subscription?success=true): the server reads the subscription from the provider now.
  const returned = new URLSearchParams(useSearch()).get('success') === 'true';
  const { mutate: refresh } = useRefreshSubscription();
  useEffect(() => {
    if (returned) refresh();
  }, [returned, refresh]);

  if (plans.isError || status.isError) return <PageLoadError queries={[plans, status]} />;
  if (!plans.data || !status.data || !mode) return <Spinner />;
  const { entitlements } = status.data;
  const unavailable = mode.provider === 'unavailable' || stripeJs.failed;
  const ready = mode.provider === 'demo' || stripeJs.stripe !== null;

  const choose = (plan: ElementPlan) =>
    create.mutate(plan, {
      onSuccess: (created) => {
        toast({ title: t('toasts.created'), description: t('toasts.createdDescription') });
        setPending({ ...created, plan });
      },
      onError: (error) =>
        toast({
          title: t('toasts.createError'),
          description: describeError(t, error),
          variant: 'destructive',
        }),
    });

  return (
    <div className="mx-auto grid max-w-6xl gap-8">
      <DocumentTitle page={t('subscription.title')} />
      <header className="grid gap-2 text-center">
        <h1 className="text-3xl font-bold">{t('subscription.heading')}</h1>
        <p className="text-muted-foreground">{t('subscription.subtitle')}</p>
        <p>
          <Link href="/pricing" className="font-semibold text-primary underline underline-offset-4">
            {t('subscription.allPlans')}
          </Link>
        </p>
      </header>
      {unavailable ? <PaymentUnavailableNotice /> : null}
      {entitlements.premium ? <ActiveSubscriptionCard entitlements={entitlements} /> : null}

      <div className="grid gap-6 md:grid-cols-2">
        {(['quran_teacher', 'everything'] as const).map((id) => {
          const onIt = entitlements.plan === id;
          const planName = t(`plans.${id}`);
          const plan = plans.data.plans.find((candidate) => candidate.id === id) ?? PLANS[id];
          return (
            <PlanCard
              key={id}
              plan={plan}
              highlighted={id === 'everything'}
              current={onIt}
              features={plan.features.map((feature) => t(`features.${feature}`))}
              action={
                plan.opensAt ? (
                  <Button className="w-full" disabled>
                    {t('notOpenYet')}
                  </Button>
                ) : entitlements.plan !== 'free' && !onIt ? (
                  <PlanChangeDialog plan={id} disabled={unavailable} />
                ) : (
                  <Button
                    className="w-full"
                    onClick={() => choose(id)}
                    disabled={unavailable || !ready || onIt}
                    busy={create.isPending}
                    aria-busy={create.isPending && create.variables === id}
                  >
                    {onIt ? t('subscription.currentPlan') : t('subscription.choose', { plan: planName })}
                  </Button>
                )
              }
            />
          );
        })}
      </div>

      {pending ? (
        <Card data-testid="complete-subscription">
          <CardHeader>
            <CardTitle>{t('subscription.complete.heading')}</CardTitle>
            <CardDescription>
              {t('subscription.complete.description', {
                plan: t(`plans.${pending.plan}`),
                price: formatPrice(PLANS[pending.plan].priceCents, i18n.language),
              })}
            </CardDescription>
          </CardHeader>
          <CardContent>
            {pending.clientSecret && stripeJs.stripe ? (
              <PaymentElementForm stripe={stripeJs.stripe} clientSecret={pending.clientSecret} />
            ) : pending.demoUrl ? (
              <Button onClick={() => window.location.assign(pending.demoUrl!)}>
                {t('subscription.complete.subscribeNow')}
              </Button>
            ) : null}
          </CardContent>
        </Card>
      ) : null}

      <FeatureComparison plans={[PLANS.free, PLANS.quran_teacher, PLANS.everything]} />
    </div>
  );
}
