import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse } from '@/contracts/common';
import { coachRequest, coachResponse, speechFallbackResponse, speechRequest } from '@/contracts/prayer-coach';
import { guardRoutes, signedIn } from '../../platform/access';
import { requireUser } from '../../platform/sessions';
import type { FeatureContext } from '../context';
import { prayerCoach } from './coach';
import type { PrayerLessons } from './lessons';

const tags = ['prayer-learning'];
const paymentErrors = { 400: errorResponse, 401: errorResponse, 402: errorResponse };

/** The voice prayer coach: a spoken turn, and its reply spoken by the AI provider. */
export function coachRoutes(ctx: FeatureContext, lessons: PrayerLessons): FastifyPluginAsyncZod {
  return async (app) => {
    guardRoutes(app, signedIn);
    const coach = prayerCoach(ctx, lessons);

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
      async (request) => coach.turn(request, requireUser(request), request.body),
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
        const { text, speechToken } = request.body;
        const spoken = await coach.speech(request, requireUser(request), text, speechToken);
        if (!('audio' in spoken)) return spoken;
        // Audio bytes go out as they are (Fastify serialises only objects); the schema describes the JSON answer.
        return reply
          .header('content-type', spoken.contentType)
          .header('cache-control', 'no-store')
          .send(spoken.audio as unknown as { fallback: 'browser' });
      },
    );
  };
}
