import { sql } from 'drizzle-orm';
import {
  prayerDays,
  prayerRecords,
  prayerSettings,
  prayerTotals,
  streaks,
  userActivities,
  userPoints,
} from '../../db/schema/prayer-tracking';
import { PERSON_ID, personReadPart } from '../../platform/person-read';
import { addDays, localDate, weekStartOf } from './dates';
import { DAILY_PRAYER } from './repository';
import { currentStreakOf, FALLBACK_TIME_ZONE } from './rules';

/**
 * Prayer tracking's shares of the reads other features compose about one person (decision 022): each
 * one SQL value over the roll-ups (a few rows however long the history) that the composing feature
 * prepares with its own parts into one statement. The person's time zone decides what "today" is, so
 * date ranges are read wide enough for any time zone and narrowed here once it is known.
 */

/** The most "at least n" counts the caller asks about; counting stops there. */
export interface ProgressCaps {
  recordsCap: number;
  onTimeCap: number;
}

export interface PrayerProgress {
  /** The person's date and the Sunday its week began on, in their time zone. */
  today: string;
  weekStart: string;
  timeZone: string;
  totalPoints: number;
  currentStreak: number;
  bestStreak: number;
  /** Main prayers completed today, 0 to 5. */
  todayCompleted: number;
  /** Main prayers completed this week, and the points of its records and activities. */
  week: { prayers: number; points: number };
  /** Prayer records of any day and type, counted up to `recordsCap`. */
  records: number;
  /** Prayers recorded on time, counted up to `onTimeCap`. */
  onTimePrayers: number;
}

/** The person's time zone (null before the prayer settings are saved). */
const timeZone = sql`(select ps.time_zone from ${prayerSettings} ps where ps.user_id = ${PERSON_ID})`;
/** The daily_prayer streak row: [current, longest, last prayer date], or null before the first perfect day. */
const dailyStreak = sql`(select json_build_array(s.current_streak, s.longest_streak, s.last_prayer_date)
  from ${streaks} s where s.user_id = ${PERSON_ID} and s.streak_type = ${DAILY_PRAYER})`;
type StreakValue = [number, number, string] | null;

const dayOf = (zone: string | null, now: Date) => {
  const timeZone = zone ?? FALLBACK_TIME_ZONE;
  return { timeZone, today: localDate(now, timeZone) };
};
const currentStreak = (streak: StreakValue, today: string) =>
  currentStreakOf(streak ? { currentStreak: streak[0], lastPrayerDate: streak[2] } : undefined, today);
/** Today's UTC date: the person's "today" is within a day of it, whatever their time zone. */
const utcDate = (now: Date) => now.toISOString().slice(0, 10);

const progressFrom = sql.placeholder('prayersProgressFrom');
const progressTo = sql.placeholder('prayersProgressTo');

/**
 * The learning dashboard's prayer figures: points, streaks, today's and this week's (Sunday to
 * Saturday, in the person's time zone) prayers and points, and record counts capped where only
 * "at least n" is asked.
 */
export const progressPart = personReadPart({
  value: sql`json_build_object(
    'timeZone', ${timeZone},
    'streak', ${dailyStreak},
    'totalPoints', (select u.total_points from ${userPoints} u where u.user_id = ${PERSON_ID}),
    'days', (select json_object_agg(p.date::text, json_build_array(p.completed_count, p.points))
      from ${prayerDays} p where p.user_id = ${PERSON_ID} and p.date between ${progressFrom} and ${progressTo}),
    'activityPoints', (select json_object_agg(d, points) from (
      select a.activity_date::text as d, sum(a.points)::int as points from ${userActivities} a
      where a.user_id = ${PERSON_ID} and a.completed_at >= (${progressFrom}::date - 1)::timestamptz
      group by a.activity_date) days),
    'records', (select count(*)::int from (select 1 from ${prayerRecords} r
      where r.user_id = ${PERSON_ID} order by r.prayer_date limit ${sql.placeholder('prayersRecordsCap')}) capped),
    'onTime', (select count(*)::int from (select 1 from ${prayerRecords} r
      where r.user_id = ${PERSON_ID} and r.on_time limit ${sql.placeholder('prayersOnTimeCap')}) capped))`,
  params: ({ now, caps }: { now: Date; caps: ProgressCaps }) => ({
    // Wide enough for this week in every time zone.
    prayersProgressFrom: addDays(utcDate(now), -8),
    prayersProgressTo: addDays(utcDate(now), 1),
    prayersRecordsCap: caps.recordsCap,
    prayersOnTimeCap: caps.onTimeCap,
  }),
  read(value, { now }): PrayerProgress {
    const row = value as {
      timeZone: string | null;
      streak: StreakValue;
      totalPoints: number | null;
      /** Date -> [main prayers completed, points of the records]. */
      days: Record<string, [number, number]> | null;
      /** Local date -> points of the activities logged since the range's first day began anywhere. */
      activityPoints: Record<string, number> | null;
      records: number;
      onTime: number;
    };
    const { timeZone, today } = dayOf(row.timeZone, now);
    const weekStart = weekStartOf(today);
    const days = row.days ?? {};
    const activityPoints = row.activityPoints ?? {};
    const week = { prayers: 0, points: 0 };
    for (let i = 0; i < 7; i++) {
      const date = addDays(weekStart, i);
      week.prayers += days[date]?.[0] ?? 0;
      week.points += (days[date]?.[1] ?? 0) + (activityPoints[date] ?? 0);
    }
    return {
      today,
      weekStart,
      timeZone,
      totalPoints: row.totalPoints ?? 0,
      currentStreak: currentStreak(row.streak, today),
      bestStreak: row.streak?.[1] ?? 0,
      todayCompleted: days[today]?.[0] ?? 0,
      week,
      records: row.records,
      onTimePrayers: row.onTime,
    };
  },
});

/** The figures achievements are derived from: the daily_prayer streak, on-time Fajr, Ramadan prayers. */
export const achievementTotalsPart = personReadPart({
  value: sql`json_build_object(
    'timeZone', ${timeZone},
    'streak', ${dailyStreak},
    'totals', (select json_build_array(t.on_time_fajr, t.ramadan_prayers)
      from ${prayerTotals} t where t.user_id = ${PERSON_ID}))`,
  read(value, { now }: { now: Date }) {
    const row = value as { timeZone: string | null; streak: StreakValue; totals: [number, number] | null };
    const day = dayOf(row.timeZone, now);
    return {
      ...day,
      currentStreak: currentStreak(row.streak, day.today),
      longestStreak: row.streak?.[1] ?? 0,
      onTimeFajr: row.totals?.[0] ?? 0,
      ramadanPrayers: row.totals?.[1] ?? 0,
    };
  },
});

const recentFrom = sql.placeholder('prayersRecentFrom');
const recentTo = sql.placeholder('prayersRecentTo');

/**
 * The person's day and the main prayers they completed on each of the last `days` days up to today
 * (at most a few weeks: a range of the daily roll-up).
 */
export const recentPrayersPart = personReadPart({
  value: sql`json_build_object(
    'timeZone', ${timeZone},
    'completed', (select json_object_agg(p.date::text, p.completed_count)
      from ${prayerDays} p where p.user_id = ${PERSON_ID} and p.date between ${recentFrom} and ${recentTo}))`,
  params: ({ now, days }: { now: Date; days: number }) => ({
    prayersRecentFrom: addDays(utcDate(now), -days),
    prayersRecentTo: addDays(utcDate(now), 1),
  }),
  read(value, { now, days }) {
    const row = value as { timeZone: string | null; completed: Record<string, number> | null };
    const day = dayOf(row.timeZone, now);
    const from = addDays(day.today, 1 - days);
    const completedOn = Object.fromEntries(
      Object.entries(row.completed ?? {}).filter(([date]) => date >= from && date <= day.today),
    );
    return { ...day, completedOn };
  },
});

/**
 * How many activities the person has logged for a group (any group), counted up to `upTo` at most:
 * the count stops there, so a long history costs no more than a short one.
 */
export const groupActivityCountPart = personReadPart({
  value: sql`(select count(*)::int from (select 1 from ${userActivities} a
    where a.user_id = ${PERSON_ID} and a.group_id is not null limit ${sql.placeholder('prayersGroupActivitiesUpTo')}) capped)`,
  params: ({ upTo }: { upTo: number }) => ({ prayersGroupActivitiesUpTo: upTo }),
  read: (value) => Number(value ?? 0),
});
