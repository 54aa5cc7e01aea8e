import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { loginInput } from '@/contracts/auth';
import { Button } from '@/client/components/ui/button';
import { toast } from '@/client/components/ui/use-toast';
import { describeError } from '@/client/lib/errors';
import { useLogin } from '../api/login';
import { PasswordField, UsernameField } from './account-fields';

/** The sign-in form of the home page and the Login tab (spec 1 sections 2 and 5). */
export function LoginForm() {
  const { t } = useTranslation(['auth', 'messages', 'errors']);
  const login = useLogin();
  const form = useForm({
    resolver: zodResolver(loginInput),
    defaultValues: { username: '', password: '' },
  });
  const { errors } = form.formState;

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
      <UsernameField register={form.register} errors={errors} purpose="sign-in" />
      <PasswordField register={form.register} errors={errors} purpose="sign-in" />
      <Link
        href="/forgot-password"
        className="justify-self-end text-sm font-semibold text-primary underline underline-offset-4"
      >
        {t('login.forgotPassword')}
      </Link>
      <Button type="submit" size="lg" disabled={login.isPending} className="w-full">
        {login.isPending ? t('login.pending') : t('login.submit')}
      </Button>
    </form>
  );
}
