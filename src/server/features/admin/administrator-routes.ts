import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { administratorsResponse, grantAdminInput, revokeAdminParams } from '@/contracts/admin';
import { messageBody } from '@/contracts/catalogue';
import { errorResponse, messageResponse } from '@/contracts/common';
import { adminMessages } from '@/contracts/messages/admin';
import { adminOnly, guardRoutes } from '../../platform/access';
import { requireUser } from '../../platform/sessions';
import type { AdminService } from './service';

const tags = ['admin'];

/** Who the administrators are: the list, granting and revoking the rights. */
export function administratorRoutes(service: AdminService): FastifyPluginAsyncZod {
  return async (app) => {
    // Every /api/admin route is for administrators only (decision 023), whatever the route itself says.
    guardRoutes(app, adminOnly);

    app.get(
      '/api/admin/administrators',
      {
        schema: {
          tags,
          summary: 'The administrators, oldest account first',
          response: { 200: administratorsResponse, 401: errorResponse, 403: errorResponse },
        },
      },
      async () => service.administrators(),
    );

    app.post(
      '/api/admin/administrators',
      {
        schema: {
          tags,
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
        await service.grantAdmin(request.body.username, {
          admin: requireUser(request).username,
          log: request.log,
        });
        return messageBody(adminMessages.adminGranted);
      },
    );

    app.delete(
      '/api/admin/administrators/:username',
      {
        schema: {
          tags,
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
        await service.revokeAdmin(request.params.username, {
          admin: requireUser(request).username,
          log: request.log,
        });
        return messageBody(adminMessages.adminRevoked);
      },
    );
  };
}
