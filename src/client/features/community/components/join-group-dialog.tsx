import { zodResolver } from '@hookform/resolvers/zod';
import { UserPlus } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { JoinGroupResponse } from '@/contracts/community/groups';
import { z } from '@/contracts/zod';
import { Button } from '@/client/components/ui/button';
import { Field } from '@/client/components/ui/field';
import { Input } from '@/client/components/ui/input';
import { toast } from '@/client/components/ui/use-toast';
import { ApiError } from '@/client/lib/api';
import { describeError } from '@/client/lib/errors';
import { useJoinGroup } from '../api/groups-mutations';
import { GroupDialog } from './group-dialog';

const joinForm = z.object({ code: z.string().trim().min(1, 'messages:groupCodeRequired') });
type JoinForm = z.infer<typeof joinForm>;

/**
 * The Join Group dialog. Its code field takes `codeLength` characters (6 on the Study Groups page,
 * 8 on the Community page); codes are shown and sent in upper case.
 */
export function JoinGroupDialog({
  codeLength,
  onJoined,
  failureText,
  testId,
}: {
  codeLength: number;
  onJoined: (answer: JoinGroupResponse) => void;
  failureText: string;
  testId: string;
}) {
  const { t } = useTranslation(['groups', 'messages', 'errors']);
  const id = useId();
  const join = useJoinGroup();
  const form = useForm<JoinForm>({ resolver: zodResolver(joinForm), defaultValues: { code: '' } });
  const error = form.formState.errors.code?.message;

  // Awaited rather than mutate's callbacks, which would not run if the page moved on meanwhile.
  const submit = (close: (then?: () => void) => void) =>
    form.handleSubmit(async (values) => {
      try {
        const answer = await join.mutateAsync(values.code);
        form.reset();
        // The page opens the group joined, and puts the focus there, once the dialog has gone.
        close(() => onJoined(answer));
      } catch (failure) {
        if (failure instanceof ApiError && failure.code)
          form.setError('code', { message: `messages:${failure.code}` });
        toast({
          title: t('errorTitle'),
          description: describeError(t, failure, failureText),
          variant: 'destructive',
        });
      }
    });

  return (
    <GroupDialog
      icon={UserPlus}
      openLabel={t('join.open')}
      openVariant="outline"
      title={t('join.title')}
      description={t('join.description')}
      testId={testId}
      onDismiss={() => form.reset()}
    >
      {(close) => (
        <form onSubmit={submit(close)} noValidate className="grid grid-cols-1 gap-4">
          <Field id={`${id}-code`} label={t('join.code')} error={error ? t(error) : undefined}>
            {(control) => (
              <Input
                {...control}
                {...form.register('code', { setValueAs: (value: string) => value.toUpperCase() })}
                onInput={(event) => {
                  event.currentTarget.value = event.currentTarget.value.toUpperCase();
                }}
                maxLength={codeLength}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                dir="ltr"
                placeholder={t('join.codePlaceholder')}
                className="max-w-48 font-mono tracking-widest uppercase"
              />
            )}
          </Field>
          <Button
            type="submit"
            busy={join.isPending}
            className="justify-self-start"
            data-testid={`${testId}-submit`}
          >
            {join.isPending ? t('join.joining') : t('join.submit')}
          </Button>
        </form>
      )}
    </GroupDialog>
  );
}
