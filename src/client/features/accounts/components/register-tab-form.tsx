import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { registerTabInput, type RegisterTabInput } from '@/contracts/auth';
import { Button } from '@/client/components/ui/button';
import { toast, useFormToast } from '@/client/components/ui/use-toast';
import { ApiError } from '@/client/lib/api';
import { describeError } from '@/client/lib/errors';
import { useRegister } from '../api/register';
import { EmailField, PasswordField, UsernameField } from './account-fields';

const FIELDS = ['username', 'email', 'password'] as const satisfies readonly (keyof RegisterTabInput)[];

/** The Register tab of /auth: the shared sign-up schema, each message under its field. */
export function RegisterTabForm() {
  const { t } = useTranslation(['auth', 'messages', 'errors']);
  const [, navigate] = useLocation();
  const register = useRegister();
  const form = useForm({
    resolver: zodResolver(registerTabInput),
    defaultValues: { username: '', email: '', password: '' },
  });
  const { errors } = form.formState;
  // A refusal is taken down at the next try, even one the schema stops before any request.
  const failure = useFormToast();

  // mutateAsync, not mutate: signing up swaps the page frame, and the toast must survive that.
  const onSubmit = form.handleSubmit(async (values) => {
    failure.dismiss();
    try {
      await register.mutateAsync(values);
      toast({ title: t('registerTab.successTitle'), description: t('registerTab.successDescription') });
      navigate('/');
    } catch (error) {
      if (error instanceof ApiError && error.serverMessage) {
        const field = FIELDS.find((name) => name === error.field);
        if (field) form.setError(field, { message: error.code ?? error.serverMessage });
      }
      failure.show({
        title: t('registerTab.failedTitle'),
        description: describeError(t, error),
        variant: 'destructive',
      });
    }
  }, failure.dismiss);

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <UsernameField register={form.register} errors={errors} purpose="sign-up" />
      <EmailField register={form.register} errors={errors} />
      <PasswordField register={form.register} errors={errors} purpose="sign-up" />
      <Button type="submit" size="lg" busy={register.isPending} className="w-full">
        {register.isPending ? t('registerTab.pending') : t('registerTab.submit')}
      </Button>
    </form>
  );
}
