import type { MainPrayer } from '@/contracts/prayer-tracking';
import type { ReminderTiming } from '@/contracts/reminders';
import type { Db } from '../../db/client';
import type { Clock } from '../../platform/clock';
import type { Jobs } from '../../platform/jobs/port';
import { toTimesSettings } from '../prayer-tracking/public';
import { advanceDue, claimDue, insertDeliveries, type ClaimedRow, type NewDelivery } from './repository';
import { nextReminder, remindersOn, type DueReminder, type SchedulePlan } from './schedule';

export const REMINDERS_TICK = 'reminders-tick';
export const REMINDERS_SEND = 'reminders-send';
/** A reminder whose moment passed longer ago than this (the servers were down) is dropped, never sent. */
export const DROP_AFTER_MS = 5 * 60_000;
/** Rows claimed per transaction; the tick repeats until fewer are due. */
export const TICK_BATCH = 2000;
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

/**
 * What one claimed person gets now: every reminder of theirs whose moment has come (queued, or dropped
 * when it passed more than DROP_AFTER_MS ago), and their next reminder after those.
 */
export function settle(row: ClaimedRow, now: Date): { deliveries: NewDelivery[]; next: DueReminder | null } {
  if (!row.enabled) return { deliveries: [], next: null };
  const plan = planOf(row);
  const channels = channelsOf(row);
  const deliveries: NewDelivery[] = [];
  let current: DueReminder | null = {
    prayer: row.prayer as MainPrayer,
    prayerDate: row.prayerDate,
    timing: row.timing as DueReminder['timing'],
    dueAt: row.dueAt,
  };
  // The prayer settings changed since this was computed (a new place, method or time zone) and no one
  // rescheduled it: it is not sent at a time that is no longer the prayer's; the next one follows.
  if (!stillDue(plan, current)) return { deliveries, next: nextReminder(plan, now) };
  for (let i = 0; current && current.dueAt.getTime() <= now.getTime(); i++) {
    if (i >= MAX_PASSED) return { deliveries, next: nextReminder(plan, now) };
    const status = now.getTime() - current.dueAt.getTime() > DROP_AFTER_MS ? 'dropped' : 'queued';
    const { prayer, prayerDate, timing } = current;
    for (const channel of channels)
      deliveries.push({ userId: row.userId, prayer, prayerDate, timing, channel, status });
    current = nextReminder(plan, current);
  }
  return { deliveries, next: current };
}

/**
 * The minute tick (decision 032): claims what is due in batches (rows another instance holds are
 * skipped), records each delivery once under its unique key, moves each person to their next reminder
 * in the same transaction, then queues the send jobs. Its work grows with what is due, not with the
 * number of people.
 */
export function reminderTick(db: Db, clock: Clock, jobs: Jobs) {
  return async (): Promise<{ claimed: number; queued: number }> => {
    const now = clock.now();
    let claimed = 0;
    let queued = 0;
    for (;;) {
      const { count, ids } = await db.transaction(async (t) => {
        const rows = await claimDue(t, now, TICK_BATCH);
        const settled = rows.map((row) => ({ userId: row.userId, ...settle(row, now) }));
        const queuedIds = await insertDeliveries(
          t,
          settled.flatMap((s) => s.deliveries),
          now,
        );
        await advanceDue(t, settled);
        return { count: rows.length, ids: queuedIds };
      });
      claimed += count;
      queued += ids.length;
      for (let i = 0; i < ids.length; i += SEND_BATCH) {
        await jobs.send(REMINDERS_SEND, { deliveryIds: ids.slice(i, i + SEND_BATCH) });
      }
      if (count < TICK_BATCH) return { claimed, queued };
    }
  };
}
