import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse } from '@/contracts/common';
import { pronunciationResponse, RECORDING_MAX_BYTES } from '@/contracts/quran';
import { guardRoutes, signedIn } from '../../platform/access';
import { requireUser } from '../../platform/sessions';
import type { FeatureContext } from '../context';
import type { PronunciationAnalysis } from './pronunciation';

/** Scoring a recited verse, uploaded as multipart (its fields in `contracts/quran.ts`). */
export function recitationRoutes(
  ctx: FeatureContext,
  pronunciation: PronunciationAnalysis,
): FastifyPluginAsyncZod {
  return async (app) => {
    guardRoutes(app, signedIn);
    await app.register(multipart, {
      limits: { fileSize: RECORDING_MAX_BYTES, files: 1, fields: 5, fieldSize: 20_000, parts: 6 },
    });

    app.post(
      '/api/quran/pronunciation',
      {
        config: ctx.aiTurns.routeConfig(),
        schema: {
          tags: ['quran'],
          summary:
            'Score a recitation (multipart: audio, verseId, optional browser transcript and durationSeconds); with a provider the audio is transcribed (counts as an AI message on the free plan)',
          consumes: ['multipart/form-data'],
          response: {
            200: pronunciationResponse,
            400: errorResponse,
            401: errorResponse,
            402: errorResponse,
            404: errorResponse,
            409: errorResponse,
            413: errorResponse,
            429: errorResponse,
            503: errorResponse,
          },
        },
      },
      async (request) => pronunciation.score(request, requireUser(request)),
    );
  };
}
