import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse } from '@/contracts/common';
import { monthlyQuery, monthlyResponse, todayResponse, userStats } from '@/contracts/prayer-tracking';
import { guardRoutes, signedIn } from '../../platform/access';
import { answerCache, type VersionedAnswer } from '../../platform/answer-cache';
import { requireUser } from '../../platform/sessions';
import type { FeatureContext } from '../context';
import type { PrayerTrackingService } from './service';

const errors = { 400: errorResponse, 401: errorResponse };
const tags = ['prayer-tracking'];

/** The three reads every screen asks for again and again: kept while the person's data is unchanged. */
export function keptReadRoutes(ctx: FeatureContext, service: PrayerTrackingService): FastifyPluginAsyncZod {
  return async (app) => {
    guardRoutes(app, signedIn);
    const answers = answerCache({ clock: ctx.clock, maxBytes: ctx.config.answerCacheBytes });
    /** Sends the signed-in person's `name` answer, kept per instance and checked by version (decision 028). */
    const kept = <T>(
      request: FastifyRequest,
      reply: FastifyReply,
      name: string,
      variant: string,
      read: (userId: number) => Promise<VersionedAnswer<T>>,
    ) => {
      const userId = requireUser(request).id;
      return answers.send(
        request,
        reply,
        `${name}:${userId}`,
        variant,
        () => service.version(userId),
        () => read(userId),
      );
    };

    app.get(
      '/api/prayers/today',
      {
        schema: {
          tags,
          summary: "Today's five prayers with their timing window state",
          response: { 200: todayResponse, ...errors },
        },
      },
      async (request, reply) => kept(request, reply, 'today', '', (userId) => service.today(userId)),
    );

    app.get(
      '/api/prayers/monthly',
      {
        schema: {
          tags,
          summary: 'Every day of a month (YYYY-MM): prayers done, points, streak days',
          querystring: monthlyQuery,
          response: { 200: monthlyResponse, ...errors },
        },
      },
      async (request, reply) => {
        const { month } = request.query;
        return kept(request, reply, 'monthly', month ?? '', (userId) => service.monthly(userId, month));
      },
    );

    app.get(
      '/api/user/stats',
      {
        schema: { tags, summary: 'Total points, level and streaks', response: { 200: userStats, ...errors } },
      },
      async (request, reply) => kept(request, reply, 'stats', '', (userId) => service.stats(userId)),
    );
  };
}
