import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { resetUserMessagesInput } from '@/contracts/admin';
import { errorResponse, messageResponse } from '@/contracts/common';
import { messages } from '@/contracts/messages';
import { users } from '../../db/schema';
import { NotFound } from '../../platform/errors';
import { requireAdmin } from '../../platform/sessions';
import type { FeatureContext } from '../context';

export function adminRoutes(ctx: FeatureContext): FastifyPluginAsyncZod {
  return async (app) => {
    // Every /api/admin route is for administrators only (D2), whatever the route itself says.
    app.addHook('preHandler', async (request) => {
      requireAdmin(request);
    });

    app.post(
      '/api/admin/reset-user-messages',
      {
        schema: {
          tags: ['admin'],
          summary: "Reset one user's AI message count",
          body: resetUserMessagesInput,
          response: { 200: messageResponse, 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse },
        },
      },
      async (request) => {
        const updated = await ctx.db
          .update(users)
          .set({ messageCount: 0 })
          .where(sql`lower(${users.username}) = ${request.body.username.toLowerCase()}`)
          .returning({ id: users.id });
        if (updated.length === 0) throw new NotFound(messages.userNotFound);
        return { message: messages.userMessagesReset };
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
        await ctx.db.update(users).set({ messageCount: 0 });
        return { message: messages.allMessagesReset };
      },
    );
  };
}
