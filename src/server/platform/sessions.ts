import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, lt, ne, sql } from 'drizzle-orm';
import type { PgColumn, PgTable, SelectedFieldsFlat } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database, Db, Listener } from '../db/client';
import { sessions } from '../db/schema/platform';
import type { Clock } from './clock';
import { Forbidden, Unauthorized } from './errors';

/**
 * The signed-in person as a request sees it (request.user). The platform knows only who they are and
 * whether they are an admin; the features that own a person's data declare the rest here (module
 * augmentation, as Fastify's own request types are extended) and supply it with a SessionUserPart:
 * accounts the account (never its password hash), billing the plan.
 */
export interface SessionUser {
  id: number;
  isAdmin: boolean;
}
/** The signed-in person (the name the features use). */
export type UserRow = SessionUser;

/**
 * A feature's share of the session user: its table, joined to the session on the person's id, and the
 * columns requests read. Every part is joined into the one prepared session lookup, so a request still
 * costs one round trip (or none, from the cache). A part's table must notify `SESSION_CHANNEL` when it
 * changes (a trigger, migration 0006), so that every instance forgets what it has cached.
 */
export interface SessionUserPart<C extends SelectedFieldsFlat = SelectedFieldsFlat> {
  table: PgTable;
  /** The column of `table` holding the person's id. */
  userId: PgColumn;
  /** 'inner': no person without a row here (accounts); 'left': a row is optional (its columns may be null). */
  join: 'inner' | 'left';
  columns: C;
}

/** Declares a part, checking that its columns give the fields the feature declared on SessionUser. */
export function sessionUserPart<C extends SelectedFieldsFlat>(
  part: SessionUserPart<C> & (SelectResultFields<C> extends Partial<SessionUser> ? unknown : never),
): SessionUserPart {
  return part;
}

export const SESSION_COOKIE = 'hidaya_sid';
/** lastSeenAt is written at most this often, so reads do not turn into writes on every request. */
const TOUCH_INTERVAL_MS = 5 * 60 * 1000;
/** How long a session lookup is reused without asking the database (decision 016). */
export const SESSION_CACHE_MS = 5000;
const SESSION_CACHE_MAX = 10_000;
/** Raised by the database (migration 0006) when a user changes or a session is removed. */
export const SESSION_CHANNEL = 'hidaya_sessions';

declare module 'fastify' {
  interface FastifyRequest {
    user: UserRow | null;
    sessionId: string | null;
  }
}

export interface SessionStoreOptions {
  database: Database;
  clock: Clock;
  /** A session ends after this long without activity (SESSION_IDLE_DAYS)... */
  idleMs: number;
  /** ...and this long after it began, whatever its activity (SESSION_MAX_AGE_DAYS). */
  maxAgeMs: number;
  /** What the session user is made of (context.ts: accounts' part first, then billing's). */
  userParts: SessionUserPart[];
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

interface CachedSession {
  user: SessionUser;
  createdAt: Date;
  lastSeenAt: Date;
  /** When it ends: the sliding idle expiry, never past its maximum age. */
  expiresAt: Date;
  /** performance.now() when read from the database. */
  readAt: number;
}

/** Statements built once; node-postgres prepares them once per connection. */
function sessionQueries(db: Db, parts: SessionUserPart[]) {
  if (!parts.some((part) => part.join === 'inner')) {
    throw new Error('The session user needs a part the person cannot exist without (accounts).');
  }
  const userColumns: SelectedFieldsFlat = Object.assign({}, ...parts.map((part) => part.columns));
  const joined = () => {
    let query = db
      .select({
        user: userColumns,
        createdAt: sessions.createdAt,
        lastSeenAt: sessions.lastSeenAt,
        expiresAt: sessions.expiresAt,
      })
      .from(sessions)
      .$dynamic();
    for (const part of parts) {
      const on = eq(part.userId, sessions.userId);
      query = part.join === 'inner' ? query.innerJoin(part.table, on) : query.leftJoin(part.table, on);
    }
    return query;
  };
  type Found = { user: SessionUser; createdAt: Date; lastSeenAt: Date; expiresAt: Date };
  return {
    // Ended sessions are found too, so that resolve can remove them.
    lookup: joined()
      .where(eq(sessions.id, sql.placeholder('id')))
      .limit(1)
      .prepare('session_lookup') as unknown as {
      execute(values: { id: string }): Promise<Found[]>;
    },
    touch: db
      .update(sessions)
      .set({ lastSeenAt: sql`${sql.placeholder('now')}`, expiresAt: sql`${sql.placeholder('expiresAt')}` })
      .where(eq(sessions.id, sql.placeholder('id')))
      .prepare('session_touch'),
  };
}

/**
 * Session lookups kept for a few seconds in this process (decision 016). The database notifies every
 * instance when a user changes or a session goes (sign-out, deletion, admin changes), and those users
 * are forgotten at once; without a live notification connection nothing is kept.
 */
function sessionCache() {
  const entries = new Map<string, CachedSession>();
  /** Bumped by every invalidation: a lookup that started before one must not be kept. */
  let generation = 0;
  let listener: Listener | undefined;
  return {
    listening(live: Listener) {
      listener = live;
    },
    get(id: string): CachedSession | undefined {
      const entry = entries.get(id);
      if (!entry) return undefined;
      if (performance.now() - entry.readAt > SESSION_CACHE_MS) {
        entries.delete(id);
        return undefined;
      }
      return entry;
    },
    generation: () => generation,
    set(id: string, entry: CachedSession, startedAt: number) {
      if (startedAt !== generation || !listener?.live) return;
      if (entries.size >= SESSION_CACHE_MAX) entries.delete(entries.keys().next().value!);
      entries.set(id, entry);
    },
    delete(id: string) {
      generation++;
      entries.delete(id);
    },
    /** A notification's payload: user ids separated by commas, '*' for everyone, null when unknown. */
    forget(payload: string | null) {
      generation++;
      if (payload === null || payload === '*') {
        entries.clear();
        return;
      }
      const ids = new Set(payload.split(',').map(Number));
      for (const [id, entry] of entries) if (ids.has(entry.user.id)) entries.delete(id);
    },
  };
}

/**
 * Server-side sessions without HTTP: the database keeps the token's hash, the user and an
 * expiry that slides with activity but never past the session's maximum age (decision 001). The HTTP
 * layer (registerSessions) and job workers share it.
 */
export function sessionStore(options: SessionStoreOptions) {
  const { database, clock, idleMs, maxAgeMs } = options;
  const db = database.db;
  const queries = sessionQueries(db, options.userParts);
  const cache = sessionCache();
  // Until the listener is up nothing is cached, so the lookups are right meanwhile.
  database.listen(SESSION_CHANNEL, (payload) => cache.forget(payload)).then(cache.listening, () => {});
  /** The expiry after activity at `now`: idleMs later, but never past the session's maximum age. */
  const expiryAfter = (now: Date, createdAt: Date) =>
    new Date(Math.min(now.getTime() + idleMs, createdAt.getTime() + maxAgeMs));

  async function remove(id: string): Promise<void> {
    cache.delete(id);
    await db.delete(sessions).where(eq(sessions.id, id));
  }

  return {
    /** How long a session can last at most: the cookie lasts no longer. */
    maxAgeMs,

    /**
     * The signed-in user of a cookie token, or null; slides the expiry at most every few minutes. A
     * session found ended (idle too long, or older than the maximum age) is removed.
     */
    async resolve(token: string): Promise<{ id: string; user: SessionUser } | null> {
      const id = hashToken(token);
      const now = clock.now();
      let session = cache.get(id);
      if (!session) {
        const startedAt = cache.generation();
        const [row] = await queries.lookup.execute({ id });
        if (!row) return null;
        // A session written before the maximum age existed may have an expiry past it.
        const expiresAt = new Date(Math.min(row.expiresAt.getTime(), row.createdAt.getTime() + maxAgeMs));
        session = { ...row, expiresAt, readAt: performance.now() };
        cache.set(id, session, startedAt);
      }
      if (session.expiresAt <= now) {
        await remove(id);
        return null;
      }
      if (now.getTime() - session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
        const expiresAt = expiryAfter(now, session.createdAt);
        await queries.touch.execute({ id, now: now.toISOString(), expiresAt: expiresAt.toISOString() });
        session.lastSeenAt = now;
        session.expiresAt = expiresAt;
      }
      return { id, user: session.user };
    },

    /**
     * A new session for the user (their expired ones are cleared); returns the cookie's token, the
     * session's id and the session user as requests will see it.
     */
    async create(userId: number): Promise<{ token: string; id: string; user: SessionUser }> {
      const now = clock.now();
      await db.delete(sessions).where(and(eq(sessions.userId, userId), lt(sessions.expiresAt, now)));
      const token = randomBytes(32).toString('base64url');
      const id = hashToken(token);
      await db
        .insert(sessions)
        .values({ id, userId, createdAt: now, lastSeenAt: now, expiresAt: expiryAfter(now, now) });
      const [row] = await queries.lookup.execute({ id });
      if (!row) throw new Error(`The session just created for user ${userId} was not found`);
      return { token, id, user: row.user };
    },

    /** The person's sessions (devices), oldest first, for their data download. */
    devicesOf(userId: number) {
      return db
        .select({
          id: sessions.id,
          createdAt: sessions.createdAt,
          lastSeenAt: sessions.lastSeenAt,
          expiresAt: sessions.expiresAt,
        })
        .from(sessions)
        .where(eq(sessions.userId, userId))
        .orderBy(asc(sessions.createdAt));
    },

    remove,

    /**
     * Signs the user out everywhere, but for the session `except` (a password change keeps the device
     * that made it). The delete trigger tells every instance's cache (decision 016).
     */
    async removeAllOf(userId: number, except?: string): Promise<void> {
      await db
        .delete(sessions)
        .where(
          except ? and(eq(sessions.userId, userId), ne(sessions.id, except)) : eq(sessions.userId, userId),
        );
    },
  };
}

export type SessionStore = ReturnType<typeof sessionStore>;

export interface SessionOptions {
  store: SessionStore;
  /** Always mark the cookie Secure (PUBLIC_URL is https); otherwise it follows the request's protocol. */
  alwaysSecure: boolean;
}

/** The HTTP side of sessions: an opaque random token in an httpOnly, SameSite=Lax cookie. */
export function registerSessions(app: FastifyInstance, options: SessionOptions) {
  const { store } = options;
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
  // A signed-in person's answers are theirs alone: no browser cache (a shared computer's back button)
  // or shared cache keeps them, whatever the route set. Checked on sending, so a sign-in's own answer
  // counts, and a route's own cache-control (an article's image) is overridden. The kept answers of
  // decision 028 are the server's own cache and unaffected.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.user && request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
    done(null, payload);
  });

  const cookieOptions = (request: FastifyRequest) => ({
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: options.alwaysSecure || request.protocol === 'https',
  });

  return {
    /**
     * Signs the user in with a new session id; the request's old session, if any, is removed (rotation).
     * Returns the signed-in person as every later request will see them.
     */
    async start(request: FastifyRequest, reply: FastifyReply, userId: number): Promise<SessionUser> {
      if (request.sessionId) await store.remove(request.sessionId);
      const { token, id, user } = await store.create(userId);
      request.sessionId = id;
      request.user = user;
      // The browser keeps the cookie until the session's maximum age, which no activity extends; the
      // server ends it sooner when it is idle.
      reply.setCookie(SESSION_COOKIE, token, {
        ...cookieOptions(request),
        maxAge: Math.floor(store.maxAgeMs / 1000),
      });
      return user;
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
