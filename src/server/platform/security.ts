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
export async function registerSecurity(app: FastifyInstance, publicUrl: string | undefined): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
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
    const site = request.headers['sec-fetch-site'];
    if (site === 'cross-site') throw new Forbidden(platformMessages.foreignOrigin);
    const origin = request.headers.origin;
    if (!origin) return;
    const own = `${request.protocol}://${request.host}`;
    if (origin !== own && origin !== publicUrl) throw new Forbidden(platformMessages.foreignOrigin);
  });
}
