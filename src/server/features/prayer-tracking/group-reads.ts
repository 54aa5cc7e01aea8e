import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  prayerDays,
  prayerSettings,
  streaks,
  userActivities,
  userPoints,
} from '../../db/schema/prayer-tracking';
import { DAILY_PRAYER } from './repository';

/**
 * Set-based reads for many people at once (a study group's leaderboard and challenges). Each is one
 * statement over the roll-ups (user_points, streaks, prayer_days), never over prayer_records, so its
 * cost follows the number of people and the dates asked for, not the length of their history.
 */

/** A PostgreSQL int[] literal; both drivers pass it as one text parameter. */
const intArray = (ids: readonly number[]) => `{${ids.map((id) => Math.trunc(id)).join(',')}}`;

type Rows<T> = { rows: T[] };

export interface StandingRow {
  userId: number;
  totalPoints: number;
  currentStreak: number;
  lastPrayerDate: string | null;
  timeZone: string | null;
}

export interface PrayerTotals {
  prayersCompleted: number;
  perfectDays: number;
  points: number;
}

export function groupReads(db: Db) {
  return {
    /** Each person's point total and stored daily_prayer run, with the time zone that dates it. */
    async standings(userIds: readonly number[]): Promise<StandingRow[]> {
      if (userIds.length === 0) return [];
      const result = await db.execute(sql`
        select m.id as "userId",
          coalesce(p.total_points, 0)::int as "totalPoints",
          coalesce(s.current_streak, 0)::int as "currentStreak",
          s.last_prayer_date::text as "lastPrayerDate",
          ps.time_zone as "timeZone"
        from unnest(${intArray(userIds)}::int[]) as m(id)
        left join ${userPoints} p on p.user_id = m.id
        left join ${streaks} s on s.user_id = m.id and s.streak_type = ${DAILY_PRAYER}
        left join ${prayerSettings} ps on ps.user_id = m.id`);
      return (result as unknown as Rows<StandingRow>).rows.map((r) => ({
        ...r,
        totalPoints: Number(r.totalPoints),
        currentStreak: Number(r.currentStreak),
      }));
    },

    /** Prayers, perfect days and prayer points of these people between two dates (inclusive). */
    async totals(userIds: readonly number[], from: string, to: string): Promise<PrayerTotals> {
      if (userIds.length === 0) return { prayersCompleted: 0, perfectDays: 0, points: 0 };
      const result = await db.execute(sql`
        select coalesce(sum(d.completed_count), 0)::int as "prayersCompleted",
          (count(*) filter (where d.completed_count = 5))::int as "perfectDays",
          coalesce(sum(d.points), 0)::int as "points"
        from ${prayerDays} d
        where d.user_id = any(${intArray(userIds)}::int[]) and d.date between ${from} and ${to}`);
      const row = (result as unknown as Rows<PrayerTotals>).rows[0]!;
      return {
        prayersCompleted: Number(row.prayersCompleted),
        perfectDays: Number(row.perfectDays),
        points: Number(row.points),
      };
    },

    /** Activities these people logged for this group between two of their local dates. */
    async groupActivities(groupId: number, userIds: readonly number[], from: string, to: string) {
      if (userIds.length === 0) return 0;
      const result = await db.execute(sql`
        select count(*)::int as n from ${userActivities} a
        where a.group_id = ${groupId} and a.user_id = any(${intArray(userIds)}::int[])
          and a.activity_date between ${from} and ${to}`);
      return Number((result as unknown as Rows<{ n: number }>).rows[0]!.n);
    },

    /**
     * A deleted group's activities stay in their people's logs (they earned those points) but no
     * longer name the group (the group's data goes with it, decision 020).
     */
    async forgetGroup(groupId: number): Promise<void> {
      await db.execute(sql`update ${userActivities} set group_id = null where group_id = ${groupId}`);
    },
  };
}
