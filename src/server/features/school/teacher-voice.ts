import type { FastifyRequest } from 'fastify';
import { schoolMessages } from '@/contracts/messages/school';
import type { SchoolAgeGroup } from '@/contracts/school';
import type { ClassProgressState } from '../../db/schema/school';
import { AiError, type AiProvider, type ChatMessage } from '../../platform/ports/ai';
import type { UserRow } from '../../platform/sessions';
import type { FeatureContext } from '../context';
import { type ClassTurn, keepKindTurn, spoken } from './classroom';
import type { LessonPlan } from './plan-schema';
import { childWordsOf, teacherSystemPrompt } from './prompts';

/** One teacher turn to be said: where the class stood, what the child said, what the engine decided. */
export interface VoiceRequest {
  plan: LessonPlan;
  state: ClassProgressState;
  name: string;
  ageGroup: SchoolAgeGroup;
  tradition: string;
  /** The last messages of the class, oldest first (never a flagged one). */
  history: { messageType: string; content: string }[];
  /** What the child said; null when nobody spoke (the opening, a silence, a return). */
  childMessage: string | null;
  kind: 'answer' | 'opening' | 'silence' | 'resume';
  turn: ClassTurn;
  /**
   * When the provider fails: the spec's fallback line with the class where it stood (a child's turn),
   * or the built-in teacher's words (the greeting and the welcome back, which need no understanding).
   */
  onFailure: 'fallback' | 'builtIn';
}

/** The turn as it is said and applied. */
export interface Voiced {
  /** What the teacher says (shown and spoken). */
  text: string;
  /** The turn applied: the engine's, or one where the class stays put (flagged words, a failed provider). */
  turn: ClassTurn;
  /** Moderation flagged the child's message: it is stored flagged and the AI was not asked. */
  childFlagged: boolean;
  /** A reply of the AI that moderation flagged: stored flagged for the parent, never said. */
  flaggedReply: string | null;
  /** Whether an AI provider was there (pictures are drawn only then). */
  withProvider: boolean;
}

const stayingTurn = (state: ClassProgressState, reply: string): ClassTurn => ({
  reply,
  instruction: '',
  state,
  completed: null,
  entered: null,
  classComplete: false,
});

/**
 * Says one turn (decision 029). Without a provider, the built-in teacher's words. With one, through
 * the AI-turn pipeline, never counted as an AI message (a paid class; decision 015): the child's words are
 * moderated first (flagged: not sent to the model, the class gently goes back to the lesson; moderation
 * failing: the built-in words, so unmoderated words never reach the model), the AI voices what the
 * engine decided, and its reply is moderated too (flagged or unchecked: the built-in words instead).
 */
export async function voiceTurn(
  ctx: FeatureContext,
  request: FastifyRequest,
  user: UserRow,
  voice: VoiceRequest,
): Promise<Voiced> {
  const { plan, state, name, turn } = voice;
  const builtIn = (withProvider: boolean): Voiced => ({
    text: spoken(turn, name),
    turn,
    childFlagged: false,
    flaggedReply: null,
    withProvider,
  });
  /** A moderation verdict, or null when the check failed (the caller then says the built-in words). */
  const moderated = async (provider: AiProvider, text: string) => {
    try {
      return (await provider.moderate(text)).flagged;
    } catch (error) {
      if (!(error instanceof AiError)) throw error;
      request.log.warn({ kind: error.kind }, 'school: moderation failed; the built-in teacher answers');
      return null;
    }
  };

  return ctx.aiTurns.run<Voiced>(request, user, {
    feature: 'school teacher',
    counted: false,
    offline: () => builtIn(false),
    ask: async (provider, defaults) => {
      if (voice.childMessage) {
        const flagged = await moderated(provider, voice.childMessage);
        if (flagged === null) return builtIn(true);
        if (flagged) {
          const kind = keepKindTurn(plan, state, name);
          return {
            text: spoken(kind, name),
            turn: kind,
            childFlagged: true,
            flaggedReply: null,
            withProvider: true,
          };
        }
      }
      const reply = (await provider.chat({ ...defaults, messages: chatMessages(voice) })).trim();
      if (!reply) throw new AiError('rejected', 'the AI teacher answered nothing');
      const flagged = await moderated(provider, reply);
      if (flagged === null) return builtIn(true);
      if (flagged) return { ...builtIn(true), flaggedReply: reply };
      return { text: reply, turn, childFlagged: false, flaggedReply: null, withProvider: true };
    },
    fallback: () =>
      voice.onFailure === 'builtIn'
        ? builtIn(true)
        : {
            text: schoolMessages.schoolTeacherFallback.text,
            turn: stayingTurn(state, schoolMessages.schoolTeacherFallback.text),
            childFlagged: false,
            flaggedReply: null,
            withProvider: true,
          },
  });
}

/** The system prompt, the class's last messages and the child's words. */
function chatMessages(voice: VoiceRequest): ChatMessage[] {
  const system = teacherSystemPrompt({
    plan: voice.plan,
    segment: voice.state.segment,
    turn: voice.turn,
    name: voice.name,
    ageGroup: voice.ageGroup,
    tradition: voice.tradition,
  });
  const history: ChatMessage[] = voice.history.map((m) => ({
    role: m.messageType === 'student' ? 'user' : 'assistant',
    content: m.content,
  }));
  const kind = voice.kind === 'answer' ? 'silence' : voice.kind;
  return [
    { role: 'system', content: system },
    ...history,
    { role: 'user', content: childWordsOf(voice.childMessage, kind) },
  ];
}
