import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { changePasswordInput } from '@/contracts/auth';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card';
import { toast } from '@/client/components/ui/use-toast';
import { ApiError } from '@/client/lib/api';
import { describeError } from '@/client/lib/errors';
import { useChangePassword } from '../api/account-lifecycle';
import { ProfileField } from './profile-field';

/** Change password (decision 023): the current one first; the person's other devices are signed out. */
export function ChangePasswordSection() {
  const { t } = useTranslation(['profile', 'auth', 'messages', 'errors']);
  const change = useChangePassword();
  const form = useForm({
    resolver: zodResolver(changePasswordInput),
    defaultValues: { currentPassword: '', newPassword: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await change.mutateAsync(values);
      form.reset();
      toast({ title: t('password.successTitle'), description: t('messages:passwordChanged') });
    } catch (error) {
      if (error instanceof ApiError && (error.field === 'currentPassword' || error.field === 'newPassword')) {
        form.setError(error.field, { message: error.code ?? error.serverMessage }, { shouldFocus: true });
        return;
      }
      toast({
        title: t('password.errorTitle'),
        description: describeError(t, error),
        variant: 'destructive',
      });
    }
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <KeyRound aria-hidden="true" className="size-5 text-primary" />
          {t('password.heading')}
        </CardTitle>
        <CardDescription>{t('password.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <ProfileField
            label={t('password.current')}
            type="password"
            autoComplete="current-password"
            registration={form.register('currentPassword')}
            error={errors.currentPassword?.message}
          />
          <ProfileField
            label={t('password.new')}
            hint={t('auth:fields.passwordHint')}
            type="password"
            autoComplete="new-password"
            registration={form.register('newPassword')}
            error={errors.newPassword?.message}
          />
          <Button type="submit" disabled={change.isPending} className="justify-self-start">
            {change.isPending ? t('password.pending') : t('password.submit')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
