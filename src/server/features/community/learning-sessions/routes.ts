import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse } from '@/contracts/common';
import { learningSessionResponse, lessonSessionInput } from '@/contracts/community/progress';
import { prayerLearningMessages } from '@/contracts/messages/prayer-learning';
import { lessonIncluded } from '@/contracts/prayer-lessons';
import { guardRoutes, signedIn } from '../../../platform/access';
import { PaymentRequired } from '../../../platform/errors';
import { requireUser } from '../../../platform/sessions';
import { billing } from '../../billing/public';
import type { FeatureContext } from '../../context';
import { learningSessionsService } from './service';

export function learningSessionsRoutes(ctx: FeatureContext): FastifyPluginAsyncZod {
  return async (app) => {
    guardRoutes(app, signedIn);
    const service = learningSessionsService(ctx.db, ctx.clock);
    const billingApi = billing(ctx.db);

    app.post(
      '/api/learning-sessions/lesson',
      {
        schema: {
          tags: ['community'],
          summary:
            "The lesson player reached the last step: a learning session (once a day per lesson; 20 points, 7 a week count); 402 for a lesson the person's plan does not include",
          body: lessonSessionInput,
          response: {
            200: learningSessionResponse,
            400: errorResponse,
            401: errorResponse,
            402: errorResponse,
          },
        },
      },
      async (request) => {
        const user = requireUser(request);
        // A lesson whose content is refused to the person (402) earns nothing either (decisions 013, 007).
        if (!lessonIncluded(await billingApi.entitlementsOf(user, ctx.clock.now()), request.body.prayerType))
          throw new PaymentRequired(prayerLearningMessages.lessonNeedsPlan);
        return service.recordLesson(user.id, request.body);
      },
    );
  };
}
