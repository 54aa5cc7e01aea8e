import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Forbidden, Unauthorized } from './errors';

/**
 * Who may call a feature's routes, checked per plugin in `onRequest` (fastify/demo's autohooks): before
 * the body or query is read, so a signed-out caller gets 401 and learns nothing of a route's rules.
 * The session hook (sessions.ts) runs earlier, at the root, and has set `request.user`.
 *
 *   guardRoutes(app, signedIn)   // every route of this plugin needs a session
 *   guardRoutes(app, adminOnly)  // ...of an administrator (decision 023)
 *
 * A feature's public routes live in their own encapsulated plugin without the guard, or, where a
 * public route must sit inside a guarded plugin (a webhook with its own body parser), say so with
 * `config: { public: true }`.
 */
declare module 'fastify' {
  interface FastifyContextConfig {
    /** Open to everyone although its plugin is guarded (see guardRoutes). */
    public?: boolean;
  }
}

const isPublic = (request: FastifyRequest) => request.routeOptions.config.public === true;

/** An onRequest check: throws the refusal, else lets the request through (callback style, no promise). */
type AccessCheck = (request: FastifyRequest, reply: FastifyReply, done: () => void) => void;

export const signedIn: AccessCheck = (request, _reply, done) => {
  if (!request.user && !isPublic(request)) throw new Unauthorized();
  done();
};

export const adminOnly: AccessCheck = (request, _reply, done) => {
  if (!isPublic(request)) {
    if (!request.user) throw new Unauthorized();
    if (!request.user.isAdmin) throw new Forbidden();
  }
  done();
};

/**
 * Guards every route of a plugin (call it first: it covers the routes added after it) and marks them
 * as needing a session in the OpenAPI document, so clients and the route-by-route tests can tell
 * public routes from the others.
 */
export function guardRoutes(app: FastifyInstance, check: AccessCheck): void {
  app.addHook('onRequest', check);
  app.addHook('onRoute', (route) => {
    if (route.config?.public !== true) route.schema = { ...route.schema, security: [{ session: [] }] };
  });
}
