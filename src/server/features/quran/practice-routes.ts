import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse } from '@/contracts/common';
import {
  attemptIdParams,
  progressResponse,
  recordingSettingsSchema,
  recordingSettingsUpdate,
} from '@/contracts/quran';
import { guardRoutes, signedIn } from '../../platform/access';
import { requireUser } from '../../platform/sessions';
import type { QuranPractice } from './practice';

const tags = ['quran'];

/** What the person's practice keeps: whether recordings are kept, a kept recording, the progress. */
export function practiceRoutes(practice: QuranPractice): FastifyPluginAsyncZod {
  return async (app) => {
    guardRoutes(app, signedIn);

    app.get(
      '/api/quran/recordings/settings',
      {
        schema: {
          tags,
          summary:
            'Whether the person keeps their recordings (off unless they opt in), and how many are kept',
          response: { 200: recordingSettingsSchema, 401: errorResponse },
        },
      },
      async (request) => practice.recordingSettings(requireUser(request).id),
    );

    app.put(
      '/api/quran/recordings/settings',
      {
        schema: {
          tags,
          summary: 'Keep recordings from now on, or stop keeping them (deletes every kept recording)',
          body: recordingSettingsUpdate,
          response: { 200: recordingSettingsSchema, 400: errorResponse, 401: errorResponse },
        },
      },
      async (request) => practice.keepRecordings(requireUser(request).id, request.body.keepRecordings),
    );

    app.get(
      '/api/quran/recordings/:attemptId',
      {
        schema: {
          tags,
          summary: "A kept recording of one of the person's own attempts (audio)",
          params: attemptIdParams,
        },
      },
      async (request, reply) => {
        const kept = await practice.recording(requireUser(request).id, request.params.attemptId);
        return reply.type(kept.contentType).header('cache-control', 'private, no-store').send(kept.audio);
      },
    );

    app.get(
      '/api/quran/progress',
      {
        schema: {
          tags,
          summary:
            "The person's practice: verses practised, best accuracy per verse, words most often missed",
          response: { 200: progressResponse, 401: errorResponse },
        },
      },
      async (request) => practice.progress(requireUser(request).id),
    );
  };
}
