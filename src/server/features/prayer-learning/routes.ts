import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse } from '@/contracts/common';
import { prayerLearningMessages } from '@/contracts/messages/prayer-learning';
import {
  ASSISTANCE_LEVEL,
  coachRequest,
  coachResponse,
  prayerInstructionsParams,
  prayerInstructionsQuery,
  speechFallbackResponse,
  speechRequest,
  type CoachResponse,
} from '@/contracts/prayer-coach';
import {
  prayerInstructionsResponseSchema,
  prayerLessonQuerySchema,
  prayerTeachingResponseSchema,
  type PrayerType,
} from '@/contracts/prayer-lessons';
import { PaymentRequired } from '../../platform/errors';
import { timed } from '../../platform/server-timing';
import { requireUser, type UserRow } from '../../platform/sessions';
import { AiError } from '../../providers/ai/port';
import { billing } from '../billing/public';
import type { FeatureContext } from '../context';
import { aiAccess } from '../settings/public';
import { allLessons, getLesson, toInstructionsResponse, toTeachingResponse } from './content';
import { lessonLanguageOf, nextStepIndex, detectIntent, offlineAnswer, stepReference } from './offline-guide';
import { prayerCoachSystemPrompt } from './prompts';

const tags = ['prayer-learning'];
const paymentErrors = { 400: errorResponse, 401: errorResponse, 402: errorResponse };

export function prayerLearningRoutes(ctx: FeatureContext): FastifyPluginAsyncZod {
  return async (app) => {
    // Load and validate every curated lesson now: a broken content file stops the start, not a lesson.
    allLessons();
    const billingApi = billing(ctx.db);
    /** Per person, not per address: a family behind one router shares an IP. */
    const perUser = (max: number) => ({
      max,
      timeWindow: '1 minute',
      keyGenerator: (request: { user: UserRow | null; ip: string }) =>
        request.user ? `user:${request.user.id}` : `ip:${request.ip}`,
    });
    const ai = aiAccess(ctx);
    /**
     * The provider speaks only what the coach said to this person: each reply carries a signature of
     * (person, text), and /api/generate-speech checks it. Otherwise anyone signed in could have any
     * text read aloud at the system key's expense.
     */
    const speechSigned = (userId: number, text: string) => `${userId}\n${text.trim()}`;
    const speechToken = (userId: number, text: string) =>
      ctx.secrets.sign('speech', speechSigned(userId, text));

    /** D3: the Fajr lesson is free; every other prayer's lesson needs a paid plan. */
    const requireLesson = async (user: UserRow, prayerType: PrayerType) => {
      if (
        prayerType !== 'fajr' &&
        !(await billingApi.entitlementsOf(user, ctx.clock.now())).allPrayerLessons
      ) {
        throw new PaymentRequired(prayerLearningMessages.lessonNeedsPlan);
      }
    };

    app.get(
      '/api/prayer-instructions/:prayerType/:tradition',
      {
        schema: {
          tags,
          summary: "The coach panel's steps of a prayer in a tradition (assistanceLevel = lesson level)",
          params: prayerInstructionsParams,
          querystring: prayerInstructionsQuery,
          response: { 200: prayerInstructionsResponseSchema, ...paymentErrors },
        },
      },
      async (request) => {
        const { prayerType, tradition } = request.params;
        await requireLesson(requireUser(request), prayerType);
        const lesson = getLesson(prayerType, tradition, request.query.assistanceLevel);
        return toInstructionsResponse(lesson, lessonLanguageOf(request.query.language));
      },
    );

    app.get(
      '/api/prayer-teaching',
      {
        schema: {
          tags,
          summary: 'A curated prayer lesson for the lesson player',
          querystring: prayerLessonQuerySchema,
          response: { 200: prayerTeachingResponseSchema, ...paymentErrors },
        },
      },
      async (request) => {
        const { prayerType, tradition, level, language } = request.query;
        await requireLesson(requireUser(request), prayerType);
        return toTeachingResponse(getLesson(prayerType, tradition, level), language);
      },
    );

    app.post(
      '/api/ai-prayer-coach',
      {
        config: { rateLimit: perUser(ctx.config.aiRateLimit) },
        schema: {
          tags,
          summary: 'One spoken turn with the prayer coach (counts as an AI message for free plans)',
          body: coachRequest,
          response: { 200: coachResponse, ...paymentErrors, 429: errorResponse },
        },
      },
      async (request): Promise<CoachResponse> => {
        const user = requireUser(request);
        const { prayerType, tradition, language, message, currentStep } = request.body;
        await requireLesson(user, prayerType);
        const now = ctx.clock.now();
        if (!(await billingApi.messages.take(user, now)))
          throw new PaymentRequired(prayerLearningMessages.quotaExceeded);

        const lesson = getLesson(prayerType, tradition, ASSISTANCE_LEVEL);
        const otherLesson = getLesson(prayerType, tradition === 'sunni' ? 'shia' : 'sunni', ASSISTANCE_LEVEL);
        const lessonLabel = `${prayerType}, ${tradition}, level ${ASSISTANCE_LEVEL}`;
        const lang = lessonLanguageOf(language);
        const access = await ai.forUser(user.id);

        if (!access.provider) {
          const answer = offlineAnswer({ message, lesson, otherLesson, currentStep, language });
          const step = lesson.steps[answer.stepIndex]!;
          return {
            response: answer.text,
            currentStep: answer.stepIndex,
            stepTitle: step.title[lang],
            source: 'offline',
            lesson: lessonLabel,
            reference: stepReference(step),
            speechToken: speechToken(user.id, answer.text),
          };
        }

        const stepIndex = nextStepIndex(detectIntent(message), currentStep, lesson.steps.length);
        const step = lesson.steps[stepIndex]!;
        const base = {
          currentStep: stepIndex,
          stepTitle: step.title[lang],
          lesson: lessonLabel,
          reference: stepReference(step),
        };
        try {
          const provider = access.provider;
          const response = await timed(request, 'ai', () =>
            provider.chat({
              ...access.chatDefaults,
              messages: [
                {
                  role: 'system',
                  content: prayerCoachSystemPrompt({ lesson, stepIndex, language, lessonLabel }),
                },
                { role: 'user', content: message },
              ],
            }),
          );
          return { ...base, response, source: 'ai', speechToken: speechToken(user.id, response) };
        } catch (error) {
          if (!(error instanceof AiError)) throw error;
          request.log.warn(
            { kind: error.kind },
            'prayer coach: AI provider failed; answering with the fallback line',
          );
          // The person got no answer: the message is given back.
          await billingApi.messages.giveBack(user, now);
          return {
            ...base,
            response: prayerLearningMessages.coachFallback.text,
            code: prayerLearningMessages.coachFallback.code,
            source: 'ai',
            speechToken: speechToken(user.id, prayerLearningMessages.coachFallback.text),
          };
        }
      },
    );

    app.post(
      '/api/generate-speech',
      {
        config: { rateLimit: perUser(ctx.config.aiRateLimit * 2) },
        schema: {
          tags,
          summary:
            "Speak a coach reply (audio bytes, mp3 from OpenAI) when sent with the reply's speechToken; otherwise, or without a provider, the client uses browser speech synthesis",
          body: speechRequest,
          response: {
            200: speechFallbackResponse,
            400: errorResponse,
            401: errorResponse,
            429: errorResponse,
          },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        const { text, speechToken: token } = request.body;
        const signed =
          token !== undefined && ctx.secrets.verify('speech', speechSigned(user.id, text), token);
        const { provider } = signed ? await ai.forUser(user.id) : { provider: null };
        if (provider) {
          try {
            const { audio, contentType } = await timed(request, 'ai', () => provider.speech(text));
            // Audio bytes go out as they are (Fastify serialises only objects); the schema describes the JSON answer.
            return reply
              .header('content-type', contentType)
              .header('cache-control', 'no-store')
              .send(audio as unknown as { fallback: 'browser' });
          } catch (error) {
            if (!(error instanceof AiError)) throw error;
            request.log.warn({ kind: error.kind }, 'speech: AI provider failed; the browser will speak');
          }
        }
        return { fallback: 'browser' as const };
      },
    );
  };
}
