import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageBody } from '@/contracts/catalogue';
import { OUTBOX_SHOWN, outboxResponse, resetUserMessagesInput } from '@/contracts/admin';
import { errorResponse, messageResponse } from '@/contracts/common';
import { adminMessages } from '@/contracts/messages/admin';
import { adminOnly, guardRoutes } from '../../platform/access';
import { NotFound } from '../../platform/errors';
import { outbox } from '../../platform/outbox';
import { accounts } from '../accounts/public';
import { billing } from '../billing/public';
import type { FeatureContext } from '../context';

export function adminRoutes(ctx: FeatureContext): FastifyPluginAsyncZod {
  return async (app) => {
    // Every /api/admin route is for administrators only (D2), whatever the route itself says.
    guardRoutes(app, adminOnly);
    const accountsApi = accounts(ctx.db);
    const billingApi = billing(ctx.db);

    app.post(
      '/api/admin/reset-user-messages',
      {
        schema: {
          tags: ['admin'],
          summary: "Reset one user's AI message count",
          body: resetUserMessagesInput,
          response: {
            200: messageResponse,
            400: errorResponse,
            401: errorResponse,
            403: errorResponse,
            404: errorResponse,
          },
        },
      },
      async (request) => {
        const userId = await accountsApi.idOfUsername(request.body.username);
        if (userId === null) throw new NotFound(adminMessages.userNotFound);
        await billingApi.resetMessages(userId);
        return messageBody(adminMessages.userMessagesReset);
      },
    );

    app.post(
      '/api/admin/reset-all-message-counts',
      {
        schema: {
          tags: ['admin'],
          summary: "Reset every user's AI message count",
          response: { 200: messageResponse, 401: errorResponse, 403: errorResponse },
        },
      },
      async () => {
        await billingApi.resetMessages();
        return messageBody(adminMessages.allMessagesReset);
      },
    );

    app.get(
      '/api/admin/outbox',
      {
        schema: {
          tags: ['admin'],
          summary:
            'The newest messages kept in the outbox (read-only); empty when mail goes out through SMTP',
          response: { 200: outboxResponse, 401: errorResponse, 403: errorResponse },
        },
      },
      async () => {
        const rows = await outbox(ctx.db).recent(OUTBOX_SHOWN);
        // Only a reset link that still works is shown whole (decision 023).
        const bodies = await accountsApi.maskDeadResetLinks(
          rows.map((row) => row.body),
          ctx.clock.now(),
        );
        return {
          delivery: ctx.providers.email.delivery,
          messages: rows.map((row, i) => ({
            ...row,
            body: bodies[i]!,
            createdAt: row.createdAt.toISOString(),
          })),
        };
      },
    );
  };
}
