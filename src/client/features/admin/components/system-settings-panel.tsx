import { Wrench } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { IconCard } from '@/client/components/icon-card';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card';
import { ConfirmDialog } from '@/client/components/ui/confirm-dialog';
import { toast } from '@/client/components/ui/use-toast';
import { describeError } from '@/client/lib/errors';
import { translateMessage } from '@/client/lib/i18n';
import { useResetAllMessageCounts } from '../api/reset-all-message-counts';

/** System Settings: reset every user's message count behind "Are you sure?", and maintenance. */
export function SystemSettingsPanel() {
  const { t } = useTranslation(['admin', 'messages', 'errors']);
  const resetAll = useResetAllMessageCounts();

  const confirm = (close: () => void) => {
    resetAll.mutate(undefined, {
      onSuccess: (answer) => {
        toast({
          title: t('system.successTitle'),
          description: answer
            ? translateMessage(t, answer.code, answer.message)
            : t('messages:allMessagesReset'),
        });
      },
      onError: (error) => {
        toast({
          title: t('system.errorTitle'),
          description: describeError(t, error, t('system.fallbackError')),
          variant: 'destructive',
        });
      },
      onSettled: close,
    });
  };

  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle>{t('system.heading')}</CardTitle>
          <CardDescription>{t('system.description')}</CardDescription>
        </CardHeader>
        <CardContent>
          <ConfirmDialog
            pending={resetAll.isPending}
            onConfirm={confirm}
            triggerLabel={t('system.button')}
            title={t('system.confirmTitle')}
            description={t('system.confirmDescription')}
            cancelLabel={t('system.cancel')}
            confirmLabel={t('system.confirm')}
            pendingLabel={t('system.pending')}
          />
        </CardContent>
      </Card>
      <IconCard
        icon={Wrench}
        iconClassName="text-muted-foreground"
        title={t('maintenance.heading')}
        description={t('maintenance.description')}
      />
    </div>
  );
}
