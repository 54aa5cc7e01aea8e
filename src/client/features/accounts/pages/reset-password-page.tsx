import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { passwordResetInput } from '@/contracts/auth';
import { toast } from '@/client/components/ui/use-toast';
import { ApiError } from '@/client/lib/api';
import { describeError } from '@/client/lib/errors';
import { useResetPassword } from '../api/password-reset';
import { PasswordField } from '../components/account-fields';
import { AccountPage, AccountSubmitButton, accountLinkClass } from '../components/account-page';
import { useLinkToken } from '../hooks/use-link-token';

const newPasswordInput = passwordResetInput.pick({ password: true });

/** /reset-password#token=... (decision 023): the e-mailed link; a new password, then sign in. */
export function ResetPasswordPage() {
  const { t } = useTranslation(['auth', 'messages', 'errors']);
  const [, navigate] = useLocation();
  const token = useLinkToken();
  const [linkInvalid, setLinkInvalid] = useState(token === null);
  const reset = useResetPassword();
  const form = useForm({ resolver: zodResolver(newPasswordInput), defaultValues: { password: '' } });

  const onSubmit = form.handleSubmit(async ({ password }) => {
    try {
      await reset.mutateAsync({ token: token ?? '', password });
      toast({ title: t('reset.successTitle'), description: t('messages:passwordReset') });
      navigate('/auth');
    } catch (error) {
      if (error instanceof ApiError && error.field === 'token') {
        setLinkInvalid(true);
        return;
      }
      if (error instanceof ApiError && error.field === 'password' && error.code) {
        form.setError('password', { message: error.code }, { shouldFocus: true });
        return;
      }
      toast({ title: t('reset.failedTitle'), description: describeError(t, error), variant: 'destructive' });
    }
  });

  return (
    <AccountPage title={t('reset.title')} description={t('reset.description')} backToSignIn>
      {linkInvalid ? (
        <div role="alert" className="grid gap-3 rounded-md border border-destructive/40 p-4">
          <p>{t('messages:resetLinkInvalid')}</p>
          <Link href="/forgot-password" className={accountLinkClass}>
            {t('reset.askAgain')}
          </Link>
        </div>
      ) : (
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <PasswordField register={form.register} errors={form.formState.errors} purpose="sign-up" />
          <AccountSubmitButton
            pending={reset.isPending}
            label={t('reset.submit')}
            pendingLabel={t('reset.pending')}
          />
        </form>
      )}
    </AccountPage>
  );
}
