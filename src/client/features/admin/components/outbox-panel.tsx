import { Eye, Inbox, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconCard } from '@/client/components/icon-card';
import { Button } from '@/client/components/ui/button';
import { Spinner } from '@/client/components/ui/spinner';
import { toast } from '@/client/components/ui/use-toast';
import { describeError } from '@/client/lib/errors';
import { useOutbox, useRevealOutboxMessage } from '../api/outbox';

/**
 * Outbox (decision 023): without an SMTP server, mail is kept here instead of sent, and the admin
 * reads it. Every link's token is masked; Reveal link shows one message's working link, to hand it to
 * its owner, and the server logs who revealed it. Read-only, newest first.
 */
export function OutboxPanel() {
  const { t, i18n } = useTranslation(['admin', 'messages', 'errors']);
  const outbox = useOutbox();
  const reveal = useRevealOutboxMessage();
  /** The bodies revealed on this visit, by message id. */
  const [revealed, setRevealed] = useState<Record<number, string>>({});
  const revealMessage = (id: number) =>
    reveal.mutate(id, {
      onSuccess: (message) => setRevealed((bodies) => ({ ...bodies, [message.id]: message.body })),
      onError: (error) =>
        toast({
          title: t('outbox.revealFailed'),
          description: describeError(t, error),
          variant: 'destructive',
        }),
    });
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <IconCard
      icon={Inbox}
      title={t('outbox.heading')}
      description={outbox.data?.delivery === 'smtp' ? t('outbox.smtpDescription') : t('outbox.description')}
      contentClassName="grid gap-4"
    >
      <Button
        variant="outline"
        className="justify-self-start"
        busy={outbox.isFetching}
        onClick={() => void outbox.refetch()}
      >
        <RefreshCw aria-hidden="true" />
        {t('outbox.refresh')}
      </Button>
      {outbox.isPending ? (
        <Spinner />
      ) : outbox.isError ? (
        <p role="alert" className="text-destructive">
          {describeError(t, outbox.error)}
        </p>
      ) : outbox.data.messages.length === 0 ? (
        <p className="text-muted-foreground">{t('outbox.empty')}</p>
      ) : (
        <ul className="grid min-w-0 gap-3" aria-label={t('outbox.heading')}>
          {outbox.data.messages.map((message) => (
            <li key={message.id} className="min-w-0">
              <details className="rounded-md border p-3">
                <summary className="cursor-pointer">
                  <span className="font-semibold">{message.subject}</span>
                  <span className="block truncate text-sm text-muted-foreground">
                    <bdi dir="ltr">{message.recipient}</bdi> · {time.format(new Date(message.createdAt))}
                  </span>
                </summary>
                <pre
                  dir="auto"
                  className="mt-3 whitespace-pre-wrap font-sans text-sm [overflow-wrap:anywhere]"
                >
                  {revealed[message.id] ?? message.body}
                </pre>
                {message.hasLinkToReveal && revealed[message.id] === undefined ? (
                  <Button
                    variant="outline"
                    className="mt-3"
                    busy={reveal.isPending && reveal.variables === message.id}
                    onClick={() => revealMessage(message.id)}
                  >
                    <Eye aria-hidden="true" />
                    {t('outbox.reveal')}
                  </Button>
                ) : null}
              </details>
            </li>
          ))}
        </ul>
      )}
    </IconCard>
  );
}
