import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse } from '@/contracts/common';
import { learningSessionResponse, lessonSessionInput } from '@/contracts/community/progress';
import { guardRoutes, signedIn } from '../../platform/access';
import { requireUser } from '../../platform/sessions';
import type { FeatureContext } from '../context';
import { learningSessionsService } from './learning-sessions-service';

export function learningSessionsRoutes(ctx: FeatureContext): FastifyPluginAsyncZod {
  return async (app) => {
    guardRoutes(app, signedIn);
    const service = learningSessionsService(ctx.db, ctx.clock);

    app.post(
      '/api/learning-sessions/lesson',
      {
        schema: {
          tags: ['community'],
          summary:
            'The lesson player reached the last step: a learning session (once a day per lesson; 20 points, 7 a week count)',
          body: lessonSessionInput,
          response: { 200: learningSessionResponse, 400: errorResponse, 401: errorResponse },
        },
      },
      async (request) => service.recordLesson(requireUser(request).id, request.body),
    );
  };
}
