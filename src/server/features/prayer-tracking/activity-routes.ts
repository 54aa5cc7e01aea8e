import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse } from '@/contracts/common';
import { activitiesResponse, loggedActivity, logActivityInput } from '@/contracts/prayer-tracking';
import { guardRoutes, signedIn } from '../../platform/access';
import { requireUser } from '../../platform/sessions';
import type { PrayerTrackingService } from './service';

const errors = { 400: errorResponse, 401: errorResponse };
const tags = ['prayer-tracking'];

/** Activities: logging one (quick actions earn their points), and the latest with the point total. */
export function activityRoutes(service: PrayerTrackingService): FastifyPluginAsyncZod {
  return async (app) => {
    guardRoutes(app, signedIn);

    app.post(
      '/api/activities',
      {
        schema: {
          tags,
          summary:
            "Log an activity; quick actions earn their catalogue points once a day, a prayer's through the tracker",
          body: logActivityInput,
          response: { 201: loggedActivity, ...errors, 404: errorResponse, 409: errorResponse },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await service.logActivity(requireUser(request).id, request.body)),
    );

    app.get(
      '/api/user/activities',
      {
        schema: {
          tags,
          summary: 'Total points and the latest activities',
          response: { 200: activitiesResponse, ...errors },
        },
      },
      async (request) => service.activities(requireUser(request).id),
    );
  };
}
