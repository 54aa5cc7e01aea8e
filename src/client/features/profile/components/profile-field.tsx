import { useId, type ComponentProps } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field } from '@/client/components/ui/field';
import { Input } from '@/client/components/ui/input';
import { translateMessage } from '@/client/lib/i18n';

/**
 * A labelled input of the profile's account forms. `error` is a catalogued message code (from the
 * shared schema or the server), translated here.
 */
export function ProfileField({
  label,
  hint,
  error,
  registration,
  ...input
}: {
  label: string;
  hint?: string;
  error: string | undefined;
  registration: UseFormRegisterReturn;
} & Pick<ComponentProps<'input'>, 'type' | 'autoComplete' | 'dir'>) {
  const { t } = useTranslation(['profile', 'messages']);
  const id = `${useId()}-${registration.name}`;
  return (
    <Field id={id} label={label} hint={hint} error={error ? translateMessage(t, error, error) : undefined}>
      {(control) => <Input {...control} {...registration} {...input} aria-required="true" />}
    </Field>
  );
}

/** The person's current password, which the account forms (e-mail, password, deletion) ask for. */
export function CurrentPasswordField(props: {
  label: string;
  error: string | undefined;
  registration: UseFormRegisterReturn;
}) {
  return <ProfileField {...props} type="password" autoComplete="current-password" />;
}
