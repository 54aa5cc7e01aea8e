import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { resetUserMessagesInput } from '@/contracts/admin';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card';
import { Field } from '@/client/components/ui/field';
import { Input } from '@/client/components/ui/input';
import { toast } from '@/client/components/ui/use-toast';
import { describeError } from '@/client/lib/errors';
import { translateMessage } from '@/client/lib/i18n';
import { useResetUserMessages } from '../api/reset-user-messages';

/** User Management: reset one user's message count by username (spec 1 sections 2 and 5). */
export function UserManagementPanel() {
  const { t } = useTranslation(['admin', 'messages', 'errors']);
  const id = useId();
  const [username, setUsername] = useState('');
  const reset = useResetUserMessages();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = resetUserMessagesInput.safeParse({ username });
    if (!parsed.success) {
      toast({
        title: t('users.errorTitle'),
        description: translateMessage(
          t,
          parsed.error.issues[0]?.message,
          parsed.error.issues[0]?.message ?? '',
        ),
        variant: 'destructive',
      });
      return;
    }
    reset.mutate(parsed.data, {
      onSuccess: (answer) => {
        toast({
          title: t('users.successTitle'),
          description: answer
            ? translateMessage(t, answer.code, answer.message)
            : t('messages:userMessagesReset'),
        });
        setUsername('');
      },
      onError: (error) => {
        toast({
          title: t('users.errorTitle'),
          description: describeError(t, error, t('users.fallbackError')),
          variant: 'destructive',
        });
      },
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('users.heading')}</CardTitle>
        <CardDescription>{t('users.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4 sm:flex-row sm:items-end">
          <Field id={`${id}-username`} label={t('users.username')} className="flex-1">
            {(control) => (
              <Input
                {...control}
                name="username"
                value={username}
                onChange={(event) => setUsername(event.target.value)}
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
                placeholder={t('users.usernamePlaceholder')}
              />
            )}
          </Field>
          <Button type="submit" busy={reset.isPending}>
            {reset.isPending ? t('users.pending') : t('users.submit')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
