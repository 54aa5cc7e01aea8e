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

export interface SessionOptions {
  db: Db;
  clock: Clock;
  idleMs: number;
  /** Always mark the cookie Secure (PUBLIC_URL is https); otherwise it follows the request's protocol. */
  alwaysSecure: boolean;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Server-side sessions (D21): an opaque random token in an httpOnly, SameSite=Lax cookie; the
 * database keeps its hash, the user and an expiry that slides with activity.
 */
export function registerSessions(app: FastifyInstance, options: SessionOptions) {
  const { db, clock, idleMs } = options;
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);

  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const token = request.cookies[SESSION_COOKIE];
    if (!token || token.length > 200) return;
    const id = hashToken(token);
    const now = clock.now();
    const [row] = await db
      .select({ user: users, lastSeenAt: sessions.lastSeenAt })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.id, id), gt(sessions.expiresAt, now)))
      .limit(1);
    if (!row) return;
    request.user = row.user;
    request.sessionId = id;
    if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
      await db
        .update(sessions)
        .set({ lastSeenAt: now, expiresAt: new Date(now.getTime() + idleMs) })
        .where(eq(sessions.id, id));
    }
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
      const now = clock.now();
      if (request.sessionId) await db.delete(sessions).where(eq(sessions.id, request.sessionId));
      await db.delete(sessions).where(and(eq(sessions.userId, userId), lt(sessions.expiresAt, now)));
      const token = randomBytes(32).toString('base64url');
      const id = hashToken(token);
      await db
        .insert(sessions)
        .values({ id, userId, createdAt: now, lastSeenAt: now, expiresAt: new Date(now.getTime() + idleMs) });
      request.sessionId = id;
      reply.setCookie(SESSION_COOKIE, token, {
        ...cookieOptions(request),
        maxAge: Math.floor(idleMs / 1000),
      });
    },

    async end(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      if (request.sessionId) await db.delete(sessions).where(eq(sessions.id, request.sessionId));
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
