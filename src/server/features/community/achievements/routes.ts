import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse } from '@/contracts/common';
import { achievementsResponse } from '@/contracts/community/progress';
import { guardRoutes, signedIn } from '../../../platform/access';
import { requireUser } from '../../../platform/sessions';
import type { FeatureContext } from '../../context';
import { achievementsService } from './service';

export function achievementsRoutes(ctx: FeatureContext): FastifyPluginAsyncZod {
  return async (app) => {
    guardRoutes(app, signedIn);
    const service = achievementsService(ctx.db, ctx.clock);

    app.get(
      '/api/user/achievements',
      {
        schema: {
          tags: ['community'],
          summary:
            'The six achievements with their level, progress toward the next threshold and unlock dates',
          response: { 200: achievementsResponse, 401: errorResponse },
        },
      },
      async (request) => service.list(requireUser(request).id),
    );
  };
}
