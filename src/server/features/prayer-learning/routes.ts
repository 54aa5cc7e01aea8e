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
  FREE_LESSON_PRAYERS,
  lessonIncluded,
  prayerInstructionsResponseSchema,
  prayerLessonQuerySchema,
  prayerTeachingResponseSchema,
  type PrayerType,
} from '@/contracts/prayer-lessons';
import { guardRoutes, signedIn } from '../../platform/access';
import { PaymentRequired } from '../../platform/errors';
import { requireUser, type UserRow } from '../../platform/sessions';
import { billing } from '../billing/public';
import { communityProgress } from '../community/public';
import type { FeatureContext } from '../context';
import { allLessons, getLesson, stepReference, toInstructionsResponse, toTeachingResponse } from './content';
import { detectIntent, type Intent, lessonLanguageOf, nextStepIndex, offlineAnswer } from './offline-guide';
import { prayerCoachSystemPrompt } from './prompts';

const tags = ['prayer-learning'];
/** The coach's navigation commands: they never count as AI messages (D4 as amended). */
const NAVIGATION = new Set<Intent>(['next', 'previous', 'repeat']);
const paymentErrors = { 400: errorResponse, 401: errorResponse, 402: errorResponse };

export function prayerLearningRoutes(ctx: FeatureContext): FastifyPluginAsyncZod {
  return async (app) => {
    guardRoutes(app, signedIn);
    // Load and validate every curated lesson now: a broken content file stops the start, not a lesson.
    allLessons();
    const billingApi = billing(ctx.db);
    const learning = communityProgress(ctx.db, ctx.clock);
    /** D3: the Fajr lesson is free (no read of the plan); every other prayer's lesson needs a paid plan. */
    const requireLesson = async (user: UserRow, prayerType: PrayerType) => {
      if (FREE_LESSON_PRAYERS.includes(prayerType)) return;
      if (!lessonIncluded(await billingApi.entitlementsOf(user, ctx.clock.now()), prayerType)) {
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
        config: ctx.aiTurns.routeConfig(),
        schema: {
          tags,
          summary:
            'One spoken turn with the prayer coach (an AI message for free plans when the AI provider answers, except next/back/repeat)',
          body: coachRequest,
          response: { 200: coachResponse, ...paymentErrors, 429: errorResponse },
        },
      },
      async (request): Promise<CoachResponse> => {
        const user = requireUser(request);
        const { prayerType, tradition, language, message, currentStep } = request.body;
        await requireLesson(user, prayerType);

        const lesson = getLesson(prayerType, tradition, ASSISTANCE_LEVEL);
        const otherLesson = getLesson(prayerType, tradition === 'sunni' ? 'shia' : 'sunni', ASSISTANCE_LEVEL);
        const lessonLabel = `${prayerType}, ${tradition}, level ${ASSISTANCE_LEVEL}`;
        const lang = lessonLanguageOf(language);
        const intent = detectIntent(message);
        const stepIndex = nextStepIndex(intent, currentStep, lesson.steps.length);
        /** `written`: the language of `response` (the guide's lesson language, the AI's voice language). */
        const reply = (
          response: string,
          source: CoachResponse['source'],
          written: CoachResponse['language'],
          index = stepIndex,
        ) => {
          const shown = lesson.steps[index]!;
          return {
            response,
            currentStep: index,
            stepTitle: shown.title[lang],
            source,
            lesson: lessonLabel,
            reference: stepReference(shown, lang),
            language: written,
            speechToken: ctx.aiTurns.speechToken(user, response),
          };
        };

        const answer: CoachResponse = await ctx.aiTurns.run(request, user, {
          feature: 'prayer coach',
          // D4 as amended: moving through the lesson never uses up the free messages.
          counted: !NAVIGATION.has(intent),
          offline: () => {
            const answer = offlineAnswer({ message, lesson, otherLesson, currentStep, language });
            return reply(answer.text, 'offline', lang, answer.stepIndex);
          },
          ask: async (provider, defaults) => {
            const response = await provider.chat({
              ...defaults,
              messages: [
                {
                  role: 'system',
                  content: prayerCoachSystemPrompt({ lesson, stepIndex, language, lessonLabel }),
                },
                { role: 'user', content: message },
              ],
            });
            return reply(response, 'ai', language);
          },
          fallback: () => ({
            ...reply(prayerLearningMessages.coachFallback.text, 'ai', 'en'),
            code: prayerLearningMessages.coachFallback.code,
          }),
        });
        // An answered turn (not the "didn't catch that" fallback) counts toward a learning session.
        if (request.body.sessionId && answer.code === undefined)
          await learning.coachTurnAnswered(user.id, request.body.sessionId);
        return answer;
      },
    );

    app.post(
      '/api/generate-speech',
      {
        config: ctx.aiTurns.routeConfig(2),
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
        const browser = { fallback: 'browser' as const };
        if (token === undefined || !ctx.aiTurns.verifySpeechToken(user, text, token)) return browser;
        return ctx.aiTurns.run(request, user, {
          feature: 'speech',
          // Speaking a reply the person already has is not a new AI message.
          counted: false,
          offline: () => browser,
          fallback: () => browser,
          ask: async (provider) => {
            const { audio, contentType } = await provider.speech(text);
            // Audio bytes go out as they are (Fastify serialises only objects); the schema describes the JSON answer.
            return reply
              .header('content-type', contentType)
              .header('cache-control', 'no-store')
              .send(audio as unknown as typeof browser);
          },
        });
      },
    );
  };
}
