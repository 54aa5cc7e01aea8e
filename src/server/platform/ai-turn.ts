import type { FastifyRequest } from 'fastify';
import { platformMessages } from '@/contracts/messages/platform';
import { clientKey } from './client-address';
import type { Clock } from './clock';
import { PaymentRequired } from './errors';
import { AiError, type AiAccess, type AiProvider } from './ports/ai';
import type { SecretBox } from './secrets';
import { timed } from './server-timing';
import type { UserRow } from './sessions';

/**
 * The monthly AI-message allowance (decision 015: only answers an AI provider wrote count), as the
 * pipeline sees it: billing's metered use (`billing(db).messages`, wired in app.ts).
 */
export interface MessageMeter {
  /** Takes one message; false when the person's allowance is used up. Atomic. */
  take(user: UserRow, now: Date): Promise<boolean>;
  /** Gives back a message taken for a turn that ended without an AI answer. */
  giveBack(user: UserRow, now: Date): Promise<void>;
}

/** What a feature supplies for one AI turn; the pipeline owns quota, timing, errors and refunds. */
export interface AiTurn<T> {
  /** Names the feature in logs ("prayer coach"). */
  feature: string;
  /**
   * The answer written by the provider: call it and build the reply. Every call on `provider` is
   * timed into the Server-Timing header. Runs only after the message was taken; any failure inside
   * (an AiError or anything else) gives it back.
   */
  ask(provider: AiProvider, defaults: AiAccess['chatDefaults']): Promise<T>;
  /** The answer without any provider: the feature's curated content. Never counted. */
  offline(): T | Promise<T>;
  /** The reply when the provider fails (an AiError): the feature's fallback line. Never counted. */
  fallback(error: AiError): T;
  /** false for turns that never count even when the provider answers (the coach's next/back/repeat). */
  counted?: boolean;
}

export interface AiTurnDeps {
  /** Which AI a person's request goes to (settings' `aiAccess`). */
  access: { forUser(userId: number): Promise<AiAccess> };
  meter: MessageMeter;
  clock: Clock;
  /** AI requests per person per minute (AI_RATE_LIMIT). */
  perMinute: number;
  secrets: SecretBox;
}

/** What a speech token signs: the person and the reply's text (decision 010). */
const speechSigned = (user: UserRow, text: string) => `${user.id}\n${text.trim()}`;

/** Every provider call a turn makes is timed under `ai` (decision 008); a stream cannot be, its header is sent first. */
function timedProvider(request: FastifyRequest, provider: AiProvider): AiProvider {
  return {
    chat: (chat) => timed(request, 'ai', () => provider.chat(chat)),
    chatStream: (chat) => provider.chatStream(chat),
    speech: (text, options) => timed(request, 'ai', () => provider.speech(text, options)),
    transcribe: (audio, filename, language) =>
      timed(request, 'ai', () => provider.transcribe(audio, filename, language)),
    image: (prompt) => timed(request, 'ai', () => provider.image(prompt)),
    ping: (model) => timed(request, 'ai', () => provider.ping(model)),
    moderate: (text) => timed(request, 'ai', () => provider.moderate(text)),
  };
}

/**
 * One AI turn for every AI feature (decision 015): the provider's answer or the offline one; a
 * message taken just before the provider is asked and given back on any failure after it; over the
 * allowance, 402 with the spec's message; provider failures become the feature's fallback line.
 */
export function aiTurnPipeline(deps: AiTurnDeps) {
  return {
    /** Which AI a person's requests go to, for calls that are not turns (speech of a signed reply). */
    access: (user: UserRow) => deps.access.forUser(user.id),

    /**
     * A reply's speech token (decision 010): /api/generate-speech has the provider speak a text only
     * with the token of a reply that was written for this person, so no other text is read aloud at
     * the operator's expense. Every AI feature whose replies may be spoken sends one with each reply.
     */
    speechToken: (user: UserRow, text: string) => deps.secrets.sign('speech', speechSigned(user, text)),
    /** Whether `token` is the speech token of `text` for this person. */
    verifySpeechToken: (user: UserRow, text: string, token: string) =>
      deps.secrets.verify('speech', speechSigned(user, text), token),

    /** Route config of an AI route: `perMinute × factor` requests per person (not per address: families share one). */
    routeConfig(factor = 1) {
      return {
        rateLimit: {
          max: deps.perMinute * factor,
          timeWindow: '1 minute',
          keyGenerator: (request: FastifyRequest) =>
            request.user ? `user:${request.user.id}` : `ip:${clientKey(request.ip)}`,
        },
      };
    },

    async run<T>(request: FastifyRequest, user: UserRow, turn: AiTurn<T>): Promise<T> {
      const { provider, chatDefaults } = await deps.access.forUser(user.id);
      if (!provider) return turn.offline();

      const counted = turn.counted ?? true;
      const now = deps.clock.now();
      if (counted && !(await deps.meter.take(user, now)))
        throw new PaymentRequired(platformMessages.quotaExceeded);
      try {
        return await turn.ask(timedProvider(request, provider), chatDefaults);
      } catch (error) {
        // The person got no answer written by the AI: the message is given back, whatever failed.
        if (counted) await deps.meter.giveBack(user, now);
        if (!(error instanceof AiError)) throw error;
        request.log.warn(
          { kind: error.kind },
          `${turn.feature}: AI provider failed; answering with the fallback line`,
        );
        return turn.fallback(error);
      }
    },
  };
}

export type AiTurnPipeline = ReturnType<typeof aiTurnPipeline>;
