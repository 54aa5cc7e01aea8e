import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  pushSubscriptions,
  reminderDeliveries,
  reminderDue,
  reminderSettings,
} from '../../db/schema/reminders';
import type { DueReminder } from './schedule';

export type ReminderSettingsRow = typeof reminderSettings.$inferSelect;
export type DeliveryRow = typeof reminderDeliveries.$inferSelect;

/** A due row claimed by the tick, with what its next reminder and its deliveries are computed from. */
export interface ClaimedRow {
  userId: number;
  prayer: string;
  prayerDate: string;
  timing: string;
  dueAt: Date;
  enabled: boolean;
  channel: string;
  reminderTiming: string;
  minutesBefore: number;
  weekendOnly: boolean;
  phoneNumber: string | null;
  smsOptedOut: boolean;
  latitude: number | null;
  longitude: number | null;
  placeName: string | null;
  timeZone: string | null;
  calculationMethod: string | null;
  madhab: string | null;
  highLatitudeRule: string | null;
}

export interface NewDelivery {
  userId: number;
  prayer: string;
  prayerDate: string;
  timing: string;
  channel: 'sms' | 'push';
  status: 'queued' | 'dropped';
  /** The reminder's moment. */
  dueAt: Date;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export function remindersRepository(db: Db) {
  return {
    async settings(userId: number): Promise<ReminderSettingsRow | undefined> {
      const [row] = await db.select().from(reminderSettings).where(eq(reminderSettings.userId, userId));
      return row;
    },
    async saveSettings(row: typeof reminderSettings.$inferInsert): Promise<ReminderSettingsRow> {
      const { userId: _userId, ...changes } = row;
      const [saved] = await db
        .insert(reminderSettings)
        .values(row)
        .onConflictDoUpdate({ target: reminderSettings.userId, set: changes })
        .returning();
      return saved!;
    },
    async setDue(userId: number, next: DueReminder | null): Promise<void> {
      if (!next) {
        await db.delete(reminderDue).where(eq(reminderDue.userId, userId));
        return;
      }
      const values = { userId, ...next };
      await db
        .insert(reminderDue)
        .values(values)
        .onConflictDoUpdate({ target: reminderDue.userId, set: next });
    },
    async due(userId: number) {
      const [row] = await db.select().from(reminderDue).where(eq(reminderDue.userId, userId));
      return row;
    },
    recent(userId: number, limit: number): Promise<DeliveryRow[]> {
      return db
        .select()
        .from(reminderDeliveries)
        .where(eq(reminderDeliveries.userId, userId))
        .orderBy(desc(reminderDeliveries.createdAt), desc(reminderDeliveries.id))
        .limit(limit);
    },
    /** Records a provider's delivery report on the message it names. */
    async reportStatus(providerId: string, status: 'sent' | 'delivered' | 'failed') {
      const [row] = await db
        .update(reminderDeliveries)
        .set({ status })
        .where(and(eq(reminderDeliveries.providerId, providerId), eq(reminderDeliveries.channel, 'sms')))
        .returning({ userId: reminderDeliveries.userId });
      return row;
    },
    /** Saves a browser's subscription for this person (a browser moved to another account moves with it). */
    async subscribe(userId: number, endpoint: string, keys: { p256dh: string; auth: string }) {
      await db
        .insert(pushSubscriptions)
        .values({ userId, endpoint, keys })
        .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { userId, keys } });
    },
    async unsubscribe(userId: number, endpoint: string) {
      await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
    },
    subscriptions(userId: number) {
      return db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
    },
    /** The push service said the subscription is gone. */
    async forgetSubscription(id: number) {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
    },
    async optOutOfSms(userId: number): Promise<void> {
      await db.update(reminderSettings).set({ smsOptedOut: true }).where(eq(reminderSettings.userId, userId));
    },
  };
}

/** A Postgres int[] literal of ids (integers only, so nothing needs quoting). */
const intArray = (ids: readonly number[]) => `{${ids.map((id) => Math.trunc(id)).join(',')}}`;

/**
 * The people whose next reminder has come (decision 032): the tick's find, read from the due index
 * alone, most overdue first. Nothing is locked: the claim that follows in the due jobs locks.
 */
export async function dueUserIds(db: Db, now: Date, limit: number): Promise<number[]> {
  const result = await db.execute(sql`
    select user_id as "userId" from reminder_due
    where due_at <= ${now.toISOString()}::timestamptz
    order by due_at
    limit ${limit}`);
  return rowsOf<{ userId: number }>(result).map((r) => r.userId);
}

/**
 * The claim, in a due job's transaction: those of `userIds` (all, without them) that are due, locked;
 * rows another instance holds are skipped.
 */
export async function claimDue(
  t: Db,
  now: Date,
  limit: number,
  userIds?: readonly number[],
): Promise<ClaimedRow[]> {
  const among = userIds ? sql`and d.user_id = any(${intArray(userIds)}::int[])` : sql``;
  const result = await t.execute(sql`
    select d.user_id as "userId", d.prayer, d.prayer_date::text as "prayerDate", d.timing,
      d.due_at as "dueAt", s.enabled, s.channel, s.reminder_timing as "reminderTiming",
      s.minutes_before as "minutesBefore", s.weekend_only as "weekendOnly",
      s.phone_number as "phoneNumber", s.sms_opted_out as "smsOptedOut",
      p.latitude, p.longitude, p.place_name as "placeName", p.time_zone as "timeZone",
      p.calculation_method as "calculationMethod", p.madhab, p.high_latitude_rule as "highLatitudeRule"
    from reminder_due d
    join reminder_settings s on s.user_id = d.user_id
    left join prayer_settings p on p.user_id = d.user_id
    where d.due_at <= ${now.toISOString()}::timestamptz ${among}
    order by d.due_at
    limit ${limit}
    for update of d skip locked`);
  return rowsOf<ClaimedRow>(result).map((r) => ({ ...r, dueAt: new Date(r.dueAt) }));
}

/**
 * What the claim settled, written in one statement: each delivery inserted once (the unique key), each
 * claimed person moved to their next reminder (or their row removed when they have none). Answers the
 * ids of the deliveries this call queued.
 */
export async function recordClaimed(
  t: Db,
  deliveries: NewDelivery[],
  claimed: { userId: number; next: DueReminder | null }[],
  now: Date,
): Promise<number[]> {
  const moved = claimed.flatMap(({ userId, next }) =>
    next
      ? [
          {
            user_id: userId,
            prayer: next.prayer,
            prayer_date: next.prayerDate,
            timing: next.timing,
            due_at: next.dueAt.toISOString(),
          },
        ]
      : [],
  );
  const gone = claimed.filter((c) => !c.next).map((c) => c.userId);
  const result = await t.execute(sql`
    with inserted as (
      insert into reminder_deliveries
        (user_id, prayer, prayer_date, timing, channel, status, due_at, created_at)
      select v.user_id, v.prayer, v.prayer_date, v.timing, v.channel, v.status, v.due_at,
        ${now.toISOString()}::timestamptz
      from json_to_recordset(${JSON.stringify(deliveries.map(snake))}::json)
        as v(user_id int, prayer text, prayer_date date, timing text, channel text, status text,
          due_at timestamptz)
      on conflict do nothing
      returning id, status
    ), moved as (
      update reminder_due d set prayer = v.prayer, prayer_date = v.prayer_date, timing = v.timing,
        due_at = v.due_at
      from json_to_recordset(${JSON.stringify(moved)}::json)
        as v(user_id int, prayer text, prayer_date date, timing text, due_at timestamptz)
      where d.user_id = v.user_id
      returning 1
    ), gone as (
      delete from reminder_due where user_id = any(${intArray(gone)}::int[])
      returning 1
    )
    select id from inserted where status = 'queued' order by id`);
  return rowsOf<{ id: number }>(result).map((r) => r.id);
}

const snake = (r: NewDelivery) => ({
  user_id: r.userId,
  prayer: r.prayer,
  prayer_date: r.prayerDate,
  timing: r.timing,
  channel: r.channel,
  status: r.status,
  due_at: r.dueAt.toISOString(),
});

/**
 * Deliveries still queued whose send job has not taken them by `staleBefore` (a crash between the
 * record and the queuing of the send jobs loses the jobs). Those whose moment is within the drop
 * window are answered, to be queued again (taking a delivery is conditional, so one whose job was
 * only late is still sent once) and stamped as queued at `now`, so that a send job that only waits
 * is not queued again by every sweep; those past it are marked dropped, never sent late.
 */
export async function sweepQueued(
  db: Db,
  now: Date,
  staleBefore: Date,
  dropBefore: Date,
  limit: number,
): Promise<{ requeue: number[]; dropped: number }> {
  const result = await db.execute(sql`
    with stale as (
      select id, coalesce(due_at, created_at) < ${dropBefore.toISOString()}::timestamptz as late
      from reminder_deliveries
      where status = 'queued' and created_at < ${staleBefore.toISOString()}::timestamptz
      order by created_at
      limit ${limit}
      for update skip locked
    ), dropped as (
      update reminder_deliveries r set status = 'dropped'
      from stale where r.id = stale.id and stale.late
      returning 1
    ), requeued as (
      -- Stamped as queued now (its moment kept in due_at), so the next sweep leaves it alone for
      -- another STUCK_AFTER_MS instead of queuing it again each minute or each pass.
      update reminder_deliveries r set created_at = ${now.toISOString()}::timestamptz,
        due_at = coalesce(r.due_at, r.created_at)
      from stale where r.id = stale.id and not stale.late
      returning 1
    )
    select id, late from stale`);
  const rows = rowsOf<{ id: number; late: boolean }>(result);
  return {
    requeue: rows.filter((r) => !r.late).map((r) => r.id),
    dropped: rows.filter((r) => r.late).length,
  };
}

/** Takes one queued delivery for sending (queued to sending): false when another run already took it. */
export async function takeDelivery(db: Db, id: number) {
  const result = await db.execute(sql`
    update reminder_deliveries set status = 'sending' where id = ${id} and status = 'queued'
    returning id, user_id as "userId", prayer, prayer_date::text as "prayerDate", timing, channel,
      coalesce(due_at, created_at) as "dueAt"`);
  const [row] = rowsOf<{
    id: number;
    userId: number;
    prayer: string;
    prayerDate: string;
    timing: string;
    channel: string;
    dueAt: string | Date;
  }>(result);
  return row ? { ...row, dueAt: new Date(row.dueAt) } : undefined;
}

export async function finishDelivery(
  db: Db,
  id: number,
  change: { status: 'queued' | 'sent' | 'failed' | 'dropped'; providerId?: string | null; body?: string },
): Promise<void> {
  await db.update(reminderDeliveries).set(change).where(eq(reminderDeliveries.id, id));
}
