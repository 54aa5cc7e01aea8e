import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { registerTabInput, type RegisterTabInput } from '@/contracts/auth';
import { Button } from '@/client/components/ui/button';
import { Field } from '@/client/components/ui/field';
import { Input } from '@/client/components/ui/input';
import { toast } from '@/client/components/ui/use-toast';
import { ApiError } from '@/client/lib/api';
import { describeError } from '@/client/lib/errors';
import { translateServerMessage } from '@/client/lib/i18n';
import { useRegister } from '../api/register';

const FIELDS = ['username', 'email', 'password'] as const satisfies readonly (keyof RegisterTabInput)[];

/** The Register tab of /auth: the shared sign-up schema, each message under its field. */
export function RegisterTabForm() {
  const { t } = useTranslation(['auth', 'messages', 'errors']);
  const id = useId();
  const [, navigate] = useLocation();
  const register = useRegister();
  const form = useForm({
    resolver: zodResolver(registerTabInput),
    defaultValues: { username: '', email: '', password: '' },
  });
  const { errors } = form.formState;
  const fieldError = (message: string | undefined) =>
    message ? translateServerMessage(t, message) : undefined;

  // mutateAsync, not mutate: signing up swaps the page frame, and the toast must survive that.
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await register.mutateAsync(values);
      toast({ title: t('registerTab.successTitle'), description: t('registerTab.successDescription') });
      navigate('/');
    } catch (error) {
      if (error instanceof ApiError && error.serverMessage) {
        const field = FIELDS.find((name) => name === error.field);
        if (field) form.setError(field, { message: error.serverMessage });
      }
      toast({
        title: t('registerTab.failedTitle'),
        description: describeError(t, error),
        variant: 'destructive',
      });
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
            placeholder={t('fields.chooseUsernamePlaceholder')}
          />
        )}
      </Field>
      <Field id={`${id}-email`} label={t('fields.email')} error={fieldError(errors.email?.message)}>
        {(control) => (
          <Input
            {...control}
            {...form.register('email')}
            type="email"
            autoComplete="email"
            aria-required="true"
            placeholder={t('fields.emailPlaceholder')}
          />
        )}
      </Field>
      <Field
        id={`${id}-password`}
        label={t('fields.password')}
        hint={t('fields.passwordHint')}
        error={fieldError(errors.password?.message)}
      >
        {(control) => (
          <Input
            {...control}
            {...form.register('password')}
            type="password"
            autoComplete="new-password"
            aria-required="true"
            placeholder={t('fields.newPasswordPlaceholder')}
          />
        )}
      </Field>
      <Button type="submit" size="lg" disabled={register.isPending} className="w-full">
        {register.isPending ? t('registerTab.pending') : t('registerTab.submit')}
      </Button>
    </form>
  );
}
