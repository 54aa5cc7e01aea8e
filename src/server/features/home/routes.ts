import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse } from '@/contracts/common';
import { homeSummary, type HomeSummary } from '@/contracts/home';
import { guardRoutes, signedIn } from '../../platform/access';
import { requireUser } from '../../platform/sessions';
import type { FeatureContext } from '../context';
import { learningProgress } from '../community/public';

/**
 * The home tiles, from the learning dashboard's one read (decision 022), so that home and the
 * dashboard count the same achievements, prayers, learning sessions and streak.
 */
export function homeRoutes(ctx: FeatureContext): FastifyPluginAsyncZod {
  return async (app) => {
    guardRoutes(app, signedIn);
    const progress = learningProgress(ctx.db, ctx.clock);
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
        const dashboard = await progress.read(requireUser(request));
        return {
          todayPrayers: {
            completed: dashboard.todayActivities.prayers.done,
            total: dashboard.todayActivities.prayers.target,
          },
          level: dashboard.level,
          achievementsEarned: dashboard.achievementsEarned,
          achievementsTotal: dashboard.achievements.length,
          learningSessions: dashboard.weekly.learning.done,
          streakDays: dashboard.currentStreak,
        };
      },
    );
  };
}
