import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse } from '@/contracts/common';
import { prayerInstructionsParams, prayerInstructionsQuery } from '@/contracts/prayer-coach';
import {
  prayerInstructionsResponseSchema,
  prayerLessonQuerySchema,
  prayerTeachingResponseSchema,
} from '@/contracts/prayer-lessons';
import { guardRoutes, signedIn } from '../../platform/access';
import { requireUser } from '../../platform/sessions';
import { allLessons } from './content';
import type { PrayerLessons } from './lessons';

const tags = ['prayer-learning'];
const paymentErrors = { 400: errorResponse, 401: errorResponse, 402: errorResponse };

/** The curated prayer lessons: the coach panel's steps and the lesson player's lesson. */
export function lessonRoutes(lessons: PrayerLessons): FastifyPluginAsyncZod {
  return async (app) => {
    guardRoutes(app, signedIn);
    // Load and validate every curated lesson now: a broken content file stops the start, not a lesson.
    allLessons();

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
      async (request) => lessons.instructions(requireUser(request), request.params, request.query),
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
      async (request) => lessons.teaching(requireUser(request), request.query),
    );
  };
}
