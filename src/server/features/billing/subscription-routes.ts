import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cancelResponse,
  checkoutSessionResponse,
  createSubscriptionResponse,
  PLANS,
} from '@/contracts/billing';
import { messageBody } from '@/contracts/catalogue';
import { errorResponse } from '@/contracts/common';
import { billingMessages } from '@/contracts/messages/billing';
import { guardRoutes, signedIn } from '../../platform/access';
import type { ElementPlan } from '../../platform/ports/payments';
import { requireUser } from '../../platform/sessions';
import type { BillingDeps } from './route-deps';

const tags = ['billing'];
const paymentErrors = { 401: errorResponse, 409: errorResponse, 503: errorResponse };

/** The person's own plan: Premium's hosted checkout, the Payment Element's plans, cancelling. */
export function subscriptionRoutes({ service, clock, originOf }: BillingDeps): FastifyPluginAsyncZod {
  return async (app) => {
    guardRoutes(app, signedIn);

    app.post(
      '/api/create-checkout-session',
      {
        schema: {
          tags,
          summary: 'Premium through hosted checkout: the page to send the browser to',
          response: { 200: checkoutSessionResponse, ...paymentErrors },
        },
      },
      async (request) => ({
        url: await service.checkout(requireUser(request), 'premium', clock.now(), originOf(request)),
      }),
    );

    const elementPlan = (url: string, plan: ElementPlan) =>
      app.post(
        url,
        {
          schema: {
            tags,
            summary: `A ${PLANS[plan].id} subscription waiting for its payment (the Payment Element's client secret)`,
            response: { 200: createSubscriptionResponse, ...paymentErrors },
          },
        },
        async (request) => service.subscribe(requireUser(request), plan, clock.now(), originOf(request)),
      );
    elementPlan('/api/subscription/create-quran-teacher', 'quran_teacher');
    elementPlan('/api/subscription/create-everything', 'everything');

    app.post(
      '/api/subscription/cancel',
      {
        schema: {
          tags,
          summary: "Cancel the person's own plan at the end of the billing period",
          response: { 200: cancelResponse, 401: errorResponse, 404: errorResponse, 503: errorResponse },
        },
      },
      async (request) => {
        const end = await service.cancel(requireUser(request), clock.now());
        return {
          ...messageBody(billingMessages.subscriptionEndsAtPeriodEnd),
          subscriptionEndDate: end.toISOString(),
        };
      },
    );
  };
}
