import { useMutation } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { QURAN_CHAT_HISTORY, type QuranLanguage } from '@/contracts/quran';
import { Button } from '@/client/components/ui/button';
import { ApiError } from '@/client/lib/api';
import { describeError } from '@/client/lib/errors';
import { cn } from '@/client/lib/utils';
import { askQuranTeacher } from '../api/ask-quran-teacher';
import { UpgradeNotice } from '@/client/components/upgrade-notice';

type ChatLine = { id: number; role: 'user' | 'teacher'; content: string };

/** The side panel 'AI Teacher Chat': greeting, history of 5, disabled while blank or pending. */
export function TeacherChat({ verseId, language }: { verseId: number | null; language: QuranLanguage }) {
  const { t } = useTranslation('quran');
  const [lines, setLines] = useState<ChatLine[]>([]);
  const [draft, setDraft] = useState('');
  const [upgrade, setUpgrade] = useState<string | null>(null);
  const ask = useMutation({ mutationFn: askQuranTeacher });

  const send = (event: FormEvent) => {
    event.preventDefault();
    const message = draft.trim();
    if (!message || ask.isPending) return;
    const history = lines.slice(-QURAN_CHAT_HISTORY).map(({ role, content }) => ({ role, content }));
    const id = Date.now();
    setLines((old) => [...old, { id, role: 'user', content: message }]);
    setDraft('');
    setUpgrade(null);
    ask.mutate(
      { message, selectedVerse: verseId, conversationHistory: history, language },
      {
        onSuccess: ({ response }) =>
          setLines((old) => [...old, { id: id + 1, role: 'teacher', content: response }]),
        onError: (error) => {
          if (error instanceof ApiError && error.status === 402) setUpgrade(describeError(t, error));
          else setLines((old) => [...old, { id: id + 1, role: 'teacher', content: t('chat.failed') }]);
        },
      },
    );
  };

  return (
    <section
      aria-labelledby="teacher-chat-title"
      className="grid gap-3 rounded-xl border border-border bg-card p-4"
      data-testid="teacher-chat"
    >
      <h2 id="teacher-chat-title" className="text-lg font-semibold">
        {t('chat.title')}
      </h2>
      <ol className="grid max-h-96 gap-2 overflow-y-auto" aria-live="polite">
        <li className="rounded-lg bg-muted p-3 text-sm" data-testid="chat-teacher">
          {t('chat.greeting')}
        </li>
        {lines.map((line) => (
          <li
            key={line.id}
            data-testid={line.role === 'user' ? 'chat-user' : 'chat-teacher'}
            className={cn(
              'whitespace-pre-line rounded-lg p-3 text-sm',
              line.role === 'user' ? 'ms-8 bg-primary text-primary-foreground' : 'me-8 bg-muted',
            )}
          >
            <span className="sr-only">{t(line.role === 'user' ? 'chat.you' : 'chat.teacher')}: </span>
            {line.content}
          </li>
        ))}
        {ask.isPending && <li className="text-sm text-muted-foreground">{t('chat.thinking')}</li>}
      </ol>
      {upgrade && <UpgradeNotice message={upgrade} grant="quranTeacher" />}
      <form onSubmit={send} className="flex items-start gap-2">
        {/* A text area, so the placeholder wraps in the narrow side panel instead of being cut; Enter
            sends, Shift+Enter starts a new line. */}
        <textarea
          aria-label={t('chat.placeholder')}
          placeholder={t('chat.placeholder')}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
            event.preventDefault();
            event.currentTarget.form?.requestSubmit();
          }}
          rows={3}
          maxLength={2000}
          className="flex min-h-10 w-full resize-none rounded-md border border-input bg-card px-3 py-2 text-base text-foreground placeholder:text-muted-foreground"
        />
        <Button
          type="submit"
          disabled={!draft.trim()}
          focusableWhenDisabled
          busy={ask.isPending}
          aria-label={t('chat.send')}
        >
          <Send aria-hidden="true" className="rtl:-scale-x-100" />
        </Button>
      </form>
    </section>
  );
}
