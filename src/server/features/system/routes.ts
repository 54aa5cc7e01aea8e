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
        const ok = await answersWithin(ctx.database.ping(), ctx.config.healthTimeoutMs);
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

/** A health check answers in its own time: a database that does not answer soon is down to a balancer. */
function answersWithin(ping: Promise<boolean>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  return Promise.race([ping, late]).finally(() => clearTimeout(timer));
}
