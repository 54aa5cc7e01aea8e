import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isbot } from 'isbot';
import { pageViewInput, type PageViewInput } from '@/contracts/analytics';
import { errorResponse, okResponse } from '@/contracts/common';
import type { FeatureContext } from '../context';
import { type AnalyticsRecorder, analyticsRecorder } from './recorder';
import { nextUtcMidnight, readVisitor, stepVisitor, VISITOR_COOKIE, writeVisitor } from './visits';

declare module 'fastify' {
  interface FastifyInstance {
    /** The analytics recorder of this app (decision 031): tests and benchmarks flush it. */
    analytics?: AnalyticsRecorder;
  }
}

/** Paths are kept this long at most. */
const PATH_MAX = 200;

/** The route the browser showed, without query string, fragment or trailing slash. */
export function pagePath(raw: string): string {
  const path = (raw.split(/[?#]/, 1)[0] ?? '/').replace(/(.)\/+$/, '$1');
  return path.slice(0, PATH_MAX);
}

/** Another site the visitor came from, as its origin only (a full address can carry a person's data). */
export function referrerOrigin(raw: string | undefined, ownHost: string): string | null {
  if (!raw) return null;
  try {
    const url = new URL(raw);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    // The same host on another port is still this site (a port the proxy added or left out).
    return url.hostname === new URL(`http://${ownHost}`).hostname ? null : url.origin;
  } catch {
    return null;
  }
}

const isApi = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/**
 * The recording (decision 031), registered at the root (`skip-override`, as fastify-plugin does) so its
 * hook sees every route of every feature: each /api request's route pattern, method, person, time and
 * status, pushed into the recorder when it has been answered; and POST /api/analytics/page-view, open
 * to every visitor, which the client calls on each route change. The recorder writes its rows at
 * shutdown (main.ts closes the app before the database).
 */
export function recordingRoutes(ctx: FeatureContext): FastifyPluginAsyncZod {
  const plugin: FastifyPluginAsyncZod = async (app) => {
    const recorder = analyticsRecorder({ db: ctx.db, log: app.log, flushMs: ctx.config.analytics.flushMs });
    app.decorate('analytics', recorder);
    app.addHook('onClose', async () => recorder.close());

    app.addHook('onResponse', (request, reply, done) => {
      if (isApi(request.url)) {
        recorder.apiCall({
          // A URL that matched no route is counted under one name, not under whatever was asked.
          endpoint: request.routeOptions.url ?? '/api/*',
          method: request.method,
          userId: request.user?.id ?? null,
          responseTime: reply.elapsedTime,
          statusCode: reply.statusCode,
          at: ctx.clock.now(),
        });
      }
      done();
    });

    app.post(
      '/api/analytics/page-view',
      {
        schema: {
          tags: ['analytics'],
          summary: 'Count a page the browser shows (known bots are not counted); sets the visitor cookie',
          body: pageViewInput,
          response: { 200: okResponse, 400: errorResponse },
        },
      },
      async (request, reply) => {
        recordPageView(ctx, recorder, request, reply, request.body);
        return { ok: true as const };
      },
    );
  };
  (plugin as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true;
  return plugin;
}

function recordPageView(
  ctx: FeatureContext,
  recorder: AnalyticsRecorder,
  request: FastifyRequest,
  reply: FastifyReply,
  body: PageViewInput,
): void {
  const userAgent = request.headers['user-agent'];
  // A browser always says what it is: no user agent, or a crawler's, is not a visitor.
  if (!userAgent || isbot(userAgent)) return;
  const now = ctx.clock.now();
  const step = stepVisitor(readVisitor(request.cookies[VISITOR_COOKIE]), now);
  // The address is looked up here and goes no further: only the place is kept.
  const place = ctx.providers.geoip.locate(request.ip);
  recorder.pageView(
    {
      path: pagePath(body.path),
      userAgent: userAgent.slice(0, 512),
      referrer: referrerOrigin(body.referrer, request.host),
      visitorId: step.visitorId,
      newVisitor: step.newVisitor,
      sessionId: step.sessionId,
      countryCode: place?.countryCode ?? null,
      region: place?.region ?? null,
      city: place?.city ?? null,
      timestamp: now,
    },
    {
      sessionId: step.sessionId,
      isAuthenticated: request.user !== null,
      at: now,
      secondsSinceLast: step.secondsSinceLast,
    },
  );
  reply.setCookie(VISITOR_COOKIE, writeVisitor(step), {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.config.publicUrl?.startsWith('https://') === true || request.protocol === 'https',
    expires: nextUtcMidnight(now),
  });
}
