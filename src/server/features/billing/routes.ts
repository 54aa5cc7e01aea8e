import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PLAN_IDS,
  PLANS,
  plansResponse,
  subscriptionStatusResponse,
  userStatusResponse,
} from '@/contracts/billing';
import type { SubscriptionStatus } from '@/contracts/constants';
import { errorResponse } from '@/contracts/common';
import { requireUser, type UserRow } from '../../platform/sessions';
import type { FeatureContext } from '../context';
import { billing } from './public';

const tags = ['billing'];

export function billingRoutes(ctx: FeatureContext): FastifyPluginAsyncZod {
  return async (app) => {
    const billingApi = billing(ctx.db);

    const statusOf = (user: UserRow) => ({
      subscriptionStatus: user.subscriptionStatus as SubscriptionStatus,
      subscriptionEndDate: user.subscriptionEndDate?.toISOString() ?? null,
    });
    const userStatus = async (user: UserRow) => ({
      ...statusOf(user),
      entitlements: await billingApi.entitlementsOf(user, ctx.clock.now()),
    });

    for (const url of ['/api/user/status', '/api/user/subscription']) {
      app.get(
        url,
        {
          schema: {
            tags,
            summary: 'The signed-in person\'s plan status and what it entitles them to now',
            response: { 200: userStatusResponse, 401: errorResponse },
          },
        },
        async (request) => userStatus(requireUser(request)),
      );
    }

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
        return {
          plans: PLAN_IDS.map((id) => PLANS[id]),
          payments: { provider: 'unavailable' as const, publishableKey: null },
        };
      },
    );
  };
}
