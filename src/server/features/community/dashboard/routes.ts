import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse } from '@/contracts/common';
import { dashboardResponse } from '@/contracts/dashboard';
import { guardRoutes, signedIn } from '../../../platform/access';
import { requireUser } from '../../../platform/sessions';
import type { FeatureContext } from '../../context';
import { dashboardService } from './service';

/** GET /api/dashboard: the learning dashboard's figures in one read (decision 022). */
export function dashboardRoutes(ctx: FeatureContext): FastifyPluginAsyncZod {
  return async (app) => {
    guardRoutes(app, signedIn);
    const service = dashboardService(ctx.db, ctx.clock);
    app.get(
      '/api/dashboard',
      {
        schema: {
          tags: ['community'],
          summary:
            "The learning dashboard: points, level, streaks, today's activities, the week, achievements",
          response: { 200: dashboardResponse, 401: errorResponse },
        },
      },
      async (request) => service.read(requireUser(request)),
    );
  };
}
