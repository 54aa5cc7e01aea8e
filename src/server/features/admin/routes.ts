import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageBody } from '@/contracts/catalogue';
import {
  administratorsResponse,
  grantAdminInput,
  OUTBOX_SHOWN,
  outboxMessageParams,
  outboxResponse,
  resetUserMessagesInput,
  revealedOutboxMessage,
  revokeAdminParams,
} from '@/contracts/admin';
import { errorResponse, messageResponse } from '@/contracts/common';
import { adminMessages } from '@/contracts/messages/admin';
import { adminOnly, guardRoutes } from '../../platform/access';
import { Conflict, NotFound } from '../../platform/errors';
import { requireUser } from '../../platform/sessions';
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
        // Every link's token is masked; the admin reveals one message at a time (decision 023).
        const masked = await accountsApi.maskAccountLinks(
          rows.map((row) => row.body),
          ctx.clock.now(),
        );
        return {
          delivery: ctx.providers.email.delivery,
          messages: rows.map((row, i) => ({
            ...row,
            ...masked[i]!,
            createdAt: row.createdAt.toISOString(),
          })),
        };
      },
    );

    app.post(
      '/api/admin/outbox/:id/reveal',
      {
        schema: {
          tags: ['admin'],
          summary:
            "One kept message with its working links whole, to hand a person their link; each reveal is logged with the administrator's name",
          params: outboxMessageParams,
          response: {
            200: revealedOutboxMessage,
            400: errorResponse,
            401: errorResponse,
            403: errorResponse,
            404: errorResponse,
          },
        },
      },
      async (request) => {
        const message = await outbox(ctx.db).one(request.params.id);
        if (!message) throw new NotFound(adminMessages.outboxMessageNotFound);
        // Who read which message, never the token: the log says who could use a link (decision 023).
        request.log.warn(
          { admin: requireUser(request).username, outboxMessageId: message.id },
          'an administrator revealed the links of an outbox message',
        );
        return {
          id: message.id,
          body: await accountsApi.revealAccountLinks(message.body, ctx.clock.now()),
        };
      },
    );

    app.get(
      '/api/admin/administrators',
      {
        schema: {
          tags: ['admin'],
          summary: 'The administrators, oldest account first',
          response: { 200: administratorsResponse, 401: errorResponse, 403: errorResponse },
        },
      },
      async () => ({ administrators: await accountsApi.administrators() }),
    );

    app.post(
      '/api/admin/administrators',
      {
        schema: {
          tags: ['admin'],
          summary: 'Make an existing account (by username, any case) an administrator',
          body: grantAdminInput,
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
        if (!(await accountsApi.grantAdmin(request.body.username)))
          throw new NotFound(adminMessages.userNotFound);
        request.log.info(
          { admin: requireUser(request).username, granted: request.body.username },
          'administrator rights granted',
        );
        return messageBody(adminMessages.adminGranted);
      },
    );

    app.delete(
      '/api/admin/administrators/:username',
      {
        schema: {
          tags: ['admin'],
          summary:
            'Take administrator rights from an account (by username, any case); the last administrator keeps them (409)',
          params: revokeAdminParams,
          response: {
            200: messageResponse,
            400: errorResponse,
            401: errorResponse,
            403: errorResponse,
            404: errorResponse,
            409: errorResponse,
          },
        },
      },
      async (request) => {
        const outcome = await accountsApi.revokeAdmin(request.params.username);
        if (outcome === 'not-found') throw new NotFound(adminMessages.userNotFound);
        if (outcome === 'last-admin') throw new Conflict(adminMessages.lastAdmin);
        request.log.info(
          { admin: requireUser(request).username, revoked: request.params.username },
          'administrator rights revoked',
        );
        return messageBody(adminMessages.adminRevoked);
      },
    );
  };
}
