import { Wrench } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/client/components/ui/alert-dialog';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card';
import { toast } from '@/client/components/ui/use-toast';
import { describeError } from '@/client/lib/errors';
import { translateServerMessage } from '@/client/lib/i18n';
import { useResetAllMessageCounts } from '../api/reset-all-message-counts';

/** System Settings: reset every user's message count behind "Are you sure?", and maintenance. */
export function SystemSettingsPanel() {
  const { t } = useTranslation(['admin', 'messages', 'errors']);
  const [open, setOpen] = useState(false);
  const resetAll = useResetAllMessageCounts();

  const confirm = () => {
    resetAll.mutate(undefined, {
      onSuccess: (answer) => {
        toast({
          title: t('system.successTitle'),
          description: answer ? translateServerMessage(t, answer.message) : t('messages:allMessagesReset'),
        });
      },
      onError: (error) => {
        toast({
          title: t('system.errorTitle'),
          description: describeError(t, error, t('system.fallbackError')),
          variant: 'destructive',
        });
      },
      onSettled: () => setOpen(false),
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
          <AlertDialog open={open} onOpenChange={(next) => !resetAll.isPending && setOpen(next)}>
            <AlertDialogTrigger asChild>
              <Button variant="destructive">{t('system.button')}</Button>
            </AlertDialogTrigger>
            <AlertDialogContent>
              <AlertDialogHeader>
                <AlertDialogTitle>{t('system.confirmTitle')}</AlertDialogTitle>
                <AlertDialogDescription>{t('system.confirmDescription')}</AlertDialogDescription>
              </AlertDialogHeader>
              <AlertDialogFooter>
                <AlertDialogCancel disabled={resetAll.isPending}>{t('system.cancel')}</AlertDialogCancel>
                <AlertDialogAction
                  variant="destructive"
                  disabled={resetAll.isPending}
                  onClick={(event) => {
                    event.preventDefault();
                    confirm();
                  }}
                >
                  {resetAll.isPending ? t('system.pending') : t('system.confirm')}
                </AlertDialogAction>
              </AlertDialogFooter>
            </AlertDialogContent>
          </AlertDialog>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <Wrench aria-hidden="true" className="size-5 text-muted-foreground" />
            {t('maintenance.heading')}
          </CardTitle>
          <CardDescription>{t('maintenance.description')}</CardDescription>
        </CardHeader>
      </Card>
    </div>
  );
}
