import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { prayerLearningMessages } from '@/contracts/messages/prayer-learning';
import { ASSISTANCE_LEVEL, type coachRequest, type CoachResponse } from '@/contracts/prayer-coach';
import type { UserRow } from '../../platform/sessions';
import { communityProgress } from '../community/public';
import type { FeatureContext } from '../context';
import { getLesson, stepReference } from './content';
import type { PrayerLessons } from './lessons';
import { detectIntent, type Intent, lessonLanguageOf, nextStepIndex, offlineAnswer } from './offline-guide';
import { prayerCoachSystemPrompt } from './prompts';

/** The coach's navigation commands: they never count as AI messages (decision 015). */
const NAVIGATION = new Set<Intent>(['next', 'previous', 'repeat']);

/** The browser speaks the reply itself. */
const BROWSER_SPEECH = { fallback: 'browser' as const };

/**
 * The voice prayer coach: one spoken turn over a curated lesson (the AI provider or the built-in
 * guide answers), and a reply spoken by the provider when the reply's speech token allows it.
 */
export function prayerCoach(ctx: FeatureContext, lessons: PrayerLessons) {
  const learning = communityProgress(ctx.db, ctx.clock);

  return {
    async turn(
      request: FastifyRequest,
      user: UserRow,
      body: z.output<typeof coachRequest>,
    ): Promise<CoachResponse> {
      const { prayerType, tradition, language, message, currentStep } = body;
      await lessons.requireLesson(user, prayerType);

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
        // Decision 015: moving through the lesson never uses up the free messages.
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
      if (body.sessionId && answer.code === undefined)
        await learning.coachTurnAnswered(user.id, body.sessionId);
      return answer;
    },

    /**
     * A coach reply spoken by the provider, when sent with the reply's speech token; otherwise, or
     * without a provider or when it fails, the browser speaks it.
     */
    async speech(
      request: FastifyRequest,
      user: UserRow,
      text: string,
      token: string | undefined,
    ): Promise<typeof BROWSER_SPEECH | { audio: Buffer; contentType: string }> {
      if (token === undefined || !ctx.aiTurns.verifySpeechToken(user, text, token)) return BROWSER_SPEECH;
      return ctx.aiTurns.run<typeof BROWSER_SPEECH | { audio: Buffer; contentType: string }>(request, user, {
        feature: 'speech',
        // Speaking a reply the person already has is not a new AI message.
        counted: false,
        offline: () => BROWSER_SPEECH,
        fallback: () => BROWSER_SPEECH,
        ask: (provider) => provider.speech(text),
      });
    },
  };
}
