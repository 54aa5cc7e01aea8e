import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { schoolCheckoutResponse, schoolSubscriptionResponse } from '@/contracts/billing';
import { errorResponse } from '@/contracts/common';
import { guardRoutes, signedIn } from '../../platform/access';
import { requireUser } from '../../platform/sessions';
import type { BillingDeps } from './route-deps';

const tags = ['billing'];

/** The AI Islamic school's subscription: its hosted checkout and whether the school is open. */
export function schoolSubscriptionRoutes({
  service,
  status,
  clock,
  originOf,
}: BillingDeps): FastifyPluginAsyncZod {
  return async (app) => {
    guardRoutes(app, signedIn);

    app.post(
      '/api/sunday-school/subscribe',
      {
        schema: {
          tags,
          summary: 'The AI Islamic school through hosted checkout, first week free',
          response: {
            200: schoolCheckoutResponse,
            401: errorResponse,
            409: errorResponse,
            503: errorResponse,
          },
        },
      },
      async (request) => ({
        checkoutUrl: await service.checkout(requireUser(request), 'school', clock.now(), originOf(request)),
      }),
    );

    app.get(
      '/api/sunday-school/subscription',
      {
        schema: {
          tags,
          summary: 'Whether the school is open to the person, and the classes of this billing period',
          response: { 200: schoolSubscriptionResponse, 401: errorResponse },
        },
      },
      async (request) => status.school(requireUser(request)),
    );
  };
}
