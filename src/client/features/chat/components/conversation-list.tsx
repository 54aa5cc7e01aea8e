import { MessageSquarePlus, Pencil } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConversationSummary } from '@/contracts/chat';
import { UpgradeNotice } from '@/client/components/upgrade-notice';
import { Button } from '@/client/components/ui/button';
import { ConfirmDialog } from '@/client/components/ui/confirm-dialog';
import { Input } from '@/client/components/ui/input';
import { Spinner } from '@/client/components/ui/spinner';
import { toast } from '@/client/components/ui/use-toast';
import { describeError } from '@/client/lib/errors';
import { cn } from '@/client/lib/utils';
import { useConversations } from '../api/get-conversations';
import { useDeleteConversation, useRenameConversation } from '../api/manage-conversation';

function RenameForm({ conversation, onDone }: { conversation: ConversationSummary; onDone: () => void }) {
  const { t } = useTranslation('chat');
  const rename = useRenameConversation();
  const [title, setTitle] = useState(conversation.title);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim()) return;
    rename.mutate(
      { id: conversation.id, title: title.trim() },
      {
        onSuccess: () => {
          toast({ title: t('toasts.renamed') });
          onDone();
        },
        onError: (error) =>
          toast({
            title: t('toasts.renameFailed'),
            description: describeError(t, error),
            variant: 'destructive',
          }),
      },
    );
  };
  return (
    <form onSubmit={submit} className="grid gap-2">
      <Input
        aria-label={t('conversations.renameLabel', { title: conversation.title })}
        value={title}
        maxLength={100}
        onChange={(event) => setTitle(event.target.value)}
        autoFocus
      />
      <div className="flex flex-wrap gap-2">
        <Button
          type="submit"
          size="sm"
          busy={rename.isPending}
          disabled={!title.trim()}
          focusableWhenDisabled
        >
          {rename.isPending ? t('conversations.saving') : t('conversations.save')}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onDone}>
          {t('conversations.cancel')}
        </Button>
      </div>
    </form>
  );
}

/**
 * The person's conversations (decision 030): open, rename, delete. Free keeps only the current one, which the
 * list says, with the offer of the plans that keep them all.
 */
export function ConversationList({
  activeId,
  onOpen,
  onNew,
  onDeleted,
}: {
  activeId: number | null;
  onOpen: (id: number) => void;
  onNew: () => void;
  onDeleted: (id: number) => void;
}) {
  const { t } = useTranslation('chat');
  const conversations = useConversations();
  const remove = useDeleteConversation();
  const [renaming, setRenaming] = useState<number | null>(null);

  return (
    <section
      aria-labelledby="chat-conversations-title"
      className="grid content-start gap-3"
      data-testid="conversation-list"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="chat-conversations-title" className="text-lg font-semibold">
          {t('conversations.title')}
        </h2>
        <Button size="sm" variant="outline" onClick={onNew} className="h-auto whitespace-normal text-start">
          <MessageSquarePlus aria-hidden="true" />
          {t('conversations.new')}
        </Button>
      </div>
      {conversations.isPending ? (
        <Spinner />
      ) : conversations.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {t('conversations.loadFailed')}
        </p>
      ) : conversations.data.conversations.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('conversations.empty')}</p>
      ) : (
        <ul className="grid gap-2">
          {conversations.data.conversations.map((conversation) => (
            <li
              key={conversation.id}
              data-testid="conversation-item"
              className={cn(
                'grid gap-2 rounded-lg border p-2',
                conversation.id === activeId ? 'border-primary bg-muted' : 'border-border bg-card',
              )}
            >
              {renaming === conversation.id ? (
                <RenameForm conversation={conversation} onDone={() => setRenaming(null)} />
              ) : (
                <>
                  <button
                    type="button"
                    className="min-h-10 break-words text-start font-medium underline-offset-4 hover:underline"
                    aria-current={conversation.id === activeId ? 'true' : undefined}
                    aria-label={t('conversations.open', { title: conversation.title })}
                    onClick={() => onOpen(conversation.id)}
                  >
                    {conversation.title}
                  </button>
                  <div className="flex flex-wrap gap-2">
                    <Button size="sm" variant="outline" onClick={() => setRenaming(conversation.id)}>
                      <Pencil aria-hidden="true" />
                      {t('conversations.rename')}
                    </Button>
                    <ConfirmDialog
                      pending={remove.isPending}
                      triggerLabel={t('conversations.delete')}
                      title={t('conversations.deleteTitle')}
                      description={t('conversations.deleteDescription', { title: conversation.title })}
                      cancelLabel={t('conversations.cancel')}
                      confirmLabel={t('conversations.delete')}
                      pendingLabel={t('conversations.deleting')}
                      onConfirm={(close) =>
                        remove.mutate(conversation.id, {
                          onSuccess: () => {
                            close();
                            toast({ title: t('toasts.deleted') });
                            onDeleted(conversation.id);
                          },
                          onError: (error) => {
                            close();
                            toast({
                              title: t('toasts.deleteFailed'),
                              description: describeError(t, error),
                              variant: 'destructive',
                            });
                          },
                        })
                      }
                    />
                  </div>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      {conversations.data && !conversations.data.messageHistory && (
        <div className="grid gap-2" data-testid="free-history-note">
          <p className="text-sm text-muted-foreground">{t('conversations.freeNote')}</p>
          <UpgradeNotice message={t('conversations.freeOffer')} grant="messageHistory" />
        </div>
      )}
    </section>
  );
}
