import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { usersQuery, usersResponse } from '@/contracts/admin';
import { errorResponse } from '@/contracts/common';
import { adminOnly, guardRoutes } from '../../platform/access';
import type { AdminService } from './service';

/** The accounts, for administrators (decision 023): search, pages, each one's plan and admin flag. */
export function userListRoutes(service: AdminService): FastifyPluginAsyncZod {
  return async (app) => {
    guardRoutes(app, adminOnly);

    app.get(
      '/api/admin/users',
      {
        schema: {
          tags: ['admin'],
          summary:
            'Accounts whose username or e-mail begins with q (any case), newest first, 20 a page, with plan and admin flag',
          querystring: usersQuery,
          response: { 200: usersResponse, 400: errorResponse, 401: errorResponse, 403: errorResponse },
        },
      },
      async (request) => service.users(request.query),
    );
  };
}
