import { and, asc, between, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  prayerDays,
  prayerRecords,
  prayerSettings,
  prayerTotals,
  streaks,
  userActivities,
  userPoints,
} from '../../db/schema/prayer-tracking';

export type PrayerRecordRow = typeof prayerRecords.$inferSelect;
export type PrayerSettingsRow = typeof prayerSettings.$inferSelect;
export type ActivityRow = typeof userActivities.$inferSelect;
export type StreakRow = typeof streaks.$inferSelect;

export const DAILY_PRAYER = 'daily_prayer';

const userId = sql.placeholder('userId');
const from = sql.placeholder('from');
const to = sql.placeholder('to');
const settingsColumns = {
  latitude: prayerSettings.latitude,
  longitude: prayerSettings.longitude,
  placeName: prayerSettings.placeName,
  timeZone: prayerSettings.timeZone,
  calculationMethod: prayerSettings.calculationMethod,
  madhab: prayerSettings.madhab,
  highLatitudeRule: prayerSettings.highLatitudeRule,
};
export type TimesSettingsRow = { [K in keyof typeof settingsColumns]: PrayerSettingsRow[K] | null };
/** A record as the daily view reads it: [id, prayerType, prayerDate, completed, onTime, pointsEarned]. */
export type DayRecord = [number, string, string, boolean, boolean, number];

/**
 * The hot reads, each one prepared statement and one round trip: the person's settings (their time
 * zone decides what "today" is) come with the rows, read over a range wide enough for any time zone
 * and narrowed in the service. Rows come as JSON built by the database: one value, not one row each.
 */
function hotReads(db: Db) {
  const one = sql`(select 1) as one`;
  const dailyStreak = and(eq(streaks.userId, userId), eq(streaks.streakType, DAILY_PRAYER));
  return {
    today: db
      .select({
        ...settingsColumns,
        records: sql<
          DayRecord[] | null
        >`(select json_agg(json_build_array(r.id, r.prayer_type, r.prayer_date::text, r.completed, r.on_time, r.points_earned))
          from ${prayerRecords} r where r.user_id = ${userId} and r.prayer_date between ${from} and ${to})`,
      })
      .from(one)
      .leftJoin(prayerSettings, eq(prayerSettings.userId, userId))
      .prepare('prayer_today'),
    month: db
      .select({
        timeZone: prayerSettings.timeZone,
        currentStreak: streaks.currentStreak,
        lastPrayerDate: streaks.lastPrayerDate,
        /** Date -> the completed prayers of that day, comma-separated. */
        done: sql<Record<string, string> | null>`(select json_object_agg(d, types) from (
            select r.prayer_date::text as d, string_agg(r.prayer_type, ',') as types from ${prayerRecords} r
            where r.user_id = ${userId} and r.prayer_date between ${from} and ${to} and r.completed
            group by r.prayer_date) days)`,
        points: sql<Record<string, number> | null>`(select json_object_agg(p.date::text, p.points)
          from ${prayerDays} p where p.user_id = ${userId} and p.date between ${from} and ${to})`,
      })
      .from(one)
      .leftJoin(prayerSettings, eq(prayerSettings.userId, userId))
      .leftJoin(streaks, dailyStreak)
      .prepare('prayer_month'),
    stats: db
      .select({
        timeZone: prayerSettings.timeZone,
        currentStreak: streaks.currentStreak,
        longestStreak: streaks.longestStreak,
        lastPrayerDate: streaks.lastPrayerDate,
        totalPoints: sql<
          number | null
        >`(select u.total_points from ${userPoints} u where u.user_id = ${userId})`,
        completed: sql<Record<string, number> | null>`(select json_object_agg(p.date::text, p.completed_count)
          from ${prayerDays} p where p.user_id = ${userId} and p.date between ${from} and ${to})`,
      })
      .from(one)
      .leftJoin(prayerSettings, eq(prayerSettings.userId, userId))
      .leftJoin(streaks, dailyStreak)
      .prepare('prayer_stats'),
    progress: db
      .select({
        timeZone: prayerSettings.timeZone,
        currentStreak: streaks.currentStreak,
        longestStreak: streaks.longestStreak,
        lastPrayerDate: streaks.lastPrayerDate,
        totalPoints: sql<
          number | null
        >`(select u.total_points from ${userPoints} u where u.user_id = ${userId})`,
        /** Date -> [main prayers completed, points of the records] over the range. */
        days: sql<Record<
          string,
          [number, number]
        > | null>`(select json_object_agg(p.date::text, json_build_array(p.completed_count, p.points))
          from ${prayerDays} p where p.user_id = ${userId} and p.date between ${from} and ${to})`,
        /** Local date -> points of the activities logged since the range's first day began anywhere. */
        activityPoints: sql<Record<string, number> | null>`(select json_object_agg(d, points) from (
            select a.activity_date::text as d, sum(a.points)::int as points from ${userActivities} a
            where a.user_id = ${userId} and a.completed_at >= (${from}::date - 1)::timestamptz
            group by a.activity_date) days)`,
        // Capped counts: the achievements only ask "at least 10 records", "at least 20 on time", so a
        // long history is never counted in full.
        records: sql<number>`(select count(*)::int from (select 1 from ${prayerRecords} r
          where r.user_id = ${userId} order by r.prayer_date limit ${sql.placeholder('recordsCap')}) capped)`,
        onTime: sql<number>`(select count(*)::int from (select 1 from ${prayerRecords} r
          where r.user_id = ${userId} and r.on_time limit ${sql.placeholder('onTimeCap')}) capped)`,
      })
      .from(one)
      .leftJoin(prayerSettings, eq(prayerSettings.userId, userId))
      .leftJoin(streaks, dailyStreak)
      .prepare('prayer_progress'),
    /** The counts the community feature's achievements read: one row however long the history. */
    totals: db
      .select({
        timeZone: prayerSettings.timeZone,
        currentStreak: streaks.currentStreak,
        longestStreak: streaks.longestStreak,
        lastPrayerDate: streaks.lastPrayerDate,
        onTimeFajr: prayerTotals.onTimeFajr,
        ramadanPrayers: prayerTotals.ramadanPrayers,
      })
      .from(one)
      .leftJoin(prayerSettings, eq(prayerSettings.userId, userId))
      .leftJoin(streaks, dailyStreak)
      .leftJoin(prayerTotals, eq(prayerTotals.userId, userId))
      .prepare('prayer_totals'),
    /** The settings' time zone with the main prayers completed per day over a short range. */
    days: db
      .select({
        timeZone: prayerSettings.timeZone,
        completed: sql<Record<string, number> | null>`(select json_object_agg(p.date::text, p.completed_count)
          from ${prayerDays} p where p.user_id = ${userId} and p.date between ${from} and ${to})`,
      })
      .from(one)
      .leftJoin(prayerSettings, eq(prayerSettings.userId, userId))
      .prepare('prayer_days_between'),
    settings: db
      .select()
      .from(prayerSettings)
      .where(eq(prayerSettings.userId, userId))
      .prepare('prayer_settings'),
  };
}

/** Everything prayer tracking stores. `tx` methods take the transaction they must run in. */
export function prayerTrackingRepository(db: Db) {
  const reads = hotReads(db);
  return {
    async todayReads(id: number, range: { from: string; to: string }) {
      const [row] = await reads.today.execute({ userId: id, ...range });
      return row!;
    },

    async monthReads(id: number, range: { from: string; to: string }) {
      const [row] = await reads.month.execute({ userId: id, ...range });
      return row!;
    },

    async statsReads(id: number, range: { from: string; to: string }) {
      const [row] = await reads.stats.execute({ userId: id, ...range });
      return row!;
    },

    async progressReads(
      id: number,
      range: { from: string; to: string },
      caps: { recordsCap: number; onTimeCap: number },
    ) {
      const [row] = await reads.progress.execute({ userId: id, ...range, ...caps });
      return row!;
    },

    async totalsReads(id: number) {
      const [row] = await reads.totals.execute({ userId: id });
      return row!;
    },

    async daysReads(id: number, range: { from: string; to: string }) {
      const [row] = await reads.days.execute({ userId: id, ...range });
      return row!;
    },

    async settings(id: number): Promise<PrayerSettingsRow | undefined> {
      const [row] = await reads.settings.execute({ userId: id });
      return row;
    },

    async saveSettings(
      userId: number,
      values: Partial<typeof prayerSettings.$inferInsert>,
    ): Promise<PrayerSettingsRow> {
      const [row] = await db
        .insert(prayerSettings)
        .values({ userId, ...values, updatedAt: new Date() })
        .onConflictDoUpdate({ target: prayerSettings.userId, set: { ...values, updatedAt: new Date() } })
        .returning();
      return row!;
    },

    recordsBetween(userId: number, from: string, to: string): Promise<PrayerRecordRow[]> {
      return db
        .select()
        .from(prayerRecords)
        .where(and(eq(prayerRecords.userId, userId), between(prayerRecords.prayerDate, from, to)))
        .orderBy(asc(prayerRecords.prayerDate), asc(prayerRecords.id));
    },

    allStreaks(userId: number): Promise<StreakRow[]> {
      return db.select().from(streaks).where(eq(streaks.userId, userId)).orderBy(asc(streaks.streakType));
    },

    async totalPoints(userId: number): Promise<number> {
      const [row] = await db.select().from(userPoints).where(eq(userPoints.userId, userId));
      return row?.totalPoints ?? 0;
    },

    recentActivities(userId: number, limit: number): Promise<ActivityRow[]> {
      return db
        .select()
        .from(userActivities)
        .where(eq(userActivities.userId, userId))
        .orderBy(desc(userActivities.completedAt), desc(userActivities.id))
        .limit(limit);
    },

    transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx as unknown as Db));
    },
  };
}

/** Writes that keep the roll-ups (prayer_days, user_points, streaks) in step with the records. */
export const tx = {
  async insertRecord(t: Db, values: typeof prayerRecords.$inferInsert): Promise<PrayerRecordRow> {
    const [row] = await t.insert(prayerRecords).values(values).returning();
    return row!;
  },

  async deleteOwnRecord(t: Db, userId: number, id: number): Promise<PrayerRecordRow | undefined> {
    const [row] = await t
      .delete(prayerRecords)
      .where(and(eq(prayerRecords.id, id), eq(prayerRecords.userId, userId)))
      .returning();
    return row;
  },

  /** Adds to a day's roll-up and returns its completed count before and after. */
  async adjustDay(t: Db, userId: number, date: string, completedDelta: number, pointsDelta: number) {
    const [row] = await t
      .insert(prayerDays)
      .values({ userId, date, completedCount: Math.max(0, completedDelta), points: pointsDelta })
      .onConflictDoUpdate({
        target: [prayerDays.userId, prayerDays.date],
        set: {
          completedCount: sql`${prayerDays.completedCount} + ${completedDelta}`,
          points: sql`${prayerDays.points} + ${pointsDelta}`,
        },
      })
      .returning({ completedCount: prayerDays.completedCount });
    const after = row!.completedCount;
    return { before: after - completedDelta, after };
  },

  async addPoints(t: Db, userId: number, delta: number): Promise<void> {
    if (delta === 0) return;
    await t
      .insert(userPoints)
      .values({ userId, totalPoints: delta })
      .onConflictDoUpdate({
        target: userPoints.userId,
        set: { totalPoints: sql`${userPoints.totalPoints} + ${delta}` },
      });
  },

  /**
   * Recomputes the daily_prayer streak from the perfect days (D7): the runs of consecutive dates with
   * all five prayers ("gaps and islands"); the longest run and the most recent one are kept. It reads
   * the user's perfect days only, through a partial index, and only when a day becomes or stops being
   * perfect; reads of the streak then cost one row.
   */
  async recomputeDailyStreak(t: Db, userId: number): Promise<void> {
    const result = await t.execute(sql`
      with perfect as (
        select date from prayer_days where user_id = ${userId} and completed_count = 5
      ),
      runs as (
        select max(date) as last_date, count(*)::int as length
        from (select date, date - (row_number() over (order by date))::int as run from perfect) numbered
        group by run
      )
      select
        (select last_date::text from runs order by last_date desc limit 1) as last_date,
        (select length from runs order by last_date desc limit 1) as current_length,
        (select coalesce(max(length), 0) from runs) as longest`);
    const row = (
      result as unknown as {
        rows: { last_date: string | null; current_length: number | null; longest: number }[];
      }
    ).rows[0]!;
    const values = {
      currentStreak: row.current_length ?? 0,
      longestStreak: Number(row.longest),
      lastPrayerDate: row.last_date,
      updatedAt: new Date(),
    };
    await t
      .insert(streaks)
      .values({ userId, streakType: DAILY_PRAYER, ...values })
      .onConflictDoUpdate({ target: [streaks.userId, streaks.streakType], set: values });
  },

  /** Adds to the counts other features read (on-time Fajr, prayers in Ramadan). */
  async adjustTotals(t: Db, userId: number, onTimeFajr: number, ramadanPrayers: number): Promise<void> {
    if (onTimeFajr === 0 && ramadanPrayers === 0) return;
    await t
      .insert(prayerTotals)
      .values({ userId, onTimeFajr: Math.max(0, onTimeFajr), ramadanPrayers: Math.max(0, ramadanPrayers) })
      .onConflictDoUpdate({
        target: prayerTotals.userId,
        set: {
          onTimeFajr: sql`${prayerTotals.onTimeFajr} + ${onTimeFajr}`,
          ramadanPrayers: sql`${prayerTotals.ramadanPrayers} + ${ramadanPrayers}`,
        },
      });
  },

  async insertActivity(t: Db, values: typeof userActivities.$inferInsert): Promise<ActivityRow> {
    const [row] = await t.insert(userActivities).values(values).returning();
    return row!;
  },
};

export type PrayerTrackingRepository = ReturnType<typeof prayerTrackingRepository>;
