import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { passwordResetInput } from '@/contracts/auth';
import { DocumentTitle } from '@/client/components/document-title';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/client/components/ui/card';
import { toast } from '@/client/components/ui/use-toast';
import { ApiError } from '@/client/lib/api';
import { describeError } from '@/client/lib/errors';
import { useResetPassword } from '../api/password-reset';
import { PasswordField } from '../components/account-fields';

const linkClass = 'font-semibold text-primary underline underline-offset-4';
const newPasswordInput = passwordResetInput.pick({ password: true });

/**
 * The token travels in the link's fragment (#token=...), which browsers never send to a server, so it
 * stays out of access logs. It is read once and taken off the address bar and the history.
 */
function tokenInAddress(): string | null {
  return new URLSearchParams(window.location.hash.slice(1)).get('token');
}

/** /reset-password#token=... (decision 023): the e-mailed link; a new password, then sign in. */
export function ResetPasswordPage() {
  const { t } = useTranslation(['auth', 'messages', 'errors']);
  const [, navigate] = useLocation();
  const [token] = useState(tokenInAddress);
  useEffect(() => {
    if (window.location.hash) window.history.replaceState(window.history.state, '', window.location.pathname);
  }, []);
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
    <div className="mx-auto max-w-lg">
      <DocumentTitle page={t('reset.title')} />
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-bold">{t('reset.title')}</h1>
          <CardDescription>{t('reset.description')}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {linkInvalid ? (
            <div role="alert" className="grid gap-3 rounded-md border border-destructive/40 p-4">
              <p>{t('messages:resetLinkInvalid')}</p>
              <Link href="/forgot-password" className={linkClass}>
                {t('reset.askAgain')}
              </Link>
            </div>
          ) : (
            <form onSubmit={onSubmit} noValidate className="grid gap-4">
              <PasswordField register={form.register} errors={form.formState.errors} purpose="sign-up" />
              <Button type="submit" size="lg" disabled={reset.isPending} className="w-full">
                {reset.isPending ? t('reset.pending') : t('reset.submit')}
              </Button>
            </form>
          )}
          <p className="text-center text-sm">
            <Link href="/auth" className={linkClass}>
              {t('forgot.backToSignIn')}
            </Link>
          </p>
        </CardContent>
      </Card>
    </div>
  );
}
