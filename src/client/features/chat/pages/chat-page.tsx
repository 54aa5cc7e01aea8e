import { HandHeart, Info, Send } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { CHAT_MESSAGE_MAX, type ChatLanguage, type PersonaId } from '@/contracts/chat';
import { DocumentTitle } from '@/client/components/document-title';
import { UpgradeNotice } from '@/client/components/upgrade-notice';
import { Button } from '@/client/components/ui/button';
import { Spinner } from '@/client/components/ui/spinner';
import { useUserStatus } from '@/client/lib/entitlements';
import { currentLanguage } from '@/client/lib/i18n';
import { usePersonas } from '../api/get-personas';
import { AnswerBody } from '../components/answer-view';
import { ConversationList } from '../components/conversation-list';
import { PersonaPicker } from '../components/persona-picker';
import { useChatSession } from '../hooks/use-chat-session';

function QuotaLine() {
  const { t } = useTranslation('chat');
  const status = useUserStatus();
  const entitlements = status.data?.entitlements;
  if (!entitlements) return null;
  return (
    <p className="text-sm font-medium" data-testid="chat-quota">
      {entitlements.messagesLeft === null
        ? t('quota.unlimited')
        : t('quota.left', { count: entitlements.messagesLeft })}
    </p>
  );
}

/**
 * /chat (the bottom bar's Ask AI): the persona picker, the person's conversations, the answers streamed
 * sentence by sentence after the citation check with their sources and marks, the allowance and the
 * upgrade offer (decisions 030, 013 and 015).
 */
export function ChatPage() {
  const { t } = useTranslation('chat');
  const language = currentLanguage().code as ChatLanguage;
  const personas = usePersonas(language);
  const session = useChatSession(language);
  const [personaId, setPersonaId] = useState<PersonaId | null>(null);
  const [draft, setDraft] = useState('');
  const persona = personaId ?? personas.data?.[0]?.id ?? null;

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const question = draft.trim();
    if (!question || !persona || session.asking) return;
    setDraft('');
    const accepted = await session.ask(question, persona);
    if (!accepted) setDraft(question);
  };

  const open = async (id: number) => {
    const conversation = await session.open(id);
    if (conversation) setPersonaId(conversation.personaId);
  };

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6">
      <DocumentTitle page={t('title')} />
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold text-primary">{t('title')}</h1>
        <p className="text-lg text-muted-foreground">{t('subtitle')}</p>
        <p
          className="flex items-start gap-2 rounded-lg border border-border bg-muted p-3 text-sm"
          data-testid="not-a-scholar"
        >
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{t('notScholar')}</span>
        </p>
      </header>
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="grid min-w-0 content-start gap-4 lg:col-span-2">
          {personas.isPending ? (
            <Spinner />
          ) : personas.data && persona ? (
            <PersonaPicker personas={personas.data} value={persona} onChange={setPersonaId} />
          ) : null}
          <section
            aria-labelledby="chat-thread-title"
            className="grid gap-4 rounded-xl border border-border bg-card p-4"
          >
            <h2 id="chat-thread-title" className="text-lg font-semibold">
              {t('conversations.current')}
            </h2>
            {session.opening && <Spinner />}
            {session.openError && (
              <p role="alert" className="text-sm text-destructive">
                {session.openError}
              </p>
            )}
            <ol className="grid gap-4" aria-live="polite" data-testid="chat-thread">
              {session.turns.length === 0 && !session.opening && (
                <li className="text-sm text-muted-foreground">{t('ask.empty')}</li>
              )}
              {session.turns.map((turn) => (
                <li key={turn.key} className="grid gap-2" data-testid="chat-turn">
                  <p
                    className="ms-8 whitespace-pre-line break-words rounded-lg bg-primary p-3 text-primary-foreground"
                    data-testid="chat-question"
                  >
                    <span className="sr-only">{t('answer.you')}: </span>
                    {turn.question}
                  </p>
                  <div className="me-4 rounded-lg bg-muted p-3" data-testid="chat-answer">
                    <span className="sr-only">{t('answer.assistant')}: </span>
                    <AnswerBody answer={turn.answer} anchorPrefix={turn.key} />
                  </div>
                </li>
              ))}
            </ol>
            {session.upgrade && (
              <div data-testid="chat-upgrade">
                <UpgradeNotice message={session.upgrade} grant="unlimitedMessages" />
              </div>
            )}
            <form onSubmit={(event) => void send(event)} className="grid gap-2">
              <label htmlFor="chat-question" className="text-sm font-medium">
                {t('ask.label')}
              </label>
              <textarea
                id="chat-question"
                placeholder={t('ask.placeholder')}
                value={draft}
                onChange={(event) => setDraft(event.target.value)}
                onKeyDown={(event) => {
                  if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
                  event.preventDefault();
                  event.currentTarget.form?.requestSubmit();
                }}
                rows={3}
                maxLength={CHAT_MESSAGE_MAX}
                className="flex min-h-10 w-full resize-y rounded-md border border-input bg-card px-3 py-2 text-base text-foreground placeholder:text-muted-foreground"
              />
              <div className="flex flex-wrap items-center justify-between gap-2">
                <QuotaLine />
                <Button
                  type="submit"
                  disabled={!draft.trim() || !persona}
                  focusableWhenDisabled
                  busy={session.asking}
                >
                  <Send aria-hidden="true" className="rtl:-scale-x-100" />
                  {session.asking ? t('ask.sending') : t('ask.send')}
                </Button>
              </div>
            </form>
          </section>
        </div>
        <div className="grid min-w-0 content-start gap-4">
          <ConversationList
            activeId={session.conversationId}
            onOpen={(id) => void open(id)}
            onNew={session.startNew}
            onDeleted={(id) => {
              if (id === session.conversationId) session.startNew();
            }}
          />
          <Button asChild variant="outline" className="h-auto justify-start whitespace-normal text-start">
            <Link href="/duas">
              <HandHeart aria-hidden="true" />
              {t('duasLink')}
            </Link>
          </Button>
        </div>
      </div>
    </div>
  );
}
