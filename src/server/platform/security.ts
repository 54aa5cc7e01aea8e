import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { platformMessages } from '@/contracts/messages/platform';
import { Forbidden } from './errors';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Security headers with a CSP the app itself passes, and the CSRF defence of D21: a state-changing
 * request whose browser says it came from another site is refused. Together with SameSite=Lax
 * cookies and JSON-only bodies (no form or text/plain parser) a foreign page cannot act as the user.
 */
export interface SecurityOptions {
  publicUrl: string | undefined;
  /** Stripe is configured: Stripe.js and its frames are allowed, and nothing else from outside. */
  stripe: boolean;
}

/** Paths whose state-changing requests come from a server, not a browser: they prove who they are by signature. */
const SIGNED_PATHS = new Set(['/api/stripe/webhook']);

export async function registerSecurity(app: FastifyInstance, options: SecurityOptions): Promise<void> {
  const { publicUrl } = options;
  const stripeJs = options.stripe ? ['https://js.stripe.com'] : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...stripeJs],
        frameSrc: ["'self'", ...stripeJs, ...(options.stripe ? ['https://hooks.stripe.com'] : [])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...(options.stripe ? ['https://api.stripe.com'] : [])],
        mediaSrc: ["'self'", 'blob:', 'data:', 'https:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    // The app is served over http on localhost too; HSTS belongs to the https edge.
    strictTransportSecurity: publicUrl?.startsWith('https://') ? undefined : false,
    crossOriginEmbedderPolicy: false,
  });

  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING.has(request.method)) return;
    if (SIGNED_PATHS.has(request.url.split('?')[0] ?? '')) return;
    const site = request.headers['sec-fetch-site'];
    if (site === 'cross-site') throw new Forbidden(platformMessages.foreignOrigin);
    const origin = request.headers.origin;
    if (!origin) return;
    const own = `${request.protocol}://${request.host}`;
    if (origin !== own && origin !== publicUrl) throw new Forbidden(platformMessages.foreignOrigin);
  });
}
