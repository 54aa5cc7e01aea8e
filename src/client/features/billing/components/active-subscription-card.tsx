import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardHeader, CardTitle } from '@/client/components/ui/card';
import { ConfirmDialog } from '@/client/components/ui/confirm-dialog';
import { toast } from '@/client/components/ui/use-toast';
import { useCancelSubscription } from '@/client/lib/entitlements';
import { describeError } from '@/client/lib/errors';
import { translateMessage } from '@/client/lib/i18n';
import type { Entitlements } from '@/contracts/billing';
import { formatDate } from '../lib/format';

/** The Active Subscription card with 'Cancel Subscription'; a cancelled plan shows its last day. */
export function ActiveSubscriptionCard({ entitlements }: { entitlements: Entitlements }) {
  const { t, i18n } = useTranslation(['billing', 'messages', 'errors']);
  const cancel = useCancelSubscription();
  const renews = formatDate(entitlements.renewsAt, i18n.language);
  const ends = formatDate(entitlements.endsAt, i18n.language);

  const confirm = (close: () => void) =>
    cancel.mutate(undefined, {
      onSuccess: (answer) =>
        toast({
          title: t('toasts.cancelled'),
          description: translateMessage(t, answer.code, answer.message),
        }),
      onError: (error) =>
        toast({
          title: t('toasts.cancelError'),
          description: describeError(t, error),
          variant: 'destructive',
        }),
      onSettled: close,
    });

  return (
    <Card data-testid="active-subscription" className="border-primary">
      <CardHeader>
        <CardTitle>{t('subscription.active.heading')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        <dl className="grid gap-2 sm:grid-cols-[12rem_1fr]">
          <dt className="font-semibold text-muted-foreground">{t('subscription.active.plan')}</dt>
          <dd>{t(`plans.${entitlements.plan}`)}</dd>
          {ends ? (
            <>
              <dt className="font-semibold text-muted-foreground">{t('subscription.active.accessUntil')}</dt>
              <dd>{ends}</dd>
            </>
          ) : renews ? (
            <>
              <dt className="font-semibold text-muted-foreground">{t('subscription.active.nextPayment')}</dt>
              <dd>{renews}</dd>
            </>
          ) : null}
        </dl>
        {ends ? null : (
          <div>
            <ConfirmDialog
              pending={cancel.isPending}
              onConfirm={confirm}
              triggerLabel={t('subscription.active.cancel')}
              title={t('cancelDialog.title')}
              description={t('cancelDialog.description')}
              cancelLabel={t('cancelDialog.keep')}
              confirmLabel={t('cancelDialog.confirm')}
              pendingLabel={t('cancelDialog.pending')}
            />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
