import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cancelResponse,
  checkoutSessionResponse,
  createSubscriptionResponse,
  demoActionInput,
  demoActionResponse,
  demoSessionResponse,
  PLAN_IDS,
  PLANS,
  plansResponse,
  schoolCheckoutResponse,
  schoolSubscriptionResponse,
  subscriptionStatusResponse,
  userStatusResponse,
  type PaidPlan,
  type PaymentsMode,
} from '@/contracts/billing';
import { messageBody } from '@/contracts/catalogue';
import { errorResponse } from '@/contracts/common';
import type { SubscriptionStatus } from '@/contracts/constants';
import { billingMessages } from '@/contracts/messages/billing';
import { BadRequest, NotFound, PaymentRequired } from '../../platform/errors';
import { guardRoutes, signedIn } from '../../platform/access';
import { requireUser, type UserRow } from '../../platform/sessions';
import type { DemoPaymentsProvider } from '../../providers/payments/demo-adapter';
import { InvalidSignature, type ElementPlan } from '../../platform/ports/payments';
import type { FeatureContext } from '../context';
import { billing } from './public';
import { billingRepository } from './repository';
import { billingService } from './service';

const tags = ['billing'];
/** Stripe's events are small; anything larger is not one of them. */
const WEBHOOK_BODY_LIMIT = 512 * 1024;

export function billingRoutes(ctx: FeatureContext): FastifyPluginAsyncZod {
  return async (app) => {
    guardRoutes(app, signedIn);
    const billingApi = billing(ctx.db);
    const repo = billingRepository(ctx.db);
    const payments = ctx.providers.payments;
    const service = billingService(repo, payments);
    const paymentsMode: PaymentsMode = {
      provider: payments?.kind ?? 'unavailable',
      publishableKey: payments?.publishableKey ?? null,
    };
    const originOf = (request: { protocol: string; host: string }) =>
      ctx.config.publicUrl ?? `${request.protocol}://${request.host}`;

    const statusOf = (user: UserRow) => ({
      subscriptionStatus: user.subscriptionStatus as SubscriptionStatus,
      subscriptionEndDate: user.subscriptionEndDate?.toISOString() ?? null,
    });
    const userStatus = async (user: UserRow) => ({
      ...statusOf(user),
      entitlements: await billingApi.entitlementsOf(user, ctx.clock.now()),
    });
    /** The person with their plan as it is now (after a refresh wrote it). */
    const reload = async (user: UserRow): Promise<UserRow> => {
      const row = await repo.subscriptionOf(user.id);
      if (!row) return user;
      const { userId: _userId, ...plan } = row;
      return { ...user, ...plan };
    };

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
        async (request) => userStatus(requireUser(request)),
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
      async (request) => {
        const user = requireUser(request);
        await service.refresh(user);
        return userStatus(await reload(user));
      },
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
      async (request) => statusOf(requireUser(request)),
    );

    app.get(
      '/api/subscription/plans',
      {
        schema: {
          tags,
          summary: 'The plan catalogue (D3) and how payments are taken here',
          response: { 200: plansResponse, 401: errorResponse },
        },
      },
      async (request) => {
        requireUser(request);
        return { plans: PLAN_IDS.map((id) => PLANS[id]), payments: paymentsMode };
      },
    );

    const paymentErrors = { 401: errorResponse, 409: errorResponse, 503: errorResponse };

    app.post(
      '/api/create-checkout-session',
      {
        schema: {
          tags,
          summary: 'Premium through hosted checkout: the page to send the browser to',
          response: { 200: checkoutSessionResponse, ...paymentErrors },
        },
      },
      async (request) => {
        const user = requireUser(request);
        return { url: await service.checkout(user, 'premium', ctx.clock.now(), originOf(request)) };
      },
    );

    app.post(
      '/api/sunday-school/subscribe',
      {
        schema: {
          tags,
          summary: 'The AI Islamic school through hosted checkout, first week free',
          response: { 200: schoolCheckoutResponse, ...paymentErrors },
        },
      },
      async (request) => {
        const user = requireUser(request);
        return { checkoutUrl: await service.checkout(user, 'school', ctx.clock.now(), originOf(request)) };
      },
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
      async (request) => {
        const user = requireUser(request);
        const entitlements = await billingApi.entitlementsOf(user, ctx.clock.now());
        const row = await repo.schoolSubscriptionOf(user.id);
        const limit = entitlements.schoolClassesLimit ?? row?.classesLimit ?? 0;
        return {
          hasActiveSubscription: entitlements.school,
          status: (row?.status as z.infer<typeof schoolSubscriptionResponse>['status']) ?? null,
          currentPeriodEnd: row?.currentPeriodEnd.toISOString() ?? null,
          classesUsed: entitlements.school ? limit - (entitlements.schoolClassesLeft ?? 0) : 0,
          classesLimit: limit,
        };
      },
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
        async (request) => service.subscribe(requireUser(request), plan, ctx.clock.now(), originOf(request)),
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
        const end = await service.cancel(requireUser(request), ctx.clock.now());
        return {
          ...messageBody(billingMessages.subscriptionEndsAtPeriodEnd),
          subscriptionEndDate: end.toISOString(),
        };
      },
    );

    // Stripe signs the exact bytes it sent: this route alone reads its body raw.
    await app.register(async (webhook) => {
      webhook.removeAllContentTypeParsers();
      webhook.addContentTypeParser(
        '*',
        { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
        (_request, body, done) => done(null, body),
      );
      webhook.post(
        '/api/stripe/webhook',
        {
          // Stripe calls it without a session; the signature is its credential.
          config: { public: true },
          schema: {
            tags,
            summary: 'Stripe webhook: signature verified, each event processed once',
            response: {
              200: z.object({ received: z.literal(true) }),
              400: errorResponse,
              503: errorResponse,
            },
          },
        },
        async (request) => {
          if (!payments) throw new BadRequest(billingMessages.invalidWebhookSignature);
          const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
          const signature = request.headers['stripe-signature'];
          let event;
          try {
            event = payments.verifyEvent(body, typeof signature === 'string' ? signature : undefined);
          } catch (error) {
            if (error instanceof InvalidSignature)
              throw new BadRequest(billingMessages.invalidWebhookSignature);
            throw error;
          }
          await service.processEvent(event);
          return { received: true as const };
        },
      );
    });

    if (payments?.kind === 'demo') {
      const demo = payments as DemoPaymentsProvider;
      const params = z.object({ sessionId: z.string().min(1).max(100) });
      const sessionOf = async (sessionId: string, user: UserRow) => {
        const row = await demo.session(sessionId, user.id);
        // Another person's demo checkout is as unknown as a made-up one.
        if (!row) throw new NotFound();
        return row;
      };

      app.get(
        '/api/demo-checkout/:sessionId',
        {
          schema: {
            tags,
            summary: 'The demo provider (D13): a checkout of the signed-in person',
            params,
            response: { 200: demoSessionResponse, 401: errorResponse, 404: errorResponse },
          },
        },
        async (request) => {
          const row = await sessionOf(request.params.sessionId, requireUser(request));
          const plan = PLANS[row.plan as PaidPlan];
          return {
            plan: plan.id,
            priceCents: plan.priceCents,
            trialDays: plan.trialDays,
            checkoutStatus: row.checkoutStatus as 'open' | 'complete' | 'expired',
            subscriptionStatus: row.status,
            cancelAtPeriodEnd: row.cancelAtPeriodEnd,
            currentPeriodEnd: row.currentPeriodEnd.toISOString(),
          };
        },
      );

      app.post(
        '/api/demo-checkout/:sessionId',
        {
          schema: {
            tags,
            summary:
              'The demo provider (D13): Pay, Decline or Cancel, and later renew, fail a renewal or end the period; processed as a webhook would be',
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
        async (request) => {
          const user = requireUser(request);
          await sessionOf(request.params.sessionId, user);
          const action = await demo.act(request.params.sessionId, user.id, request.body.outcome);
          if (action.declined) throw new PaymentRequired(billingMessages.cardDeclined);
          if (action.event) await service.processEvent(action.event);
          return { redirectUrl: action.redirectUrl };
        },
      );
    }
  };
}
