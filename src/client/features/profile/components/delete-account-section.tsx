import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card';
import { ConfirmDialog } from '@/client/components/ui/confirm-dialog';
import { useDeleteAccount } from '../api/delete-account';

/** Delete Account, behind a confirmation (spec 1 sections 2 and 4). */
export function DeleteAccountSection() {
  const { t } = useTranslation('profile');
  const deleteAccount = useDeleteAccount();

  const confirm = (close: () => void) => {
    deleteAccount.mutate(undefined, { onSettled: close });
  };

  return (
    <Card className="border-destructive/40">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <TriangleAlert aria-hidden="true" className="size-5 text-destructive" />
          {t('delete.heading')}
        </CardTitle>
        <CardDescription>{t('delete.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <ConfirmDialog
          pending={deleteAccount.isPending}
          onConfirm={confirm}
          triggerLabel={t('delete.button')}
          title={t('delete.confirmTitle')}
          description={t('delete.confirmDescription')}
          cancelLabel={t('delete.cancel')}
          confirmLabel={t('delete.confirm')}
          pendingLabel={t('delete.pending')}
        />
      </CardContent>
    </Card>
  );
}
