import type { FastifyRequest } from 'fastify';
import {
  CHAT_HISTORY_MESSAGES,
  CHAT_SOURCES,
  type ChatLanguage,
  type ChatMessageBody,
  type ChatSentence,
  type Passage,
} from '@/contracts/chat';
import { messageBody } from '@/contracts/catalogue';
import { chatMessages } from '@/contracts/messages/chat';
import { NotFound } from '../../platform/errors';
import { AiError, type AiAccess, type AiProvider } from '../../platform/ports/ai';
import type { AiTurn } from '../../platform/ai-turn';
import type { UserRow } from '../../platform/sessions';
import { billing } from '../billing/public';
import { communityProgress } from '../community/public';
import type { FeatureContext } from '../context';
import { checkedStream } from './citation-check';
import { type ChatContent, type PersonaContent, languageOf, traditionOf } from './content';
import type { EventStream } from './event-stream';
import { foldText } from './folding';
import type { LibraryPassage } from './library';
import { OFFLINE_PASSAGES, offlineAnswer } from './offline-answer';
import { chatMessagesFor, chatSystemPrompt } from './prompts';
import { surahByName, verseIn } from './quran-lookup';
import type { ChatMessageRow, ChatRepository, ConversationRow } from './repository';
import type { Library } from './retrieval';

/**
 * One question to the Q&A chat (decision 030): its sources retrieved in the person's language, the
 * answer streamed through the AI-turn pipeline (decision 015) and checked sentence by sentence before
 * it is sent, or Hidaya's library quoted without a provider; then stored by plan and counted towards
 * the chat_questions achievement.
 */
export interface ChatDeps {
  ctx: FeatureContext;
  repo: ChatRepository;
  content: ChatContent;
  library: Library;
}

/** Everything a turn needs, read before anything is streamed (a refusal is still a JSON error). */
export interface PreparedQuestion {
  user: UserRow;
  question: string;
  language: ChatLanguage;
  persona: PersonaContent;
  tradition: 'sunni' | 'shia' | null;
  conversation: ConversationRow | null;
  history: ChatMessageRow[];
  sources: LibraryPassage[];
  /** The question asks for a personal ruling: the answer ends with the referral to a scholar. */
  referral: boolean;
  detailedCitations: boolean;
  messageHistory: boolean;
}

/** The person closed the connection while the AI was answering: the turn ends, its message given back. */
class PersonLeft extends Error {}

const TITLE_LENGTH = 80;
const titleOf = (question: string) =>
  question.length > TITLE_LENGTH ? `${question.slice(0, TITLE_LENGTH - 1).trimEnd()}…` : question;

const asPassage = ({ id, kind, label, text }: LibraryPassage): Passage => ({ id, kind, label, text });

/** What writing an answer needs besides the question. */
interface Writing {
  content: ChatContent;
  repo: ChatRepository;
  progress: ReturnType<typeof communityProgress>;
  now: () => Date;
}

/** Sends each checked sentence as it is ready and keeps it for the stored answer. */
function sentenceWriter(stream: EventStream) {
  const sentences: ChatSentence[] = [];
  return {
    sentences,
    emit(checked: readonly ChatSentence[]) {
      for (const sentence of checked) {
        stream.send('delta', { index: sentences.length, text: sentence.text, marks: sentence.marks });
        sentences.push(sentence);
      }
    },
  };
}
type SentenceWriter = ReturnType<typeof sentenceWriter>;

/** The referral when it is due, then the answer stored, counted towards the achievement, and `done`. */
async function finish(
  writing: Writing,
  prepared: PreparedQuestion,
  stream: EventStream,
  writer: SentenceWriter,
  answeredBy: 'ai' | 'offline',
  sources: readonly LibraryPassage[],
): Promise<void> {
  const { sentences } = writer;
  if (prepared.referral) {
    const referral = writing.content.referral(prepared.language);
    if (!sentences.some((s) => foldText(s.text).includes(foldText(referral)))) {
      const last = sentences.at(-1);
      const gap = last && !/\s$/.test(last.text) ? '\n\n' : '';
      writer.emit([{ text: `${gap}${referral}`, marks: [], citations: [] }]);
    }
  }
  const saved = await writing.repo.saveTurn({
    userId: prepared.user.id,
    conversationId: prepared.conversation?.id ?? null,
    title: titleOf(prepared.question),
    personaId: prepared.persona.id,
    question: prepared.question,
    answer: {
      content: sentences.map((s) => s.text).join(''),
      answeredBy,
      referral: prepared.referral,
      sentences,
      sources: sources.map(asPassage),
    },
    keepOthers: prepared.messageHistory,
    now: writing.now(),
  });
  await writing.progress.countForAchievement(prepared.user.id, 'chat_questions');
  stream.send('done', {
    ...saved,
    answeredBy,
    referral: prepared.referral,
    detailedCitations: prepared.detailedCitations,
    sentences: prepared.detailedCitations ? sentences : sentences.map((s) => ({ ...s, citations: [] })),
  });
}

/** The provider's answer, streamed through the citation check sentence by sentence. */
async function askProvider(
  writing: Writing,
  prepared: PreparedQuestion,
  stream: EventStream,
  provider: AiProvider,
  defaults: AiAccess['chatDefaults'],
): Promise<void> {
  const { content } = writing;
  stream.send('sources', { sources: prepared.sources.map(asPassage) });
  const system = chatSystemPrompt({
    persona: prepared.persona,
    language: prepared.language,
    tradition: prepared.tradition,
    sources: prepared.sources,
    referral: content.referral(prepared.language),
  });
  const checker = checkedStream({
    verse: verseIn(prepared.language),
    surahByName,
    sources: new Map(prepared.sources.map((s) => [s.id, { referenced: s.referenced }])),
    hadithMarkers: content.hadithMarkers,
  });
  const writer = sentenceWriter(stream);
  const messages = chatMessagesFor(system, prepared.history, prepared.question);
  const leftEarly = () => new PersonLeft('the person left before the answer was complete');
  try {
    // The provider call is aborted the moment the person leaves, not at its next piece.
    for await (const piece of provider.chatStream({ ...defaults, messages, signal: stream.left })) {
      if (stream.closed) throw leftEarly();
      writer.emit(checker.push(piece));
    }
  } catch (error) {
    throw stream.left.aborted ? leftEarly() : error;
  }
  writer.emit(checker.end());
  if (writer.sentences.length === 0) throw new AiError('unavailable', 'The AI provider returned no text');
  await finish(writing, prepared, stream, writer, 'ai', prepared.sources);
}

/** Hidaya's library without a provider: the best passages quoted, never counted. */
async function answerOffline(
  writing: Writing,
  prepared: PreparedQuestion,
  stream: EventStream,
): Promise<void> {
  const quoted = prepared.sources.slice(0, OFFLINE_PASSAGES);
  stream.send('sources', { sources: quoted.map(asPassage) });
  const writer = sentenceWriter(stream);
  writer.emit(offlineAnswer(quoted, writing.content.answers(prepared.language)));
  await finish(writing, prepared, stream, writer, 'offline', quoted);
}

export function chatAnswers({ ctx, repo, content, library }: ChatDeps) {
  const billingApi = billing(ctx.db);
  const writing: Writing = {
    content,
    repo,
    progress: communityProgress(ctx.db, ctx.clock),
    now: () => ctx.clock.now(),
  };

  /** Checks the person may continue the conversation (Free: only its current one) and gathers the turn. */
  async function prepare(user: UserRow, body: ChatMessageBody): Promise<PreparedQuestion> {
    const language = languageOf(user, body.language);
    const persona = content.personas.get(body.personaId)!;
    const entitlements = await billingApi.entitlementsOf(user, ctx.clock.now());
    let conversation: ConversationRow | null = null;
    if (body.conversationId !== undefined) {
      conversation = await repo.conversationOf(user.id, body.conversationId);
      if (conversation && !entitlements.messageHistory) {
        const [current] = await repo.conversations(user.id, 1);
        if (current?.id !== conversation.id) conversation = null;
      }
      if (!conversation) throw new NotFound(chatMessages.chatConversationNotFound);
    }
    const tradition = traditionOf(persona, user.prayerTradition);
    const question = body.message;
    const history = conversation ? await repo.lastMessages(conversation.id, CHAT_HISTORY_MESSAGES) : [];
    // A follow-up ("and for a traveller?") is searched with the question it follows.
    const previous = history.findLast((m) => m.role === 'user')?.content;
    const searched = previous ? `${previous} ${question}` : question;
    return {
      user,
      question,
      language,
      persona,
      tradition,
      conversation,
      history,
      sources: library.search(language, searched, { limit: CHAT_SOURCES, tradition }),
      referral: content.needsReferral(question, language),
      detailedCitations: entitlements.detailedCitations,
      messageHistory: entitlements.messageHistory,
    };
  }

  /** The pipeline's turn: the provider's checked stream, the library without one, the error event on failure. */
  const turn = (prepared: PreparedQuestion, stream: EventStream): AiTurn<void> => ({
    feature: 'q&a chat',
    ask: (provider, defaults) => askProvider(writing, prepared, stream, provider, defaults),
    offline: () => answerOffline(writing, prepared, stream),
    fallback: () => stream.send('error', messageBody(chatMessages.chatAnswerFailed)),
  });

  return {
    prepare,
    /** Answers a prepared question on the stream; refusals before the first event are thrown as usual. */
    async answer(request: FastifyRequest, prepared: PreparedQuestion, stream: EventStream): Promise<void> {
      await ctx.aiTurns.run(request, prepared.user, turn(prepared, stream));
    },
    isPersonLeft: (error: unknown) => error instanceof PersonLeft,
  };
}

export type ChatAnswers = ReturnType<typeof chatAnswers>;
