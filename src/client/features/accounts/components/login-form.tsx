import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { accountsMessages } from '@/contracts/messages/accounts';
import { platformMessages } from '@/contracts/messages/platform';
import { Button } from '@/client/components/ui/button';
import { toast, useFormToast } from '@/client/components/ui/use-toast';
import { describeError } from '@/client/lib/errors';
import { translateMessage } from '@/client/lib/i18n';
import {
  signInProblems,
  signInTexts,
  signInValues,
  welcomeText,
  type SignInValues,
} from '@/client/lib/sign-in';
import { LOGIN_URL, useLogin } from '../api/login';
import { PasswordField, UsernameField } from './account-fields';

/** The codes an answer of POST /api/auth/login can carry besides a field's: its own, and the platform's. */
const LOGIN_ANSWER_CODES = [
  accountsMessages.invalidCredentials.code,
  accountsMessages.tooManyAttempts.code,
  ...Object.values(platformMessages).map((message) => message.code),
];

/**
 * The fields checked by the rules the server-drawn form's script uses too (`lib/sign-in.ts`): a
 * problem is its message code, which the field translates.
 */
const signInResolver: Resolver<SignInValues> = (values) => {
  const problems = Object.entries(signInProblems(values));
  if (!problems.length) return { values: signInValues(values), errors: {} };
  return {
    values: {},
    errors: Object.fromEntries(problems.map(([field, code]) => [field, { type: 'required', message: code }])),
  };
};

/** The sign-in form of the home page and the Login tab. */
export function LoginForm() {
  const { t } = useTranslation(['auth', 'messages', 'errors', 'common']);
  const texts = signInTexts(t, (code) => translateMessage(t, code, code), LOGIN_ANSWER_CODES);
  const login = useLogin();
  const form = useForm({ resolver: signInResolver, defaultValues: { username: '', password: '' } });
  const { errors } = form.formState;
  // A refusal is taken down at the next try, even one the rules stop before any request.
  const failure = useFormToast();

  // mutateAsync, not mutate: signing in swaps the page frame, and the toast must survive that.
  const onSubmit = form.handleSubmit(async (values) => {
    failure.dismiss();
    try {
      const user = await login.mutateAsync(values);
      toast({ title: texts.successTitle, description: welcomeText(texts, user.username) });
    } catch (error) {
      failure.show({
        title: texts.failedTitle,
        description: describeError(t, error),
        variant: 'destructive',
      });
    }
  }, failure.dismiss);

  // method and action: without any script, a submission never puts the password in an address. The
  // texts go with the form for the public pages' script, which runs it when the server drew it for a
  // visitor (`src/client/public-login.ts`, decision 018).
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      method="post"
      action={LOGIN_URL}
      className="grid gap-4"
      data-login-form={JSON.stringify(texts)}
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
        {login.isPending ? texts.pending : t('login.submit')}
      </Button>
    </form>
  );
}
