import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { demoActionInput, demoActionResponse, demoSessionResponse } from '@/contracts/billing';
import { errorResponse } from '@/contracts/common';
import { guardRoutes, signedIn } from '../../platform/access';
import { requireUser } from '../../platform/sessions';
import type { DemoPaymentsProvider } from '../../providers/payments/demo-adapter';
import { demoCheckout } from './demo-checkout';
import type { BillingDeps } from './route-deps';

const tags = ['billing'];
const params = z.object({ sessionId: z.string().min(1).max(100) });

/** The demo provider's checkout page (decision 013), there only when the demo provider takes the payments. */
export function demoCheckoutRoutes(
  demo: DemoPaymentsProvider,
  { service }: BillingDeps,
): FastifyPluginAsyncZod {
  return async (app) => {
    guardRoutes(app, signedIn);
    const checkout = demoCheckout(demo, service);

    app.get(
      '/api/demo-checkout/:sessionId',
      {
        schema: {
          tags,
          summary: 'The demo provider: a checkout of the signed-in person',
          params,
          response: { 200: demoSessionResponse, 401: errorResponse, 404: errorResponse },
        },
      },
      async (request) => checkout.session(request.params.sessionId, requireUser(request)),
    );

    app.post(
      '/api/demo-checkout/:sessionId',
      {
        schema: {
          tags,
          summary:
            'The demo provider: Pay, Decline or Cancel, and later renew, fail a renewal or end the period; processed as a webhook would be',
          params,
          body: demoActionInput,
          response: {
            200: demoActionResponse,
            400: errorResponse,
            401: errorResponse,
            402: errorResponse,
            404: errorResponse,
          },
        },
      },
      async (request) => checkout.act(request.params.sessionId, requireUser(request), request.body.outcome),
    );
  };
}
