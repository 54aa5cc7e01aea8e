import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { APP_VERSION } from '@/contracts/constants';
import { healthResponse, publicConfigResponse } from '@/contracts/system';
import type { FeatureContext } from '../context';

export function systemRoutes(ctx: FeatureContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/health',
      {
        schema: {
          tags: ['system'],
          summary: 'Liveness and database reachability, for load balancers',
          response: { 200: healthResponse, 503: healthResponse },
        },
      },
      async (_request, reply) => {
        const ok = await ctx.database.ping();
        return reply
          .status(ok ? 200 : 503)
          .send({ status: ok ? 'ok' : 'unavailable', database: ctx.database.kind, version: APP_VERSION });
      },
    );

    app.get(
      '/api/config/public',
      {
        schema: {
          tags: ['system'],
          summary: 'Settings the client may know: support contact and version',
          response: { 200: publicConfigResponse },
        },
      },
      async () => ({ supportEmail: ctx.config.supportEmail, version: APP_VERSION }),
    );
  };
}
