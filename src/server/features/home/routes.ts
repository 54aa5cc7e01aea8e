import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse } from '@/contracts/common';
import { homeSummary, type HomeSummary } from '@/contracts/home';
import { requireUser } from '../../platform/sessions';
import type { FeatureContext } from '../context';

/**
 * The home tiles. Each value comes from the feature that owns it; features that have not been built
 * yet have recorded nothing, so their tiles read zero rather than a made-up figure.
 */
export function homeRoutes(_ctx: FeatureContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/home/summary',
      {
        schema: {
          tags: ['home'],
          summary: "The signed-in user's summary tiles",
          response: { 200: homeSummary, 401: errorResponse },
        },
      },
      async (request): Promise<HomeSummary> => {
        requireUser(request);
        return {
          todayPrayers: { completed: 0, total: 5 },
          achievementsEarned: 0,
          learningSessions: 0,
          streakDays: 0,
        };
      },
    );
  };
}
