import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { loginInput } from '@/contracts/auth';
import { accountsMessages } from '@/contracts/messages/accounts';
import { platformMessages } from '@/contracts/messages/platform';
import type { TFunction } from 'i18next';
import { Button } from '@/client/components/ui/button';
import { toast, useFormToast } from '@/client/components/ui/use-toast';
import { describeError } from '@/client/lib/errors';
import { translateMessage } from '@/client/lib/i18n';
import type { LoginFormTexts } from '@/client/lib/sign-in-script';
import { LOGIN_URL, useLogin } from '../api/login';
import { PasswordField, UsernameField } from './account-fields';

/** The codes an answer of POST /api/auth/login can carry: its own, and the platform's. */
const LOGIN_ANSWER_CODES = [
  accountsMessages.usernameRequired.code,
  accountsMessages.passwordRequired.code,
  accountsMessages.invalidCredentials.code,
  accountsMessages.tooManyAttempts.code,
  ...Object.values(platformMessages).map((message) => message.code),
];

/** Where the public pages' script puts the name in the welcome text. */
const USERNAME_SLOT = '{username}';

/**
 * The texts the public pages' script needs to run this form without React when the server drew it
 * for a visitor (`src/client/public-login.ts`, decision 018), in the page's language: the same
 * messages the handlers below show.
 */
function scriptTexts(t: TFunction<['auth', 'messages', 'errors', 'common']>): LoginFormTexts {
  const message = (code: string) => translateMessage(t, code, code);
  return {
    required: {
      username: message(accountsMessages.usernameRequired.code),
      password: message(accountsMessages.passwordRequired.code),
    },
    pending: t('login.pending'),
    successTitle: t('login.successTitle'),
    successDescription: t('login.successDescription', { username: USERNAME_SLOT }),
    usernameSlot: USERNAME_SLOT,
    failedTitle: t('login.failedTitle'),
    network: t('errors:network'),
    close: t('common:toast.close'),
    messages: Object.fromEntries(
      LOGIN_ANSWER_CODES.map((code) => [code, message(code)]).filter(([code, text]) => code !== text),
    ),
  };
}

/** The sign-in form of the home page and the Login tab (spec 1 sections 2 and 5). */
export function LoginForm() {
  const { t } = useTranslation(['auth', 'messages', 'errors', 'common']);
  const login = useLogin();
  const form = useForm({
    resolver: zodResolver(loginInput),
    defaultValues: { username: '', password: '' },
  });
  const { errors } = form.formState;
  // A refusal is taken down at the next try, even one the schema stops before any request.
  const failure = useFormToast();

  // mutateAsync, not mutate: signing in swaps the page frame, and the toast must survive that.
  const onSubmit = form.handleSubmit(async (values) => {
    failure.dismiss();
    try {
      const user = await login.mutateAsync(values);
      toast({
        title: t('login.successTitle'),
        description: t('login.successDescription', { username: user.username }),
      });
    } catch (error) {
      failure.show({
        title: t('login.failedTitle'),
        description: describeError(t, error),
        variant: 'destructive',
      });
    }
  }, failure.dismiss);

  // method and action: without any script, a submission never puts the password in an address.
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      method="post"
      action={LOGIN_URL}
      className="grid gap-4"
      data-login-form={JSON.stringify(scriptTexts(t))}
    >
      <UsernameField register={form.register} errors={errors} purpose="sign-in" />
      <PasswordField register={form.register} errors={errors} purpose="sign-in" />
      <Link
        href="/forgot-password"
        className="justify-self-end text-sm font-semibold text-primary underline underline-offset-4"
      >
        {t('login.forgotPassword')}
      </Link>
      <Button type="submit" size="lg" busy={login.isPending} className="w-full">
        {login.isPending ? t('login.pending') : t('login.submit')}
      </Button>
    </form>
  );
}
