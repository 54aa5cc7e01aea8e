import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { platformMessages } from '@/contracts/messages/platform';
import { Forbidden } from './errors';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Security headers with a CSP the app itself passes, and the CSRF defence of decision 002: a state-changing
 * request whose browser says it came from another site is refused. Together with SameSite=Lax
 * cookies and JSON bodies (no text/plain parser; the two multipart uploads rest on the origin check and
 * the cookie) a foreign page cannot act as the user.
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
  const headers = await securityHeaders({
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
        // The installable app's service worker (/sw.js) and web app manifest, from this site only (decision 032).
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
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
  // On the raw response, as helmet does, so replies that bypass Fastify's (hijacked streams) keep them.
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });

  // Callback-style hooks (here and in every hook on the hot path): no promise and no extra turn of
  // the microtask queue per request; a throw is answered as the async hook's rejection was.
  app.addHook('onRequest', (request, _reply, done) => {
    if (STATE_CHANGING.has(request.method) && !SIGNED_PATHS.has(request.url.split('?')[0] ?? '')) {
      if (request.headers['sec-fetch-site'] === 'cross-site')
        throw new Forbidden(platformMessages.foreignOrigin);
      const origin = request.headers.origin;
      const own = `${request.protocol}://${request.host}`;
      if (origin && origin !== own && origin !== publicUrl)
        throw new Forbidden(platformMessages.foreignOrigin);
    }
    done();
  });
}

/** Headers Fastify itself adds to any reply: not helmet's. */
const FASTIFY_OWN = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

/**
 * The headers helmet sends for these options, worked out once at start. @fastify/helmet builds its
 * policy again on every request; the headers never depend on the request here (no CSP nonces).
 */
async function securityHeaders(options: FastifyHelmetOptions): Promise<[string, string][]> {
  const probe = Fastify();
  await probe.register(helmet, options);
  probe.get('/', async () => '');
  const response = await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  return Object.entries(response.headers)
    .filter(([name]) => !FASTIFY_OWN.has(name))
    .map(([name, value]) => [name, String(value)]);
}
