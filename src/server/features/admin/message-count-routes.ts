import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { resetUserMessagesInput } from '@/contracts/admin';
import { messageBody } from '@/contracts/catalogue';
import { errorResponse, messageResponse } from '@/contracts/common';
import { adminMessages } from '@/contracts/messages/admin';
import { adminOnly, guardRoutes } from '../../platform/access';
import type { AdminService } from './service';

const tags = ['admin'];

/** Resetting AI message counts (administrators only): one person's, or everyone's. */
export function messageCountRoutes(service: AdminService): FastifyPluginAsyncZod {
  return async (app) => {
    // Every /api/admin route is for administrators only (decision 023), whatever the route itself says.
    guardRoutes(app, adminOnly);

    app.post(
      '/api/admin/reset-user-messages',
      {
        schema: {
          tags,
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
        await service.resetMessagesOf(request.body.username);
        return messageBody(adminMessages.userMessagesReset);
      },
    );

    app.post(
      '/api/admin/reset-all-message-counts',
      {
        schema: {
          tags,
          summary: "Reset every user's AI message count",
          response: { 200: messageResponse, 401: errorResponse, 403: errorResponse },
        },
      },
      async () => {
        await service.resetAllMessages();
        return messageBody(adminMessages.allMessagesReset);
      },
    );
  };
}
