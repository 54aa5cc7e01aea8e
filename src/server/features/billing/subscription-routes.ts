import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cancelResponse,
  checkoutSessionResponse,
  createSubscriptionResponse,
  planChangeInput,
  planChangePreviewResponse,
  planChangeResponse,
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

/** The person's own plan: Premium's hosted checkout, the Payment Element's plans, changing plan, cancelling. */
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

    const changeErrors = {
      400: errorResponse,
      401: errorResponse,
      402: errorResponse,
      404: errorResponse,
      409: errorResponse,
      503: errorResponse,
    };
    app.post(
      '/api/subscription/preview-change',
      {
        schema: {
          tags,
          summary:
            'What changing the running plan to another paid plan costs now, with the provider’s proration (nothing changes)',
          body: planChangeInput,
          response: { 200: planChangePreviewResponse, ...changeErrors },
        },
      },
      async (request) => service.previewChange(requireUser(request), request.body.plan, clock.now()),
    );

    app.post(
      '/api/subscription/change',
      {
        schema: {
          tags,
          summary:
            'Change the running plan to another paid plan: the same subscription, prorated, what is due charged now',
          body: planChangeInput,
          response: { 200: planChangeResponse, ...changeErrors },
        },
      },
      async (request) => ({
        ...(await service.changePlan(requireUser(request), request.body.plan, clock.now())),
        ...messageBody(billingMessages.planChanged),
      }),
    );

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
