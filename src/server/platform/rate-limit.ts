import rateLimit from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { platformMessages } from '@/contracts/messages/platform';
import { clientKey } from './client-address';
import { TooManyRequests } from './errors';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * A @fastify/rate-limit store over the `rate_limits` table, so every app instance counts together.
 * One upsert per counted request: the window restarts when it has passed.
 *
 * The upsert commits without waiting for its WAL record to reach the disk (`synchronous_commit` off for
 * this statement's transaction only). A crash can lose at most the last fraction of a second of counts,
 * which a rate limit can afford; the request no longer waits for a disk flush. Measured with
 * bench/prayer-coach.ts on PostgreSQL: the server's own p95 per coach turn fell from 30-35 ms to 17-23 ms.
 */
function postgresStore(db: Db) {
  return class PostgresRateLimitStore {
    constructor(
      _options: unknown,
      private readonly prefix = 'global',
    ) {}

    incr(key: string, callback: Callback, timeWindow: number): void {
      const fullKey = `${this.prefix}|${key}`;
      db.execute(
        sql`
        insert into rate_limits (key, count, reset_at)
        select ${fullKey}, 1, now() + make_interval(secs => ${timeWindow / 1000})
        from (select set_config('synchronous_commit', 'off', true)) as commit_without_waiting_for_disk
        on conflict (key) do update set
          count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
          reset_at = case when rate_limits.reset_at <= now()
            then now() + make_interval(secs => ${timeWindow / 1000}) else rate_limits.reset_at end
        returning count, reset_at`,
      )
        .then((result) => {
          const row = (result as unknown as { rows: { count: number; reset_at: string | Date }[] }).rows[0]!;
          const ttl = Math.max(0, new Date(row.reset_at).getTime() - Date.now());
          callback(null, { current: Number(row.count), ttl });
        })
        .catch((error: Error) => callback(error));
    }

    /** One counter space per route: the plugin passes the route's options with its `routeInfo`. */
    child(routeOptions: object) {
      const route = (routeOptions as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo;
      return new PostgresRateLimitStore(
        undefined,
        `${String(route?.method ?? '')} ${route?.url ?? 'custom'}`,
      );
    }
  };
}

/**
 * Counts failures only (wrong passwords), in the same `rate_limits` table, so one shared address
 * (a school, a mosque) can sign in any number of people while guessing stays slow (decision 003).
 */
export function failureCounter(db: Db, space: string, windowMs: number) {
  const keyOf = (key: string) => `${space}|${key}`;
  return {
    /** Seconds until `key` may try again: 0 while it has had fewer than `max` failures in its window. */
    async retryAfter(key: string, max: number): Promise<number> {
      const result = await db.execute(
        sql`select count, reset_at from rate_limits where key = ${keyOf(key)} and reset_at > now()`,
      );
      const row = (result as unknown as { rows: { count: number; reset_at: string | Date }[] }).rows[0];
      if (!row || Number(row.count) < max) return 0;
      return Math.max(1, Math.ceil((new Date(row.reset_at).getTime() - Date.now()) / 1000));
    },
    async record(key: string): Promise<void> {
      await db.execute(sql`
        insert into rate_limits (key, count, reset_at)
        values (${keyOf(key)}, 1, now() + make_interval(secs => ${windowMs / 1000}))
        on conflict (key) do update set
          count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
          reset_at = case when rate_limits.reset_at <= now()
            then now() + make_interval(secs => ${windowMs / 1000}) else rate_limits.reset_at end`);
    },
    /** Failures of each key in its current window, and the seconds until that window ends (one query). */
    async read(keys: string[]): Promise<Map<string, { count: number; retryAfter: number }>> {
      const found = new Map<string, { count: number; retryAfter: number }>();
      if (keys.length === 0) return found;
      const result = await db.execute(
        sql`select key, count, reset_at from rate_limits where key in (${sql.join(
          keys.map((key) => sql`${keyOf(key)}`),
          sql`, `,
        )}) and reset_at > now()`,
      );
      const rows = (result as unknown as { rows: { key: string; count: number; reset_at: string | Date }[] })
        .rows;
      for (const key of keys) {
        const row = rows.find((candidate) => candidate.key === keyOf(key));
        if (!row) continue;
        const retryAfter = Math.max(1, Math.ceil((new Date(row.reset_at).getTime() - Date.now()) / 1000));
        found.set(key, { count: Number(row.count), retryAfter });
      }
      return found;
    },
    async clear(key: string): Promise<void> {
      await db.execute(sql`delete from rate_limits where key = ${keyOf(key)}`);
    },
    /** Clears `key` and every key under it (`key|...`). */
    async clearWithin(key: string): Promise<void> {
      await db.execute(
        sql`delete from rate_limits where key = ${keyOf(key)} or starts_with(key, ${`${keyOf(key)}|`})`,
      );
    },
  };
}

/**
 * Once per key in a window, in the same `rate_limits` table, shared by every instance: `take` answers
 * true to the first taker of a key in its window only; `giveBack` frees a key whose work did not happen.
 * The row commits durably (unlike the request counters above), since it stands for work done outside.
 */
export function oncePer(db: Db, space: string, windowMs: number) {
  const keyOf = (key: string) => `${space}|${key}`;
  return {
    async take(key: string): Promise<boolean> {
      const result = await db.execute(sql`
        insert into rate_limits (key, count, reset_at)
        values (${keyOf(key)}, 1, now() + make_interval(secs => ${windowMs / 1000}))
        on conflict (key) do update set count = 1, reset_at = excluded.reset_at
          where rate_limits.reset_at <= now()
        returning count`);
      return (result as unknown as { rows: unknown[] }).rows.length > 0;
    },
    async giveBack(key: string): Promise<void> {
      await db.execute(sql`delete from rate_limits where key = ${keyOf(key)}`);
    },
  };
}

/**
 * Forgets every counter kept about these subjects, in any space: `user:12`, `account:ahmed` (a username,
 * lower-cased), `email:a@b.c`. A key is `space|subject` or `space|subject|more` (failureCounter), or
 * `METHOD url|subject` (the routes' limits), so its second part names whom it counts.
 */
export async function forgetRateLimitsOf(db: Db, subjects: string[]): Promise<void> {
  if (subjects.length === 0) return;
  await db.execute(
    sql`delete from rate_limits where split_part(key, '|', 2) in (${sql.join(
      subjects.map((subject) => sql`${subject}`),
      sql`, `,
    )})`,
  );
}

export async function registerRateLimits(app: FastifyInstance, db: Db): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    store: postgresStore(db),
    // A limit that names no key counts per client address, an IPv6 client by its /64.
    keyGenerator: (request) => clientKey(request.ip),
    errorResponseBuilder: () => new TooManyRequests(platformMessages.tooManyRequests),
  });
}
