import type { MainPrayer } from '@/contracts/prayer-tracking';
import type { ReminderTiming } from '@/contracts/reminders';
import type { Db } from '../../db/client';
import type { Clock } from '../../platform/clock';
import type { Jobs } from '../../platform/jobs/port';
import { toTimesSettings } from '../prayer-tracking/public';
import {
  claimDue,
  dueUserIds,
  recordClaimed,
  sweepQueued,
  type ClaimedRow,
  type NewDelivery,
} from './repository';
import { nextReminder, remindersOn, type DueReminder, type SchedulePlan } from './schedule';

export const REMINDERS_TICK = 'reminders-tick';
export const REMINDERS_DUE = 'reminders-due';
export const REMINDERS_SEND = 'reminders-send';
/** A reminder whose moment passed longer ago than this (the servers were down) is dropped, never sent. */
export const DROP_AFTER_MS = 5 * 60_000;
/** People per due job: each job claims and records them in one transaction. */
export const DUE_BATCH = 1000;
/**
 * People one tick hands out at most (a city's burst is 25,000): after a long downtime the rest follow
 * at the next minute, their late reminders dropped as the due job finds them.
 */
export const TICK_MAX = 200_000;
/** Deliveries per send job: the job's retries skip the ones already handed over. */
export const SEND_BATCH = 50;
/** Reminders one person can have passed in a long downtime that are recorded as dropped, one by one. */
const MAX_PASSED = 60;

export function planOf(row: ClaimedRow): SchedulePlan {
  return {
    reminderTiming: row.reminderTiming as ReminderTiming,
    minutesBefore: row.minutesBefore,
    weekendOnly: row.weekendOnly,
    times: toTimesSettings(row),
  };
}

/** The channels a person's reminder goes out on now: SMS needs a number that has not opted out. */
export function channelsOf(row: Pick<ClaimedRow, 'channel' | 'phoneNumber' | 'smsOptedOut'>) {
  const channels: ('sms' | 'push')[] = [];
  if (row.channel !== 'push' && row.phoneNumber && !row.smsOptedOut) channels.push('sms');
  if (row.channel !== 'sms') channels.push('push');
  return channels;
}

/** Whether the stored reminder is still one of the person's, at the same minute, under their settings now. */
function stillDue(plan: SchedulePlan, stored: DueReminder): boolean {
  return remindersOn(plan, stored.prayerDate).some(
    (r) =>
      r.prayer === stored.prayer &&
      r.timing === stored.timing &&
      r.dueAt.getTime() === stored.dueAt.getTime(),
  );
}

/** A claimed person's reminders that have come (queued or dropped) and their next one, for all channels. */
interface Settled {
  came: (Omit<DueReminder, 'dueAt'> & { dueAt: Date; status: NewDelivery['status'] })[];
  next: DueReminder | null;
}

function settleReminders(row: ClaimedRow, now: Date): Settled {
  if (!row.enabled) return { came: [], next: null };
  const plan = planOf(row);
  const came: Settled['came'] = [];
  let current: DueReminder | null = {
    prayer: row.prayer as MainPrayer,
    prayerDate: row.prayerDate,
    timing: row.timing as DueReminder['timing'],
    dueAt: row.dueAt,
  };
  // The prayer settings changed since this was computed (a new place, method or time zone) and no one
  // rescheduled it: it is not sent at a time that is no longer the prayer's; the next one follows.
  if (!stillDue(plan, current)) return { came, next: nextReminder(plan, now) };
  for (let i = 0; current && current.dueAt.getTime() <= now.getTime(); i++) {
    if (i >= MAX_PASSED) return { came, next: nextReminder(plan, now) };
    const status = now.getTime() - current.dueAt.getTime() > DROP_AFTER_MS ? 'dropped' : 'queued';
    came.push({ ...current, status });
    current = nextReminder(plan, current);
  }
  return { came, next: current };
}

/**
 * What decides a claimed person's reminders: everything but who they are and where the message goes.
 * People who share it (one city's people, with the same choices, due in the same minute) are settled
 * by one computation.
 */
const settleKey = (row: ClaimedRow) =>
  JSON.stringify([
    row.prayer,
    row.prayerDate,
    row.timing,
    row.dueAt.getTime(),
    row.enabled,
    row.reminderTiming,
    row.minutesBefore,
    row.weekendOnly,
    row.latitude,
    row.longitude,
    row.timeZone,
    row.calculationMethod,
    row.madhab,
    row.highLatitudeRule,
  ]);

/**
 * What one claimed person gets now: every reminder of theirs whose moment has come (queued, or dropped
 * when it passed more than DROP_AFTER_MS ago), on each of their channels, and their next reminder after
 * those. `shared` keeps the computation for the next person with the same settings and reminder.
 */
export function settle(
  row: ClaimedRow,
  now: Date,
  shared: Map<string, Settled> = new Map(),
): { deliveries: NewDelivery[]; next: DueReminder | null } {
  const key = settleKey(row);
  let settled = shared.get(key);
  if (!settled) {
    settled = settleReminders(row, now);
    shared.set(key, settled);
  }
  const channels = channelsOf(row);
  const deliveries: NewDelivery[] = [];
  for (const { prayer, prayerDate, timing, dueAt, status } of settled.came)
    for (const channel of channels)
      deliveries.push({ userId: row.userId, prayer, prayerDate, timing, channel, status, dueAt });
  return { deliveries, next: settled.next };
}

/** Queues the send jobs of these deliveries, SEND_BATCH to a job, in one statement. */
async function queueSends(jobs: Jobs, ids: number[]) {
  const batches: { deliveryIds: number[] }[] = [];
  for (let i = 0; i < ids.length; i += SEND_BATCH)
    batches.push({ deliveryIds: ids.slice(i, i + SEND_BATCH) });
  await jobs.sendMany(REMINDERS_SEND, batches);
}

/**
 * The minute tick (decision 032): finds who is due from the due index alone and queues one due job per
 * DUE_BATCH of them, in one statement, so the minute's own work is a read and a write however large the
 * burst; the due jobs, on whichever instances are free, claim, record and reschedule. Then the sweep:
 * deliveries whose send jobs were lost are queued again, or dropped once their moment has passed. Its
 * work grows with what is due, not with the number of people.
 */
export function reminderTick(db: Db, clock: Clock, jobs: Jobs) {
  return async (): Promise<{ due: number; requeued: number; dropped: number }> => {
    const now = clock.now();
    const ids = await dueUserIds(db, now, TICK_MAX);
    const batches: { userIds: number[] }[] = [];
    // Each job's people in id order: its claim reads their rows in index order.
    for (let i = 0; i < ids.length; i += DUE_BATCH)
      batches.push({ userIds: ids.slice(i, i + DUE_BATCH).sort((a, b) => a - b) });
    if (batches.length > 0) await jobs.sendMany(REMINDERS_DUE, batches);
    const swept = await sweepStuck(db, now, jobs);
    return { due: ids.length, ...swept };
  };
}

/**
 * A due job (decision 032): claims those of its people who are due now, in one transaction (rows
 * another instance holds are skipped, so a person found by two ticks is handled once), records each
 * delivery once under its unique key and moves each person to their next reminder in one statement,
 * then queues the send jobs. A crash before the commit leaves the people due for the next tick; one
 * after it leaves deliveries queued without a job, for the sweep.
 */
export function processDue(db: Db, clock: Clock, jobs: Jobs) {
  return async ({ userIds }: { userIds: number[] }): Promise<{ claimed: number; queued: number }> => {
    const now = clock.now();
    const { claimed, ids } = await db.transaction(async (t) => {
      const rows = await claimDue(t, now, userIds.length, userIds);
      const shared = new Map<string, Settled>();
      const settled = rows.map((row) => ({ userId: row.userId, ...settle(row, now, shared) }));
      const queuedIds = await recordClaimed(
        t,
        settled.flatMap((x) => x.deliveries),
        settled,
        now,
      );
      return { claimed: rows.length, ids: queuedIds };
    });
    await queueSends(jobs, ids);
    return { claimed, queued: ids.length };
  };
}

/** Deliveries left queued longer than this have lost their send job (a crash after the record). */
export const STUCK_AFTER_MS = 2 * 60_000;
/** Deliveries the sweep looks at per statement. */
const SWEEP_BATCH = 5000;

/**
 * The sweep for deliveries the due job recorded but whose send jobs were never queued: those whose
 * moment is still within the drop window are queued again (taking one is conditional, so a job that
 * was only slow still sends it once), the others are dropped, never sent late.
 */
export async function sweepStuck(db: Db, now: Date, jobs: Jobs) {
  let requeued = 0;
  let dropped = 0;
  for (;;) {
    const found = await sweepQueued(
      db,
      now,
      new Date(now.getTime() - STUCK_AFTER_MS),
      new Date(now.getTime() - DROP_AFTER_MS),
      SWEEP_BATCH,
    );
    await queueSends(jobs, found.requeue);
    requeued += found.requeue.length;
    dropped += found.dropped;
    if (found.requeue.length + found.dropped < SWEEP_BATCH) return { requeued, dropped };
  }
}
