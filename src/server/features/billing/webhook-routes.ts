import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '@/contracts/common';
import type { BillingDeps } from './route-deps';

/** Stripe's events are small; anything larger is not one of them. */
const WEBHOOK_BODY_LIMIT = 512 * 1024;

/**
 * The payment provider's webhook. Public: Stripe calls it without a session; the signature is its
 * credential. Stripe signs the exact bytes it sent, so this plugin alone reads its body raw.
 */
export function webhookRoutes({ service }: BillingDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );

    app.post(
      '/api/stripe/webhook',
      {
        schema: {
          tags: ['billing'],
          summary: 'Stripe webhook: signature verified, each event processed once',
          response: {
            200: z.object({ received: z.literal(true) }),
            400: errorResponse,
            503: errorResponse,
          },
        },
      },
      async (request) => {
        const signature = request.headers['stripe-signature'];
        await service.receiveWebhook(
          Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
          typeof signature === 'string' ? signature : undefined,
        );
        return { received: true as const };
      },
    );
  };
}
