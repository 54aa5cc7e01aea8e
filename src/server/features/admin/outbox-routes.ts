import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { outboxMessageParams, outboxResponse, revealedOutboxMessage } from '@/contracts/admin';
import { errorResponse } from '@/contracts/common';
import { adminOnly, guardRoutes } from '../../platform/access';
import { requireUser } from '../../platform/sessions';
import type { AdminService } from './service';

const tags = ['admin'];

/** The mail kept in the outbox when no SMTP server is configured (decision 023). */
export function outboxRoutes(service: AdminService): FastifyPluginAsyncZod {
  return async (app) => {
    // Every /api/admin route is for administrators only (decision 023), whatever the route itself says.
    guardRoutes(app, adminOnly);

    app.get(
      '/api/admin/outbox',
      {
        schema: {
          tags,
          summary:
            'The newest messages kept in the outbox (read-only); empty when mail goes out through SMTP',
          response: { 200: outboxResponse, 401: errorResponse, 403: errorResponse },
        },
      },
      async () => service.outbox(),
    );

    app.post(
      '/api/admin/outbox/:id/reveal',
      {
        schema: {
          tags,
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
      async (request) =>
        service.revealOutboxMessage(request.params.id, {
          admin: requireUser(request).username,
          log: request.log,
        }),
    );
  };
}
