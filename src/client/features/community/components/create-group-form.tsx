import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_MAX_MEMBERS,
  GROUP_DESCRIPTION_MAX,
  GROUP_NAME_MAX,
  type Group,
} from '@/contracts/community/groups';
import { z } from '@/contracts/zod';
import { Button } from '@/client/components/ui/button';
import { Field } from '@/client/components/ui/field';
import { Input } from '@/client/components/ui/input';
import { toast } from '@/client/components/ui/use-toast';
import { ApiError } from '@/client/lib/api';
import { describeError } from '@/client/lib/errors';
import { useCreateGroup } from '../api/groups-mutations';

export interface CreateGroupFormRules {
  /** The form's own member range. */
  limits: { readonly min: number; readonly max: number };
  /** The Community page's Groups tab asks for a description too. */
  descriptionRequired: boolean;
  /** The Study Groups page falls back to 50 when the limit is not a number; the others refuse it. */
  fallbackWhenNotNumeric: boolean;
}

/** Form errors are keys of the `groups` namespace, translated where they are shown. */
function createGroupSchema({ limits, descriptionRequired, fallbackWhenNotNumeric }: CreateGroupFormRules) {
  return z.object({
    name: z.string().trim().min(1, 'form.nameRequired').max(GROUP_NAME_MAX, 'form.nameTooLong'),
    description: descriptionRequired
      ? z
          .string()
          .trim()
          .min(1, 'form.descriptionRequired')
          .max(GROUP_DESCRIPTION_MAX, 'form.descriptionTooLong')
      : z.string().trim().max(GROUP_DESCRIPTION_MAX, 'form.descriptionTooLong'),
    maxMembers: z
      .string()
      .transform((text) => (text.trim() === '' ? NaN : Number(text)))
      .transform((value) => (Number.isFinite(value) || !fallbackWhenNotNumeric ? value : DEFAULT_MAX_MEMBERS))
      .pipe(
        z
          .number('form.maxMembersRange')
          .int('form.maxMembersRange')
          .min(limits.min, 'form.maxMembersRange')
          .max(limits.max, 'form.maxMembersRange'),
      ),
    isPrivate: z.boolean(),
  });
}
type CreateGroupValues = z.input<ReturnType<typeof createGroupSchema>>;
type CreateGroupOutput = z.output<ReturnType<typeof createGroupSchema>>;

/**
 * The create-group form of the three places that have one, each with its own rules. `onCreated`
 * says the page's own toast and closes its dialog.
 */
export function CreateGroupForm({
  rules,
  onCreated,
  failureText,
  testId,
}: {
  rules: CreateGroupFormRules;
  onCreated: (group: Group) => void;
  /** The page's wording when the server gives no message ('Failed to create group'). */
  failureText: string;
  testId: string;
}) {
  const { t } = useTranslation(['groups', 'messages', 'errors']);
  const id = useId();
  const create = useCreateGroup();
  const form = useForm<CreateGroupValues, unknown, CreateGroupOutput>({
    resolver: zodResolver(createGroupSchema(rules)),
    defaultValues: { name: '', description: '', maxMembers: String(DEFAULT_MAX_MEMBERS), isPrivate: false },
  });
  const { errors } = form.formState;
  const message = (key: string | undefined) =>
    key ? t(key, { min: rules.limits.min, max: rules.limits.max }) : undefined;

  // Awaited rather than mutate's callbacks, which would not run if the page moved on meanwhile.
  const submit = form.handleSubmit(async (values) => {
    try {
      const group = await create.mutateAsync({
        name: values.name,
        description: values.description || undefined,
        maxMembers: values.maxMembers,
        isPrivate: values.isPrivate,
      });
      form.reset();
      onCreated(group);
    } catch (error) {
      if (error instanceof ApiError && error.field && error.code && error.field in form.getValues()) {
        form.setError(error.field as keyof CreateGroupValues, { message: `messages:${error.code}` });
        return;
      }
      toast({
        title: t('errorTitle'),
        description: describeError(t, error, failureText),
        variant: 'destructive',
      });
    }
  });

  return (
    <form onSubmit={submit} noValidate className="grid grid-cols-1 gap-4" data-testid={testId}>
      <Field id={`${id}-name`} label={t('form.name')} error={message(errors.name?.message)}>
        {(control) => (
          <Input
            {...control}
            {...form.register('name')}
            maxLength={GROUP_NAME_MAX}
            autoComplete="off"
            placeholder={t('form.namePlaceholder')}
          />
        )}
      </Field>
      <Field
        id={`${id}-description`}
        label={rules.descriptionRequired ? t('form.description') : t('form.descriptionOptional')}
        error={message(errors.description?.message)}
      >
        {(control) => (
          <textarea
            {...control}
            {...form.register('description')}
            rows={3}
            maxLength={GROUP_DESCRIPTION_MAX}
            placeholder={t('form.descriptionPlaceholder')}
            className="flex min-h-20 w-full rounded-md border border-input bg-card px-3 py-2 text-base text-foreground placeholder:text-muted-foreground aria-invalid:border-destructive"
          />
        )}
      </Field>
      <Field
        id={`${id}-max-members`}
        label={t('form.maxMembers')}
        hint={t('form.maxMembersHint', { min: rules.limits.min, max: rules.limits.max })}
        error={message(errors.maxMembers?.message)}
      >
        {(control) => (
          <Input
            {...control}
            {...form.register('maxMembers')}
            type="number"
            inputMode="numeric"
            min={rules.limits.min}
            max={rules.limits.max}
            className="max-w-32"
          />
        )}
      </Field>
      <div className="flex items-start gap-3">
        <input
          id={`${id}-private`}
          type="checkbox"
          {...form.register('isPrivate')}
          aria-describedby={`${id}-private-hint`}
          className="mt-1 size-4 accent-primary"
        />
        <div className="grid grid-cols-1 gap-0.5">
          <label htmlFor={`${id}-private`} className="text-sm font-medium">
            {t('form.private')}
          </label>
          <p id={`${id}-private-hint`} className="text-sm text-muted-foreground">
            {t('form.privateHint')}
          </p>
        </div>
      </div>
      <Button
        type="submit"
        busy={create.isPending}
        className="justify-self-start"
        data-testid={`${testId}-submit`}
      >
        {create.isPending ? t('form.creating') : t('form.create')}
      </Button>
    </form>
  );
}
