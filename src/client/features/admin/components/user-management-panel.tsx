import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { resetUserMessagesInput } from '@/contracts/admin';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card';
import { toast } from '@/client/components/ui/use-toast';
import { describeError } from '@/client/lib/errors';
import { translateMessage } from '@/client/lib/i18n';
import { useResetUserMessages } from '../api/reset-user-messages';
import { UsernameForm } from './username-form';

/** User Management: reset one user's message count by username. */
export function UserManagementPanel() {
  const { t } = useTranslation(['admin', 'messages', 'errors']);
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
        <UsernameForm
          label={t('users.username')}
          submitLabel={t('users.submit')}
          pendingLabel={t('users.pending')}
          pending={reset.isPending}
          value={username}
          onChange={setUsername}
          onSubmit={onSubmit}
        />
      </CardContent>
    </Card>
  );
}
