import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { passwordResetRequestInput } from '@/contracts/auth';
import { DocumentTitle } from '@/client/components/document-title';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/client/components/ui/card';
import { toast } from '@/client/components/ui/use-toast';
import { describeError } from '@/client/lib/errors';
import { useRequestPasswordReset } from '../api/password-reset';
import { EmailField } from '../components/account-fields';

const linkClass = 'font-semibold text-primary underline underline-offset-4';

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
    <div className="mx-auto max-w-lg">
      <DocumentTitle page={t('forgot.title')} />
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-bold">{t('forgot.title')}</h1>
          <CardDescription>{t('forgot.description')}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {request.isSuccess ? (
            <div role="status" className="flex items-start gap-3 rounded-md border bg-muted/40 p-4">
              <MailCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
              <p>{t('messages:resetRequested')}</p>
            </div>
          ) : (
            <form onSubmit={onSubmit} noValidate className="grid gap-4">
              <EmailField register={form.register} errors={form.formState.errors} />
              <Button type="submit" size="lg" disabled={request.isPending} className="w-full">
                {request.isPending ? t('forgot.pending') : t('forgot.submit')}
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
