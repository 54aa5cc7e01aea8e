import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { Clock } from './clock';
import type { Jobs } from './jobs/port';

/** Rows deleted per statement: a large backlog never becomes one long transaction holding locks. */
const BATCH = 5_000;

async function deleteInBatches(db: Db, batch: SQL): Promise<number> {
  let total = 0;
  for (;;) {
    const result = await db.execute(sql`with deleted as (${batch}) select count(*)::int as n from deleted`);
    const n = Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
    total += n;
    if (n < BATCH) return total;
  }
}

/** Sessions past their expiry are never valid again (sessions.ts reads only unexpired ones). */
export function sweepExpiredSessions(db: Db, now: Date): Promise<number> {
  return deleteInBatches(
    db,
    sql`delete from sessions where id in (select id from sessions where expires_at <= ${now} limit ${BATCH}) returning 1`,
  );
}

/**
 * Rate-limit counters whose window has passed count nothing: the next request of that key starts a
 * new window whether the row is there or not. Their windows are in the database's time, as written.
 */
export function sweepExpiredRateLimits(db: Db): Promise<number> {
  return deleteInBatches(
    db,
    sql`delete from rate_limits where key in (select key from rate_limits where reset_at <= now() limit ${BATCH}) returning 1`,
  );
}

export const SWEEP_SESSIONS = 'sweep-expired-sessions';
export const SWEEP_RATE_LIMITS = 'sweep-expired-rate-limits';

/** The tables that would otherwise only grow are swept every hour, each at its own minute. */
export async function registerSweeps(jobs: Jobs, context: { db: Db; clock: Clock }): Promise<void> {
  await jobs.work(SWEEP_SESSIONS, async () => {
    await sweepExpiredSessions(context.db, context.clock.now());
  });
  await jobs.schedule(SWEEP_SESSIONS, '5 * * * *');
  await jobs.work(SWEEP_RATE_LIMITS, async () => {
    await sweepExpiredRateLimits(context.db);
  });
  await jobs.schedule(SWEEP_RATE_LIMITS, '35 * * * *');
}
