import { zodResolver } from '@hookform/resolvers/zod';
import { AtSign } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { changeEmailInput } from '@/contracts/auth';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card';
import { toast } from '@/client/components/ui/use-toast';
import { ApiError } from '@/client/lib/api';
import { describeError } from '@/client/lib/errors';
import { useChangeEmail } from '../api/account-lifecycle';
import { ProfileField } from './profile-field';

/** Change e-mail (decision 023): the current password first; the old and new addresses are told. */
export function ChangeEmailSection() {
  const { t } = useTranslation(['profile', 'messages', 'errors']);
  const change = useChangeEmail();
  const form = useForm({
    resolver: zodResolver(changeEmailInput),
    defaultValues: { email: '', currentPassword: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await change.mutateAsync(values);
      form.reset();
      toast({ title: t('email.successTitle'), description: t('messages:emailChanged') });
    } catch (error) {
      if (error instanceof ApiError && (error.field === 'currentPassword' || error.field === 'email')) {
        form.setError(error.field, { message: error.code ?? error.serverMessage }, { shouldFocus: true });
        return;
      }
      toast({ title: t('email.errorTitle'), description: describeError(t, error), variant: 'destructive' });
    }
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <AtSign aria-hidden="true" className="size-5 text-primary" />
          {t('email.heading')}
        </CardTitle>
        <CardDescription>{t('email.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <ProfileField
            label={t('email.new')}
            type="email"
            dir="ltr"
            autoComplete="email"
            registration={form.register('email')}
            error={errors.email?.message}
          />
          <ProfileField
            label={t('password.current')}
            type="password"
            autoComplete="current-password"
            registration={form.register('currentPassword')}
            error={errors.currentPassword?.message}
          />
          <Button type="submit" disabled={change.isPending} className="justify-self-start">
            {change.isPending ? t('email.pending') : t('email.submit')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
