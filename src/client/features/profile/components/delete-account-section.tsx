import { TriangleAlert } from 'lucide-react';
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
import { useDeleteAccount } from '../api/delete-account';

/** Delete Account, behind a confirmation (spec 1 sections 2 and 4). */
export function DeleteAccountSection() {
  const { t } = useTranslation('profile');
  const [open, setOpen] = useState(false);
  const deleteAccount = useDeleteAccount();

  const confirm = () => {
    deleteAccount.mutate(undefined, { onSettled: () => setOpen(false) });
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
        <AlertDialog open={open} onOpenChange={(next) => !deleteAccount.isPending && setOpen(next)}>
          <AlertDialogTrigger asChild>
            <Button variant="destructive">{t('delete.button')}</Button>
          </AlertDialogTrigger>
          <AlertDialogContent>
            <AlertDialogHeader>
              <AlertDialogTitle>{t('delete.confirmTitle')}</AlertDialogTitle>
              <AlertDialogDescription>{t('delete.confirmDescription')}</AlertDialogDescription>
            </AlertDialogHeader>
            <AlertDialogFooter>
              <AlertDialogCancel disabled={deleteAccount.isPending}>{t('delete.cancel')}</AlertDialogCancel>
              <AlertDialogAction
                variant="destructive"
                disabled={deleteAccount.isPending}
                onClick={(event) => {
                  // Keep the dialog open until the server has answered.
                  event.preventDefault();
                  confirm();
                }}
              >
                {deleteAccount.isPending ? t('delete.pending') : t('delete.confirm')}
              </AlertDialogAction>
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialog>
      </CardContent>
    </Card>
  );
}
