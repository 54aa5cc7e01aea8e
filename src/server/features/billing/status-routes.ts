import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { plansResponse, subscriptionStatusResponse, userStatusResponse } from '@/contracts/billing';
import { errorResponse } from '@/contracts/common';
import { guardRoutes, signedIn } from '../../platform/access';
import { requireUser } from '../../platform/sessions';
import type { BillingDeps } from './route-deps';

const tags = ['billing'];

/** The person's plan and what it entitles them to, read again after paying; the plans on offer. */
export function statusRoutes({ status }: BillingDeps): FastifyPluginAsyncZod {
  return async (app) => {
    guardRoutes(app, signedIn);

    for (const url of ['/api/user/status', '/api/user/subscription']) {
      app.get(
        url,
        {
          schema: {
            tags,
            summary: "The signed-in person's plan status and what it entitles them to now",
            response: { 200: userStatusResponse, 401: errorResponse },
          },
        },
        async (request) => status.userStatus(requireUser(request)),
      );
    }

    app.post(
      '/api/subscription/refresh',
      {
        schema: {
          tags,
          summary:
            "After paying: read the person's subscriptions from the payment provider now (idempotent with the webhooks)",
          response: { 200: userStatusResponse, 401: errorResponse, 503: errorResponse },
        },
      },
      async (request) => status.refreshed(requireUser(request)),
    );

    app.get(
      '/api/subscription/status',
      {
        schema: {
          tags,
          summary: 'subscriptionStatus and subscriptionEndDate of the signed-in person',
          response: { 200: subscriptionStatusResponse, 401: errorResponse },
        },
      },
      async (request) => status.status(requireUser(request)),
    );

    app.get(
      '/api/subscription/plans',
      {
        schema: {
          tags,
          summary: 'The plan catalogue and how payments are taken here',
          response: { 200: plansResponse, 401: errorResponse },
        },
      },
      async (request) => {
        requireUser(request);
        return status.plans();
      },
    );
  };
}
