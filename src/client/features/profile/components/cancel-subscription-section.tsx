import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/client/components/ui/confirm-dialog';
import { toast } from '@/client/components/ui/use-toast';
import { useCancelSubscription } from '@/client/lib/entitlements';
import { describeError } from '@/client/lib/errors';
import { translateMessage } from '@/client/lib/i18n';

/**
 * Cancel Subscription behind a confirmation that says access ends with the billing period; only the success toast shows, the resulting status is read again.
 */
export function CancelSubscriptionSection() {
  const { t } = useTranslation(['profile', 'messages', 'errors']);
  const cancel = useCancelSubscription();
  const confirm = (close: () => void) =>
    cancel.mutate(undefined, {
      onSuccess: (answer) =>
        toast({
          title: t('cancel.successTitle'),
          description: translateMessage(t, answer.code, answer.message),
        }),
      onError: (error) =>
        toast({
          title: t('cancel.errorTitle'),
          description: describeError(t, error),
          variant: 'destructive',
        }),
      onSettled: close,
    });
  return (
    <ConfirmDialog
      pending={cancel.isPending}
      onConfirm={confirm}
      triggerLabel={t('cancel.button')}
      title={t('cancel.confirmTitle')}
      description={t('cancel.confirmDescription')}
      cancelLabel={t('cancel.keep')}
      confirmLabel={t('cancel.confirm')}
      pendingLabel={t('cancel.pending')}
    />
  );
}
