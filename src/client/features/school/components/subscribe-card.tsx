import { Check, GraduationCap, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PLANS } from '@/contracts/billing';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card';
import { toast } from '@/client/components/ui/use-toast';
import { describeError } from '@/client/lib/errors';
import { formatPrice, usePlans } from '@/client/lib/plans';
import { useSubscribeToSchool } from '../api/subscribe';

const FEATURES = ['voice', 'plans', 'classes', 'parents'] as const;

/**
 * The unsubscribed view's subscription card: $25/month, 'Subscribe Now' to the
 * hosted checkout with its first week free, 'Cancel anytime. First week free trial.'
 */
export function SubscribeCard() {
  const { t, i18n } = useTranslation(['school', 'messages', 'errors']);
  const plans = usePlans();
  const subscribe = useSubscribeToSchool();
  const unavailable = plans.data?.payments.provider === 'unavailable';
  const price = formatPrice(
    plans.data?.plans.find((plan) => plan.id === 'school')?.priceCents ?? PLANS.school.priceCents,
    i18n.language,
  );

  const start = () =>
    subscribe.mutate(undefined, {
      onSuccess: (checkoutUrl) => window.location.assign(checkoutUrl),
      onError: (error) =>
        toast({
          title: t('toasts.subscriptionError'),
          description: describeError(t, error),
          variant: 'destructive',
        }),
    });

  return (
    <Card data-testid="school-subscribe-card" className="mx-auto w-full max-w-lg border-2 border-primary">
      <CardHeader className="items-center gap-3 text-center">
        <GraduationCap aria-hidden="true" className="size-10 text-primary" />
        <CardTitle>{t('subscribe.cardTitle')}</CardTitle>
        <p className="text-3xl font-bold" data-testid="school-price">
          {t('subscribe.price', { price })}
        </p>
        <CardDescription>{t('subscribe.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <ul className="grid gap-2">
          {FEATURES.map((key) => (
            <li key={key} className="flex items-start gap-2">
              <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
              <span>{t(`subscribe.features.${key}`)}</span>
            </li>
          ))}
        </ul>
        {unavailable ? (
          <div
            role="alert"
            data-testid="school-payment-unavailable"
            className="flex items-start gap-3 rounded-xl border border-destructive/40 bg-destructive/5 p-4"
          >
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-destructive" />
            <div className="grid gap-1">
              <p className="font-semibold">{t('subscribe.unavailable.title')}</p>
              <p className="text-sm text-muted-foreground">{t('subscribe.unavailable.text')}</p>
            </div>
          </div>
        ) : null}
        <Button
          size="lg"
          className="w-full"
          onClick={start}
          busy={subscribe.isPending}
          disabled={unavailable || plans.isPending}
        >
          {t('subscribe.button')}
        </Button>
        <p className="text-center text-sm text-muted-foreground">{t('subscribe.terms')}</p>
      </CardContent>
    </Card>
  );
}
