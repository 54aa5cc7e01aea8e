import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { grantAdminInput, type AdministratorsResponse } from '@/contracts/admin';
import type { MessageResponse } from '@/contracts/common';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card';
import { ConfirmDialog } from '@/client/components/ui/confirm-dialog';
import { Spinner } from '@/client/components/ui/spinner';
import { toast } from '@/client/components/ui/use-toast';
import { useUser } from '@/client/lib/auth';
import { describeError } from '@/client/lib/errors';
import { translateMessage } from '@/client/lib/i18n';
import { useAdministrators, useGrantAdmin, useRevokeAdmin } from '../api/administrators';
import { UsernameForm } from './username-form';

type Administrator = AdministratorsResponse['administrators'][number];

/**
 * Administrators (decision 023): an admin makes an existing account an administrator by its username,
 * and removes one from the list; the server keeps the last one (409, shown as its message).
 */
export function AdministratorsPanel() {
  const { t } = useTranslation(['admin', 'messages', 'errors']);
  const [username, setUsername] = useState('');
  const administrators = useAdministrators();
  const grant = useGrantAdmin();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = grantAdminInput.safeParse({ username });
    if (!parsed.success) {
      const code = parsed.error.issues[0]?.message ?? '';
      toast({
        title: t('administrators.errorTitle'),
        description: translateMessage(t, code, code),
        variant: 'destructive',
      });
      return;
    }
    grant.mutate(parsed.data, {
      onSuccess: (answer) => {
        toast({ title: t('administrators.grantedTitle'), description: answerText(t, answer) });
        setUsername('');
      },
      onError: (error) =>
        toast({
          title: t('administrators.errorTitle'),
          description: describeError(t, error),
          variant: 'destructive',
        }),
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('administrators.heading')}</CardTitle>
        <CardDescription>{t('administrators.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <UsernameForm
          label={t('administrators.username')}
          submitLabel={t('administrators.grant')}
          pendingLabel={t('administrators.granting')}
          pending={grant.isPending}
          value={username}
          onChange={setUsername}
          onSubmit={onSubmit}
        />
        {administrators.isPending ? (
          <Spinner />
        ) : administrators.isError ? (
          <p role="alert" className="text-destructive">
            {describeError(t, administrators.error)}
          </p>
        ) : (
          <ul className="grid gap-3" aria-label={t('administrators.listLabel')}>
            {administrators.data.administrators.map((administrator) => (
              <AdministratorRow key={administrator.id} administrator={administrator} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function answerText(t: (key: string) => string, answer: MessageResponse): string {
  return translateMessage(t, answer.code, answer.message);
}

/** One administrator, with the button that asks before removing them (yourself included). */
function AdministratorRow({ administrator }: { administrator: Administrator }) {
  const { t } = useTranslation(['admin', 'messages', 'errors']);
  const { data: me } = useUser();
  const revoke = useRevokeAdmin();
  const isMe = me?.id === administrator.id;
  const { username } = administrator;

  const confirm = (close: () => void) =>
    revoke.mutate(username, {
      onSuccess: (answer) =>
        toast({ title: t('administrators.revokedTitle'), description: answerText(t, answer) }),
      onError: (error) =>
        toast({
          title: t('administrators.errorTitle'),
          description: describeError(t, error),
          variant: 'destructive',
        }),
      onSettled: close,
    });

  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-md border p-3">
      <span className="min-w-0 font-medium [overflow-wrap:anywhere]">
        <bdi dir="ltr">{username}</bdi>
        {isMe ? <span className="ms-2 text-sm text-muted-foreground">{t('administrators.you')}</span> : null}
      </span>
      <ConfirmDialog
        pending={revoke.isPending}
        onConfirm={confirm}
        triggerLabel={t('administrators.remove', { username })}
        title={t('administrators.confirmTitle', { username })}
        description={isMe ? t('administrators.confirmSelf') : t('administrators.confirmDescription')}
        cancelLabel={t('administrators.cancel')}
        confirmLabel={t('administrators.confirm')}
        pendingLabel={t('administrators.removing')}
      />
    </li>
  );
}
