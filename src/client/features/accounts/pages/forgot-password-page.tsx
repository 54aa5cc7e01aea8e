import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { passwordResetRequestInput } from '@/contracts/auth';
import { toast } from '@/client/components/ui/use-toast';
import { describeError } from '@/client/lib/errors';
import { useRequestPasswordReset } from '../api/password-reset';
import { EmailField } from '../components/account-fields';
import { AccountPage, AccountSubmitButton } from '../components/account-page';

/**
 * /forgot-password (decision 023): asks for the account's e-mail address and says the same thing
 * afterwards whether or not it has an account, as the server does.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation(['auth', 'messages', 'errors']);
  const request = useRequestPasswordReset();
  const form = useForm({ resolver: zodResolver(passwordResetRequestInput), defaultValues: { email: '' } });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await request.mutateAsync(values);
    } catch (error) {
      toast({ title: t('forgot.failedTitle'), description: describeError(t, error), variant: 'destructive' });
    }
  });

  return (
    <AccountPage title={t('forgot.title')} description={t('forgot.description')} backToSignIn>
      {request.isSuccess ? (
        <div role="status" className="flex items-start gap-3 rounded-md border bg-muted/40 p-4">
          <MailCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
          <p>{t('messages:resetRequested')}</p>
        </div>
      ) : (
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <EmailField register={form.register} errors={form.formState.errors} />
          <AccountSubmitButton
            pending={request.isPending}
            label={t('forgot.submit')}
            pendingLabel={t('forgot.pending')}
          />
        </form>
      )}
    </AccountPage>
  );
}
