import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatLanguage, ChatSentence, ConversationResponse, Passage, PersonaId } from '@/contracts/chat';
import { ApiError } from '@/client/lib/api';
import { refreshUserStatus } from '@/client/lib/entitlements';
import { describeError } from '@/client/lib/errors';
import { translateMessage } from '@/client/lib/i18n';
import { invalidateProgress } from '@/client/lib/progress';
import { askChat } from '../api/ask-chat';
import { conversationQueryOptions } from '../api/get-conversations';
import { chatKeys } from '../api/keys';

/** An answer as it is shown: streaming sentence by sentence, complete, or failed with a message. */
export type AnswerView = {
  sources: Passage[];
  sentences: ChatSentence[];
  answeredBy: 'ai' | 'offline' | null;
  detailedCitations: boolean;
  status: 'streaming' | 'done' | 'failed';
  error: string | null;
};

export type ChatTurn = { key: string; question: string; answer: AnswerView };

const streaming = (): AnswerView => ({
  sources: [],
  sentences: [],
  answeredBy: null,
  detailedCitations: false,
  status: 'streaming',
  error: null,
});

/** A stored conversation as turns: each question with the answer stored after it. */
export function turnsOf(conversation: ConversationResponse): ChatTurn[] {
  const turns: ChatTurn[] = [];
  for (const message of conversation.messages) {
    if (message.role === 'user') {
      turns.push({
        key: `m${message.id}`,
        question: message.content,
        answer: { ...streaming(), status: 'done' },
      });
      continue;
    }
    const last = turns.at(-1);
    if (!last) continue;
    last.answer = {
      sources: message.sources,
      sentences: message.sentences,
      answeredBy: message.answeredBy,
      detailedCitations: conversation.detailedCitations,
      status: 'done',
      error: null,
    };
  }
  return turns;
}

/**
 * The conversation on screen: its turns, the question being answered as its events arrive, and the
 * upgrade offer when the free allowance is used up (402, decision 015).
 */
export function useChatSession(language: ChatLanguage) {
  const { t } = useTranslation('chat');
  const queryClient = useQueryClient();
  const [conversationId, setConversationId] = useState<number | null>(null);
  const [turns, setTurns] = useState<ChatTurn[]>([]);
  const [upgrade, setUpgrade] = useState<string | null>(null);
  const [opening, setOpening] = useState(false);
  const [openError, setOpenError] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const counter = useRef(0);
  const controller = useRef<AbortController | null>(null);

  const update = (key: string, change: (answer: AnswerView) => AnswerView) =>
    setTurns((old) =>
      old.map((turn) => (turn.key === key ? { ...turn, answer: change(turn.answer) } : turn)),
    );

  const startNew = () => {
    controller.current?.abort();
    setConversationId(null);
    setTurns([]);
    setUpgrade(null);
    setOpenError(null);
  };

  const open = async (id: number) => {
    controller.current?.abort();
    setOpening(true);
    setOpenError(null);
    setUpgrade(null);
    try {
      const conversation = await queryClient.fetchQuery(conversationQueryOptions(id));
      setConversationId(conversation.id);
      setTurns(turnsOf(conversation));
      return conversation;
    } catch (error) {
      setOpenError(describeError(t, error));
      return null;
    } finally {
      setOpening(false);
    }
  };

  /** Asks `question`; answers false when it was refused before any answer (the draft is kept). */
  const ask = async (question: string, personaId: PersonaId): Promise<boolean> => {
    counter.current += 1;
    const key = `live${counter.current}`;
    const abort = new AbortController();
    controller.current = abort;
    setUpgrade(null);
    setAsking(true);
    setTurns((old) => [...old, { key, question, answer: streaming() }]);
    const body = { personaId, message: question, language, ...(conversationId ? { conversationId } : {}) };
    try {
      await askChat(
        body,
        {
          onSources: (sources) => update(key, (answer) => ({ ...answer, sources })),
          onDelta: ({ index, text, marks }) =>
            update(key, (answer) => {
              const sentences = [...answer.sentences];
              sentences[index] = { text, marks, citations: [] };
              return { ...answer, sentences };
            }),
          onDone: (done) => {
            setConversationId(done.conversationId);
            update(key, (answer) => ({
              ...answer,
              sentences: done.sentences,
              answeredBy: done.answeredBy,
              detailedCitations: done.detailedCitations,
              status: 'done',
            }));
          },
          onError: ({ code, message }) =>
            update(key, (answer) => ({
              ...answer,
              status: 'failed',
              error: translateMessage(t, code, message),
            })),
        },
        abort.signal,
      );
      return true;
    } catch (error) {
      if (abort.signal.aborted) return true;
      if (error instanceof ApiError && error.status === 402) {
        setTurns((old) => old.filter((turn) => turn.key !== key));
        setUpgrade(describeError(t, error));
        return false;
      }
      const message = error instanceof ApiError ? describeError(t, error) : t('answer.interrupted');
      update(key, (answer) => ({ ...answer, status: 'failed', error: message }));
      return true;
    } finally {
      if (controller.current === abort) controller.current = null;
      setAsking(false);
      // The allowance, the conversation list and the chat_questions achievement may have moved.
      void refreshUserStatus(queryClient);
      void queryClient.invalidateQueries({ queryKey: chatKeys.conversationList() });
      void invalidateProgress(queryClient);
    }
  };

  return { conversationId, turns, upgrade, asking, opening, openError, ask, open, startNew };
}
