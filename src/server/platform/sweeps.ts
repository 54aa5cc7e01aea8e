import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { Clock } from './clock';
import type { Jobs } from './jobs/port';
import { OUTBOX_KEEP_DAYS } from './outbox';

/** Rows deleted per statement: a large backlog never becomes one long transaction holding locks. */
export const BATCH = 5_000;

/**
 * Runs `batch` (a delete of at most BATCH rows, `returning 1`) until it deletes fewer: the rows deleted
 * in all.
 */
export async function deleteInBatches(db: Db, batch: SQL): Promise<number> {
  let total = 0;
  for (;;) {
    const result = await db.execute(sql`with deleted as (${batch}) select count(*)::int as n from deleted`);
    const n = Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
    total += n;
    if (n < BATCH) return total;
  }
}

/** Sessions past their expiry are never valid again (sessions.ts treats them as signed out). */
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

/** Outbox messages are kept a month (decision 023); reset links in them expired long before. */
export function sweepOldOutboxMessages(db: Db, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - OUTBOX_KEEP_DAYS * 24 * 60 * 60 * 1000);
  return deleteInBatches(
    db,
    sql`delete from outbox_messages where id in (select id from outbox_messages where created_at < ${cutoff} limit ${BATCH}) returning 1`,
  );
}

/**
 * Account links past their time are never valid again (accounts reads only unexpired ones): forgotten-
 * password links after their hour, changes of e-mail address waiting for a confirmation after their day.
 */
export async function sweepExpiredPasswordResets(db: Db, now: Date): Promise<number> {
  const resets = await deleteInBatches(
    db,
    sql`delete from password_reset_tokens where id in (select id from password_reset_tokens where expires_at <= ${now} limit ${BATCH}) returning 1`,
  );
  const emailChanges = await deleteInBatches(
    db,
    sql`delete from email_changes where user_id in (select user_id from email_changes where expires_at <= ${now} limit ${BATCH}) returning 1`,
  );
  return resets + emailChanges;
}

export const SWEEP_SESSIONS = 'sweep-expired-sessions';
export const SWEEP_RATE_LIMITS = 'sweep-expired-rate-limits';
export const SWEEP_OUTBOX = 'sweep-old-outbox-messages';
export const SWEEP_PASSWORD_RESETS = 'sweep-expired-password-resets';

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
  await jobs.work(SWEEP_OUTBOX, async () => {
    await sweepOldOutboxMessages(context.db, context.clock.now());
  });
  await jobs.schedule(SWEEP_OUTBOX, '45 3 * * *');
  await jobs.work(SWEEP_PASSWORD_RESETS, async () => {
    await sweepExpiredPasswordResets(context.db, context.clock.now());
  });
  await jobs.schedule(SWEEP_PASSWORD_RESETS, '15 * * * *');
}
