import { zodResolver } from '@hookform/resolvers/zod';
import { TriangleAlert } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { deleteAccountInput } from '@/contracts/auth';
import { IconCard } from '@/client/components/icon-card';
import { ConfirmDialog } from '@/client/components/ui/confirm-dialog';
import { ApiError } from '@/client/lib/api';
import { useDeleteAccount } from '../api/delete-account';
import { CurrentPasswordField } from './profile-field';

/** Delete Account, behind a confirmation that asks for the password (decision 023). */
export function DeleteAccountSection() {
  const { t } = useTranslation('profile');
  const deleteAccount = useDeleteAccount();
  const form = useForm({ resolver: zodResolver(deleteAccountInput), defaultValues: { password: '' } });

  const confirm = (close: () => void) => {
    // Under way already: Enter in the password field submits its form, whose button is not the busy one.
    if (deleteAccount.isPending) return;
    void form.handleSubmit((values) =>
      deleteAccount.mutate(values, {
        onSuccess: close,
        onError: (error) => {
          if (error instanceof ApiError && error.field === 'password') {
            form.setError('password', { message: error.code ?? error.serverMessage }, { shouldFocus: true });
          } else {
            close();
          }
        },
      }),
    )();
  };

  return (
    <IconCard
      icon={TriangleAlert}
      iconClassName="text-destructive"
      title={t('delete.heading')}
      description={t('delete.description')}
      className="border-destructive/40"
    >
      <ConfirmDialog
        pending={deleteAccount.isPending}
        onConfirm={confirm}
        triggerLabel={t('delete.button')}
        title={t('delete.confirmTitle')}
        description={t('delete.confirmDescription')}
        cancelLabel={t('delete.cancel')}
        confirmLabel={t('delete.confirm')}
        pendingLabel={t('delete.pending')}
      >
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            confirm(() => {});
          }}
        >
          <CurrentPasswordField
            label={t('delete.password')}
            registration={form.register('password')}
            error={form.formState.errors.password?.message}
          />
        </form>
      </ConfirmDialog>
    </IconCard>
  );
}
