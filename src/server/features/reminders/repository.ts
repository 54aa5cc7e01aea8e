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

/** The claim, in the tick's transaction: due rows locked, rows another instance holds skipped. */
export async function claimDue(t: Db, now: Date, limit: number): Promise<ClaimedRow[]> {
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
    where d.due_at <= ${now.toISOString()}::timestamptz
    order by d.due_at
    limit ${limit}
    for update of d skip locked`);
  return rowsOf<ClaimedRow>(result).map((r) => ({ ...r, dueAt: new Date(r.dueAt) }));
}

/** Inserts the deliveries once each (the unique key): the ids of those this call queued. */
export async function insertDeliveries(t: Db, rows: NewDelivery[], now: Date): Promise<number[]> {
  if (rows.length === 0) return [];
  const result = await t.execute(sql`
    insert into reminder_deliveries (user_id, prayer, prayer_date, timing, channel, status, created_at)
    select v.user_id, v.prayer, v.prayer_date, v.timing, v.channel, v.status, ${now.toISOString()}::timestamptz
    from json_to_recordset(${JSON.stringify(rows.map(snake))}::json)
      as v(user_id int, prayer text, prayer_date date, timing text, channel text, status text)
    on conflict do nothing
    returning id, status`);
  return rowsOf<{ id: number; status: string }>(result)
    .filter((r) => r.status === 'queued')
    .map((r) => r.id);
}

const snake = (r: NewDelivery) => ({
  user_id: r.userId,
  prayer: r.prayer,
  prayer_date: r.prayerDate,
  timing: r.timing,
  channel: r.channel,
  status: r.status,
});

/** Moves each claimed person to their next reminder (or removes the row when they have none). */
export async function advanceDue(t: Db, rows: { userId: number; next: DueReminder | null }[]): Promise<void> {
  const moved = rows.filter((r) => r.next);
  const gone = rows.filter((r) => !r.next).map((r) => r.userId);
  if (moved.length > 0) {
    const values = moved.map(({ userId, next }) => ({
      user_id: userId,
      prayer: next!.prayer,
      prayer_date: next!.prayerDate,
      timing: next!.timing,
      due_at: next!.dueAt.toISOString(),
    }));
    await t.execute(sql`
      update reminder_due d set prayer = v.prayer, prayer_date = v.prayer_date, timing = v.timing,
        due_at = v.due_at
      from json_to_recordset(${JSON.stringify(values)}::json)
        as v(user_id int, prayer text, prayer_date date, timing text, due_at timestamptz)
      where d.user_id = v.user_id`);
  }
  if (gone.length > 0) {
    await t.execute(
      sql`delete from reminder_due where user_id in (${sql.join(
        gone.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
  }
}

/** Takes one queued delivery for sending (queued to sending): false when another run already took it. */
export async function takeDelivery(db: Db, id: number) {
  const result = await db.execute(sql`
    update reminder_deliveries set status = 'sending' where id = ${id} and status = 'queued'
    returning id, user_id as "userId", prayer, prayer_date::text as "prayerDate", timing, channel,
      created_at as "createdAt"`);
  const [row] = rowsOf<{
    id: number;
    userId: number;
    prayer: string;
    prayerDate: string;
    timing: string;
    channel: string;
    createdAt: string | Date;
  }>(result);
  return row ? { ...row, createdAt: new Date(row.createdAt) } : undefined;
}

export async function finishDelivery(
  db: Db,
  id: number,
  change: { status: 'queued' | 'sent' | 'failed' | 'dropped'; providerId?: string | null; body?: string },
): Promise<void> {
  await db.update(reminderDeliveries).set(change).where(eq(reminderDeliveries.id, id));
}
