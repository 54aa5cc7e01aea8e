import { and, asc, between, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  prayerDays,
  prayerRecords,
  prayerSettings,
  streaks,
  userActivities,
  userPoints,
} from '../../db/schema/prayer-tracking';

export type PrayerRecordRow = typeof prayerRecords.$inferSelect;
export type PrayerSettingsRow = typeof prayerSettings.$inferSelect;
export type ActivityRow = typeof userActivities.$inferSelect;
export type StreakRow = typeof streaks.$inferSelect;

export const DAILY_PRAYER = 'daily_prayer';

/** Everything prayer tracking stores. `tx` methods take the transaction they must run in. */
export function prayerTrackingRepository(db: Db) {
  return {
    async settings(userId: number): Promise<PrayerSettingsRow | undefined> {
      const [row] = await db.select().from(prayerSettings).where(eq(prayerSettings.userId, userId));
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

    daysBetween(userId: number, from: string, to: string) {
      return db
        .select()
        .from(prayerDays)
        .where(and(eq(prayerDays.userId, userId), between(prayerDays.date, from, to)));
    },

    async streak(userId: number, type = DAILY_PRAYER): Promise<StreakRow | undefined> {
      const [row] = await db
        .select()
        .from(streaks)
        .where(and(eq(streaks.userId, userId), eq(streaks.streakType, type)));
      return row;
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

  async insertActivity(t: Db, values: typeof userActivities.$inferInsert): Promise<ActivityRow> {
    const [row] = await t.insert(userActivities).values(values).returning();
    return row!;
  },
};

export type PrayerTrackingRepository = ReturnType<typeof prayerTrackingRepository>;
