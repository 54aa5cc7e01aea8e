import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse } from '@/contracts/common';
import { goalsResponse, updateGoalsInput } from '@/contracts/community/progress';
import { guardRoutes, signedIn } from '../../../platform/access';
import { requireUser } from '../../../platform/sessions';
import type { FeatureContext } from '../../context';
import { goalsService } from './service';

const errors = { 400: errorResponse, 401: errorResponse };

export function goalsRoutes(ctx: FeatureContext): FastifyPluginAsyncZod {
  return async (app) => {
    guardRoutes(app, signedIn);
    const service = goalsService(ctx.db, ctx.clock);

    app.get(
      '/api/goals',
      {
        schema: {
          tags: ['community'],
          summary: "Weekly targets and this week's progress (Sunday to Saturday in the person's time zone)",
          response: { 200: goalsResponse, ...errors },
        },
      },
      async (request) => service.get(requireUser(request)),
    );

    app.put(
      '/api/goals',
      {
        schema: {
          tags: ['community'],
          summary: 'Change one or more weekly targets (prayers 1-35, school 0-7, learning 1-21)',
          body: updateGoalsInput,
          response: { 200: goalsResponse, ...errors },
        },
      },
      async (request) => service.update(requireUser(request), request.body),
    );
  };
}
