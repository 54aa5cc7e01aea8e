import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { loginInput } from '@/contracts/auth';
import { Button } from '@/client/components/ui/button';
import { Field } from '@/client/components/ui/field';
import { Input } from '@/client/components/ui/input';
import { toast } from '@/client/components/ui/use-toast';
import { describeError } from '@/client/lib/errors';
import { translateServerMessage } from '@/client/lib/i18n';
import { useLogin } from '../api/login';

/** The sign-in form of the home page and the Login tab (spec 1 sections 2 and 5). */
export function LoginForm() {
  const { t } = useTranslation(['auth', 'messages', 'errors']);
  const id = useId();
  const login = useLogin();
  const form = useForm({
    resolver: zodResolver(loginInput),
    defaultValues: { username: '', password: '' },
  });
  const { errors } = form.formState;
  const fieldError = (message: string | undefined) =>
    message ? translateServerMessage(t, message) : undefined;

  // mutateAsync, not mutate: signing in swaps the page frame, and the toast must survive that.
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const user = await login.mutateAsync(values);
      toast({
        title: t('login.successTitle'),
        description: t('login.successDescription', { username: user.username }),
      });
    } catch (error) {
      toast({ title: t('login.failedTitle'), description: describeError(t, error), variant: 'destructive' });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <Field id={`${id}-username`} label={t('fields.username')} error={fieldError(errors.username?.message)}>
        {(control) => (
          <Input
            {...control}
            {...form.register('username')}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            aria-required="true"
            placeholder={t('fields.usernamePlaceholder')}
          />
        )}
      </Field>
      <Field id={`${id}-password`} label={t('fields.password')} error={fieldError(errors.password?.message)}>
        {(control) => (
          <Input
            {...control}
            {...form.register('password')}
            type="password"
            autoComplete="current-password"
            aria-required="true"
            placeholder={t('fields.passwordPlaceholder')}
          />
        )}
      </Field>
      <Button type="submit" size="lg" disabled={login.isPending} className="w-full">
        {login.isPending ? t('login.pending') : t('login.submit')}
      </Button>
    </form>
  );
}
