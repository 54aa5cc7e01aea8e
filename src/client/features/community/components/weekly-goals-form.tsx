import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  WEEKLY_TARGET_BOUNDS,
  WEEKLY_TARGET_KEYS,
  type WeeklyTargetKey,
  type WeeklyTargets,
} from '@/contracts/community/progress';
import { communityMessages } from '@/contracts/messages/community';
import { z } from '@/contracts/zod';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card';
import { Field } from '@/client/components/ui/field';
import { Input } from '@/client/components/ui/input';
import { toast } from '@/client/components/ui/use-toast';
import { ApiError } from '@/client/lib/api';
import { describeError } from '@/client/lib/errors';
import { useUpdateGoals } from '../api/update-goals';

/** The server's message for each target out of bounds: the same words on both sides. */
const RANGE_MESSAGE: Record<WeeklyTargetKey, string> = {
  prayers: communityMessages.prayersTargetRange.code,
  school: communityMessages.schoolTargetRange.code,
  learning: communityMessages.learningTargetRange.code,
};

const target = (key: WeeklyTargetKey) =>
  z.coerce
    .number({ error: RANGE_MESSAGE[key] })
    .int({ error: RANGE_MESSAGE[key] })
    .min(WEEKLY_TARGET_BOUNDS[key].min, { error: RANGE_MESSAGE[key] })
    .max(WEEKLY_TARGET_BOUNDS[key].max, { error: RANGE_MESSAGE[key] });
const goalsForm = z.object({
  prayers: target('prayers'),
  school: target('school'),
  learning: target('learning'),
});
type GoalsFormInput = z.input<typeof goalsForm>;
const isTargetKey = (field: string | undefined): field is WeeklyTargetKey =>
  (WEEKLY_TARGET_KEYS as readonly string[]).includes(field ?? '');

/** The weekly targets, each within its bounds (decision 021). */
export function WeeklyGoalsForm({ targets }: { targets: WeeklyTargets }) {
  const { t } = useTranslation(['goals', 'messages', 'errors']);
  const id = useId();
  const update = useUpdateGoals();
  const form = useForm<GoalsFormInput, unknown, WeeklyTargets>({
    resolver: zodResolver(goalsForm),
    defaultValues: targets,
  });
  const { errors } = form.formState;
  const { reset } = form;
  useEffect(() => reset(targets), [targets, reset]);

  const submit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: () => toast({ title: t('edit.saved'), description: t('edit.savedDescription') }),
      onError: (error) => {
        // A refused target is shown under its field, in the person's language.
        if (error instanceof ApiError && error.code && isTargetKey(error.field)) {
          form.setError(error.field, { message: error.code });
          return;
        }
        toast({ title: t('edit.notSaved'), description: describeError(t, error), variant: 'destructive' });
      },
    }),
  );
  const headingId = `${id}-heading`;

  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader>
        <CardTitle id={headingId}>{t('edit.title')}</CardTitle>
        <CardDescription>{t('edit.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="grid gap-4" data-testid="goals-form">
          <div className="grid gap-4 sm:grid-cols-3">
            {WEEKLY_TARGET_KEYS.map((key) => {
              const message = errors[key]?.message;
              return (
                <Field
                  key={key}
                  id={`${id}-${key}`}
                  label={t(`targets.${key}`)}
                  hint={t('edit.hint', WEEKLY_TARGET_BOUNDS[key])}
                  error={message ? t(`messages:${message}`) : undefined}
                >
                  {(control) => (
                    <Input
                      {...control}
                      {...form.register(key)}
                      type="number"
                      inputMode="numeric"
                      min={WEEKLY_TARGET_BOUNDS[key].min}
                      max={WEEKLY_TARGET_BOUNDS[key].max}
                      step={1}
                    />
                  )}
                </Field>
              );
            })}
          </div>
          <Button type="submit" busy={update.isPending} className="justify-self-start">
            {t('edit.save')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
