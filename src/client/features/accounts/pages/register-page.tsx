import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { registerInput } from '@/contracts/auth';
import { EXPERIENCE_LEVELS, PRAYER_TRADITIONS } from '@/contracts/constants';
import { FIRST_LESSON_PRAYER } from '@/contracts/prayer-lessons';
import { toast, useFormToast } from '@/client/components/ui/use-toast';
import { ApiError } from '@/client/lib/api';
import { translateMessage } from '@/client/lib/i18n';
import { useRegister } from '../api/register';
import { ChoiceField, EmailField, PasswordField, UsernameField } from '../components/account-fields';
import { AccountPage, AccountSubmitButton, accountLinkClass } from '../components/account-page';

type RegisterFormValues = {
  username: string;
  email: string;
  password: string;
  prayerTradition: '' | (typeof PRAYER_TRADITIONS)[number];
  experienceLevel: '' | (typeof EXPERIENCE_LEVELS)[number];
};
type FieldName = keyof RegisterFormValues;

const REQUIRED: readonly FieldName[] = ['username', 'email', 'password'];
const ALL_FIELDS: readonly FieldName[] = [...REQUIRED, 'prayerTradition', 'experienceLevel'];

function asFieldName(value: unknown): FieldName | undefined {
  return ALL_FIELDS.find((name) => name === value);
}

/**
 * /register: empty required fields give the 'Missing Information' toast without a
 * request; the shared sign-up schema's messages show under their fields; the server has the last word.
 */
export function RegisterPage() {
  const { t } = useTranslation(['auth', 'messages', 'errors']);
  const [, navigate] = useLocation();
  const register = useRegister();
  const form = useForm<RegisterFormValues>({
    defaultValues: { username: '', email: '', password: '', prayerTradition: '', experienceLevel: '' },
  });
  const { errors } = form.formState;
  /** 'Missing Information' and 'Registration Failed', taken down at the next try. */
  const formToast = useFormToast();

  const onSubmit = form.handleSubmit(async (values) => {
    form.clearErrors();
    formToast.dismiss();
    const missing = REQUIRED.filter((name) => values[name].trim() === '');
    if (missing.length > 0) {
      missing.forEach((name, index) =>
        form.setError(name, { message: t('registerPage.required') }, { shouldFocus: index === 0 }),
      );
      formToast.show({
        title: t('registerPage.missingTitle'),
        description: t('registerPage.missingDescription'),
      });
      return;
    }

    const parsed = registerInput.safeParse({
      username: values.username,
      email: values.email,
      password: values.password,
      prayerTradition: values.prayerTradition || undefined,
      experienceLevel: values.experienceLevel || undefined,
    });
    if (!parsed.success) {
      const seen = new Set<FieldName>();
      for (const issue of parsed.error.issues) {
        const name = asFieldName(issue.path[0]);
        if (!name || seen.has(name)) continue;
        form.setError(name, { message: issue.message }, { shouldFocus: seen.size === 0 });
        seen.add(name);
      }
      return;
    }

    try {
      await register.mutateAsync(parsed.data);
      toast({
        title: t('registerPage.successTitle'),
        description: t('registerPage.successDescription', { username: parsed.data.username }),
      });
      // The toast promises the first lesson: Fajr, with the choices just made.
      navigate(`/prayer-learning?prayer=${FIRST_LESSON_PRAYER}`);
    } catch (error) {
      const serverMessage = error instanceof ApiError ? error.serverMessage : undefined;
      const field = error instanceof ApiError ? asFieldName(error.field) : undefined;
      const code = error instanceof ApiError ? error.code : undefined;
      if (serverMessage && field)
        form.setError(field, { message: code ?? serverMessage }, { shouldFocus: true });
      formToast.show({
        title: t('registerPage.failedTitle'),
        description: serverMessage
          ? translateMessage(t, code, serverMessage)
          : t('registerPage.failedFallback'),
        variant: 'destructive',
      });
    }
  });

  return (
    <AccountPage title={t('registerPage.title')} description={t('registerPage.description')}>
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <UsernameField register={form.register} errors={errors} purpose="sign-up" />
        <EmailField register={form.register} errors={errors} />
        <PasswordField register={form.register} errors={errors} purpose="sign-up" />
        <ChoiceField
          label={t('registerPage.prayerTradition')}
          registration={form.register('prayerTradition')}
          error={errors.prayerTradition?.message}
          options={PRAYER_TRADITIONS.map((value) => ({ value, label: t(`traditions.${value}`) }))}
        />
        <ChoiceField
          label={t('registerPage.experienceLevel')}
          registration={form.register('experienceLevel')}
          error={errors.experienceLevel?.message}
          options={EXPERIENCE_LEVELS.map((value) => ({ value, label: t(`experienceLevels.${value}`) }))}
        />
        <p className="text-sm text-muted-foreground">
          <Trans
            t={t}
            i18nKey="registerPage.agreement"
            components={{
              terms: <Link href="/terms" className={accountLinkClass} />,
              privacy: <Link href="/privacy" className={accountLinkClass} />,
            }}
          />
        </p>
        <AccountSubmitButton
          pending={register.isPending}
          label={t('registerPage.submit')}
          pendingLabel={t('registerPage.pending')}
        />
        <p className="text-center text-sm">
          <Link href="/login" className={accountLinkClass}>
            {t('registerPage.haveAccount')}
          </Link>
        </p>
      </form>
    </AccountPage>
  );
}
