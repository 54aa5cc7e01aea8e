import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/client/components/ui/button';
import { Field } from '@/client/components/ui/field';
import { Input } from '@/client/components/ui/input';

/** An admin's one-field form naming an account by its username (message reset, granting admin). */
export function UsernameForm({
  label,
  submitLabel,
  pendingLabel,
  pending,
  value,
  onChange,
  onSubmit,
}: {
  label: string;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  value: string;
  onChange: (username: string) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}) {
  const { t } = useTranslation('admin');
  const id = useId();
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4 sm:flex-row sm:items-end">
      <Field id={`${id}-username`} label={label} className="flex-1">
        {(control) => (
          <Input
            {...control}
            name="username"
            value={value}
            onChange={(event) => onChange(event.target.value)}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            placeholder={t('users.usernamePlaceholder')}
          />
        )}
      </Field>
      <Button type="submit" busy={pending}>
        {pending ? pendingLabel : submitLabel}
      </Button>
    </form>
  );
}
