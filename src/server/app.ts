import { existsSync } from 'node:fs';
import path from 'node:path';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { isAppPagePath } from '@/contracts/app-pages';
import { APP_VERSION, PRODUCT_NAME } from '@/contracts/constants';
import { platformMessages } from '@/contracts/messages/platform';
import { type AppContext, type ContextDeps, createContext } from './context';
import type { FeatureContext } from './features/context';
import { billing } from './features/billing/public';
import { sendMissingPage } from './features/site/public';
import { aiAccess } from './features/settings/public';
import { aiTurnPipeline } from './platform/ai-turn';
import { BROTLI_OPTIONS, COMPRESS_THRESHOLD_BYTES, RESPONSE_ENCODINGS } from './platform/answer-cache';
import { proxyTrust } from './platform/client-address';
import { registerJobs } from './jobs';
import { registerDatabaseBudget } from './platform/database-budget';
import { registerErrorHandling } from './platform/error-handler';
import { AccessLog } from './platform/logging';
import { registerGracefulClose } from './platform/graceful-close';
import type { PublicPageRenderer } from '@/contracts/public-pages';
import { htmlDocuments } from './platform/html-document';
import { registerRateLimits } from './platform/rate-limit';
import { responseSerializerCompiler } from './platform/response-serializer';
import { registerSecurity } from './platform/security';
import { registerServerTiming } from './platform/server-timing';
import { registerSessions } from './platform/sessions';

/**
 * The app over a context built once at start (`{ context }`, as main.ts does so that job workers share
 * it), or over the parts of one (`{ config, database, clock?, providers? }`: tests and benchmarks).
 */
export type AppDeps = ({ context: AppContext } | ContextDeps) & {
  logger?: FastifyServerOptions['logger'];
  /** The built client (dist/client); when absent only the API is served. */
  clientDir?: string;
  /**
   * Draws the public pages for visitors (`dist/render/public-pages.js`, see `loadPublicPages`); without
   * it they get the app's page, which draws them in the browser.
   */
  publicPages?: PublicPageRenderer;
};

/** JSON bodies above this are refused with 413; upload routes raise their own limit. */
const BODY_LIMIT_BYTES = 256 * 1024;

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const context = 'context' in deps ? deps.context : createContext(deps);
  // A context built here (tests, benchmarks) runs its jobs inline: their handlers are declared now.
  if (!('context' in deps)) await registerJobs(context);
  const { config, db } = context;
  const app = Fastify({
    logger: deps.logger ?? false,
    logController: new AccessLog(),
    // Fastify ignores a hop count: proxyTrust turns it into a trust function.
    trustProxy: proxyTrust(config.trustProxy),
    bodyLimit: BODY_LIMIT_BYTES,
    // What closing does with open connections: see registerGracefulClose.
    forceCloseConnections: 'idle',
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  // JSON is the only body the API reads: a cross-site form cannot post text/plain or urlencoded data.
  app.removeContentTypeParser('text/plain');
  registerErrorHandling(app);
  registerServerTiming(app);
  registerGracefulClose(app);
  registerDatabaseBudget(app, context.database);

  await registerSecurity(app, {
    publicUrl: config.publicUrl,
    stripe: context.providers.payments?.kind === 'stripe',
  });
  await app.register(cookie);

  const clientDir = deps.clientDir;
  const hasClient = clientDir !== undefined && existsSync(path.join(clientDir, 'index.html'));
  // The built client's files, registered before compression so that none is compressed twice.
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies (vite.config.ts); the one the browser accepts is sent.
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        reply.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
  }
  // Answers of the routes registered from here on (the API, the server-drawn pages) go out compressed
  // above about one packet. The client's files are compressed once at build time (`preCompressed`).
  await app.register(compress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: [...RESPONSE_ENCODINGS],
    brotliOptions: BROTLI_OPTIONS,
  });
  await registerRateLimits(app, db);
  await app.register(swagger, {
    openapi: {
      info: { title: `${PRODUCT_NAME} API`, version: APP_VERSION },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'hidaya_sid' } } },
    },
    transform: jsonSchemaTransform,
  });

  const sessions = registerSessions(app, {
    store: context.sessionStore,
    alwaysSecure: config.publicUrl?.startsWith('https://') ?? false,
  });
  const aiTurns = aiTurnPipeline({
    access: aiAccess(context),
    meter: billing(db).messages,
    clock: context.clock,
    perMinute: config.aiRateLimit,
    secrets: context.secrets,
  });
  const ctx: FeatureContext = { ...context, sessions, aiTurns };

  // Public pages get their own title, description and structured data in the HTML itself.
  const documents = hasClient ? htmlDocuments(clientDir, deps.publicPages) : undefined;
  for (const feature of context.features) {
    for (const routes of feature.routes?.(ctx, { documents }) ?? []) await app.register(routes);
  }

  app.get('/api/docs', { schema: { hide: true } }, async () => app.swagger());

  app.setNotFoundHandler((request, reply) => {
    const pathOnly = request.url.split('?')[0] ?? '/';
    const isApi = pathOnly === '/api' || pathOnly.startsWith('/api/');
    if (!isApi && documents && (request.method === 'GET' || request.method === 'HEAD')) {
      // The app's pages are the single-page app's to draw; any other address is 404 'Page Not Found'.
      if (isAppPagePath(pathOnly)) return reply.header('cache-control', 'no-cache').sendFile('index.html');
      return sendMissingPage(request, reply, documents, config.publicUrl);
    }
    return reply.status(404).send({
      message: `${platformMessages.notFound.text}: ${request.method} ${pathOnly}`,
      code: platformMessages.notFound.code,
    });
  });

  return app;
}
