import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';
import type { Clock } from './clock';
import { Forbidden, Unauthorized } from './errors';

export type UserRow = typeof users.$inferSelect;

export const SESSION_COOKIE = 'hidaya_sid';
/** lastSeenAt is written at most this often, so reads do not turn into writes on every request. */
const TOUCH_INTERVAL_MS = 5 * 60 * 1000;

declare module 'fastify' {
  interface FastifyRequest {
    user: UserRow | null;
    sessionId: string | null;
  }
}

export interface SessionStoreOptions {
  db: Db;
  clock: Clock;
  idleMs: number;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Server-side sessions (D21) without HTTP: the database keeps the token's hash, the user and an
 * expiry that slides with activity. The HTTP layer (registerSessions) and job workers share it.
 */
export function sessionStore(options: SessionStoreOptions) {
  const { db, clock, idleMs } = options;
  return {
    /** The signed-in user of a cookie token, or null; slides the expiry at most every few minutes. */
    async resolve(token: string): Promise<{ id: string; user: UserRow } | null> {
      const id = hashToken(token);
      const now = clock.now();
      const [row] = await db
        .select({ user: users, lastSeenAt: sessions.lastSeenAt })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.id, id), gt(sessions.expiresAt, now)))
        .limit(1);
      if (!row) return null;
      if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
        await db
          .update(sessions)
          .set({ lastSeenAt: now, expiresAt: new Date(now.getTime() + idleMs) })
          .where(eq(sessions.id, id));
      }
      return { id, user: row.user };
    },

    /** A new session for the user (their expired ones are cleared); returns the cookie's token and id. */
    async create(userId: number): Promise<{ token: string; id: string }> {
      const now = clock.now();
      await db.delete(sessions).where(and(eq(sessions.userId, userId), lt(sessions.expiresAt, now)));
      const token = randomBytes(32).toString('base64url');
      const id = hashToken(token);
      await db
        .insert(sessions)
        .values({ id, userId, createdAt: now, lastSeenAt: now, expiresAt: new Date(now.getTime() + idleMs) });
      return { token, id };
    },

    async remove(id: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.id, id));
    },
  };
}

export type SessionStore = ReturnType<typeof sessionStore>;

export interface SessionOptions {
  store: SessionStore;
  idleMs: number;
  /** Always mark the cookie Secure (PUBLIC_URL is https); otherwise it follows the request's protocol. */
  alwaysSecure: boolean;
}

/** The HTTP side of sessions: an opaque random token in an httpOnly, SameSite=Lax cookie. */
export function registerSessions(app: FastifyInstance, options: SessionOptions) {
  const { store, idleMs } = options;
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);

  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const token = request.cookies[SESSION_COOKIE];
    if (!token || token.length > 200) return;
    const session = await store.resolve(token);
    if (!session) return;
    request.user = session.user;
    request.sessionId = session.id;
  });

  const cookieOptions = (request: FastifyRequest) => ({
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: options.alwaysSecure || request.protocol === 'https',
  });

  return {
    /** Signs the user in with a new session id; the request's old session, if any, is removed (rotation). */
    async start(request: FastifyRequest, reply: FastifyReply, userId: number): Promise<void> {
      if (request.sessionId) await store.remove(request.sessionId);
      const { token, id } = await store.create(userId);
      request.sessionId = id;
      reply.setCookie(SESSION_COOKIE, token, {
        ...cookieOptions(request),
        maxAge: Math.floor(idleMs / 1000),
      });
    },

    async end(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      if (request.sessionId) await store.remove(request.sessionId);
      request.user = null;
      request.sessionId = null;
      reply.clearCookie(SESSION_COOKIE, cookieOptions(request));
    },
  };
}

export type Sessions = ReturnType<typeof registerSessions>;

export function requireUser(request: FastifyRequest): UserRow {
  if (!request.user) throw new Unauthorized();
  return request.user;
}

export function requireAdmin(request: FastifyRequest): UserRow {
  const user = requireUser(request);
  if (!user.isAdmin) throw new Forbidden();
  return user;
}
