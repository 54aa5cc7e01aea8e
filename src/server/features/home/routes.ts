import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse } from '@/contracts/common';
import { homeSummary, type HomeSummary } from '@/contracts/home';
import { guardRoutes, signedIn } from '../../platform/access';
import { requireUser } from '../../platform/sessions';
import type { FeatureContext } from '../context';
import { prayerTracking } from '../prayer-tracking/public';

/**
 * The home tiles. Each value comes from the feature that owns it; features that have not been built
 * yet have recorded nothing, so their tiles read zero rather than a made-up figure.
 */
export function homeRoutes(ctx: FeatureContext): FastifyPluginAsyncZod {
  return async (app) => {
    guardRoutes(app, signedIn);
    const prayers = prayerTracking(ctx.db, ctx.clock);
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
        const user = requireUser(request);
        const progress = await prayers.todayProgress(user.id);
        return {
          todayPrayers: { completed: progress.completed, total: 5 },
          // Achievements and learning sessions are recorded by features still to come.
          achievementsEarned: 0,
          learningSessions: 0,
          streakDays: progress.streakDays,
        };
      },
    );
  };
}
