import { useId } from 'react';
import type { FieldErrors, UseFormRegister, UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field } from '@/client/components/ui/field';
import { Input } from '@/client/components/ui/input';
import { NativeSelect } from '@/client/components/ui/native-select';
import { translateMessage } from '@/client/lib/i18n';

/**
 * The account fields of the sign-in form, the Register tab and /register. Each field registers itself
 * under its name with the form's `register` and shows that name's error from the form's `errors` (a
 * schema's or the server's message code, translated here).
 */
type AccountValues = { username: string; email: string; password: string };
type AccountFieldProps<Name extends keyof AccountValues> = {
  register: UseFormRegister<Pick<AccountValues, Name>>;
  errors: FieldErrors<Pick<AccountValues, Name>>;
};

/** `sign-in` for an existing account, `sign-up` for a new one: placeholder and autocomplete differ. */
type Purpose = 'sign-in' | 'sign-up';

function useAccountField(registration: UseFormRegisterReturn, error: string | undefined) {
  const { t } = useTranslation(['auth', 'messages', 'errors']);
  const id = `${useId()}-${registration.name}`;
  return { t, id, registration, message: error ? translateMessage(t, error, error) : undefined };
}

export function UsernameField({
  register,
  errors,
  purpose,
}: AccountFieldProps<'username'> & { purpose: Purpose }) {
  const { t, id, registration, message } = useAccountField(register('username'), errors.username?.message);
  return (
    <Field id={id} label={t('fields.username')} error={message}>
      {(control) => (
        <Input
          {...control}
          {...registration}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          aria-required="true"
          placeholder={
            purpose === 'sign-up' ? t('fields.chooseUsernamePlaceholder') : t('fields.usernamePlaceholder')
          }
        />
      )}
    </Field>
  );
}

export function EmailField({ register, errors }: AccountFieldProps<'email'>) {
  const { t, id, registration, message } = useAccountField(register('email'), errors.email?.message);
  return (
    <Field id={id} label={t('fields.email')} error={message}>
      {(control) => (
        <Input
          {...control}
          {...registration}
          type="email"
          autoComplete="email"
          aria-required="true"
          placeholder={t('fields.emailPlaceholder')}
        />
      )}
    </Field>
  );
}

/** Signing up shows the password rules under the field and asks the browser for a new password. */
export function PasswordField({
  register,
  errors,
  purpose,
}: AccountFieldProps<'password'> & { purpose: Purpose }) {
  const { t, id, registration, message } = useAccountField(register('password'), errors.password?.message);
  const signUp = purpose === 'sign-up';
  return (
    <Field
      id={id}
      label={t('fields.password')}
      hint={signUp ? t('fields.passwordHint') : undefined}
      error={message}
    >
      {(control) => (
        <Input
          {...control}
          {...registration}
          type="password"
          autoComplete={signUp ? 'new-password' : 'current-password'}
          aria-required="true"
          placeholder={signUp ? t('fields.newPasswordPlaceholder') : t('fields.passwordPlaceholder')}
        />
      )}
    </Field>
  );
}

/** An optional choice of /register: "not chosen" first, then the given options. */
export function ChoiceField({
  registration,
  error,
  label,
  options,
}: {
  /** What `form.register(name)` returns. */
  registration: UseFormRegisterReturn;
  error: string | undefined;
  label: string;
  options: readonly { value: string; label: string }[];
}) {
  const { t, id, message } = useAccountField(registration, error);
  return (
    <Field id={id} label={label} error={message}>
      {(control) => (
        <NativeSelect {...control} {...registration}>
          <option value="">{t('registerPage.notChosen')}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      )}
    </Field>
  );
}
