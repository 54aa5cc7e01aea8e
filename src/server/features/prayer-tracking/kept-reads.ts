import { levelOf } from '@/contracts/level';
import {
  MAIN_PRAYERS,
  type MonthlyResponse,
  type TodayResponse,
  type UserStats,
} from '@/contracts/prayer-tracking';
import type { VersionedAnswer } from '../../platform/answer-cache';
import type { Clock } from '../../platform/clock';
import { addDays, daysBetween, localDate, localDayEnd, monthBounds } from './dates';
import { type MonthDays, prayerBit, type PrayerTrackingRepository } from './repository';
import { aroundToday, currentStreakOf, FALLBACK_TIME_ZONE, toTimesSettings } from './rules';
import { dayTimes } from './times';
import { nextWindowChange, windowState } from './windows';

const [FAJR, DHUHR, ASR, MAGHRIB, ISHA] = [
  prayerBit('fajr'),
  prayerBit('dhuhr'),
  prayerBit('asr'),
  prayerBit('maghrib'),
  prayerBit('isha'),
];
/** '01' to '31': a month's dates are written, not computed, day by day. */
const DAYS_OF_MONTH = Array.from({ length: 31 }, (_, i) => String(i + 1).padStart(2, '0'));

/**
 * The `days` days of the month `shown` from its roll-ups (day offsets from the range's first date,
 * prayer bitmasks, points; the range's first `skipped` days come before the month), each marked when
 * it is in the current streak.
 */
function monthDays(
  shown: string,
  days: number,
  rollUps: MonthDays | null,
  skipped: number,
  streak: { from: string; to: string } | null,
): MonthlyResponse['days'] {
  // A month without any has no arrays (array_agg of no rows is null).
  const [offsets, prayerMasks, points] = rollUps ?? [];
  const prayedOn = new Array<number>(days).fill(0);
  const pointsOn = new Array<number>(days).fill(0);
  for (let i = 0; i < (offsets?.length ?? 0); i++) {
    const day = offsets![i]! - skipped;
    if (day < 0 || day >= days) continue;
    prayedOn[day] = prayerMasks![i]!;
    pointsOn[day] = points![i]!;
  }
  return Array.from({ length: days }, (_, i) => {
    const date = `${shown}-${DAYS_OF_MONTH[i]}`;
    const prayed = prayedOn[i]!;
    return {
      date,
      prayers: {
        fajr: (prayed & FAJR) !== 0,
        dhuhr: (prayed & DHUHR) !== 0,
        asr: (prayed & ASR) !== 0,
        maghrib: (prayed & MAGHRIB) !== 0,
        isha: (prayed & ISHA) !== 0,
      },
      totalPoints: pointsOn[i]!,
      streak: streak !== null && date >= streak.from && date <= streak.to,
    };
  });
}

/**
 * The three reads every screen asks for again and again: today, the month and the stats. Each is one
 * prepared statement answering one JSON value with the version it was read at, and says until when
 * its answer holds, so the routes may send it again while the version is unchanged (decision 028).
 */
export function keptReads(repo: PrayerTrackingRepository, clock: Clock) {
  return {
    /** The person's prayer version: what the answers below were read at (see VersionedAnswer). */
    version: (userId: number) => repo.version(userId),

    /** Holds until the end of the person's day or the next change of a prayer's window state. */
    async today(userId: number): Promise<VersionedAnswer<TodayResponse>> {
      const now = clock.now();
      const range = aroundToday(now);
      const row = await repo.todayReads(userId, range);
      const settings = toTimesSettings(row);
      const today = localDate(now, settings.timeZone);
      const computed = dayTimes(settings, today);
      const todayInRange = daysBetween(range.from, today);
      const byType = new Map(
        (row.records ?? []).filter((r) => r[2] === todayInRange).map((r) => [r[1], r] as const),
      );
      const validUntil = Math.min(
        localDayEnd(now, settings.timeZone),
        ...MAIN_PRAYERS.map((prayer) => nextWindowChange(now, computed.times[prayer])),
      );
      return {
        version: row.version,
        validUntil,
        value: {
          date: today,
          approximate: computed.approximate,
          prayers: MAIN_PRAYERS.map((prayer) => {
            const record = byType.get(prayer);
            return {
              prayerType: prayer,
              time: computed.times[prayer].toISOString(),
              state: windowState(now, computed.times[prayer]),
              completed: Boolean(record?.[3]),
              isOnTime: record?.[4] ?? false,
              pointsEarned: record?.[5] ?? 0,
              recordId: record?.[0] ?? null,
            };
          }),
        },
      };
    },

    /** Holds until the end of the person's day (the current streak and "today" are the day's). */
    async monthly(userId: number, month: string | undefined): Promise<VersionedAnswer<MonthlyResponse>> {
      const now = clock.now();
      const asked = month ? monthBounds(month) : undefined;
      // Without a month, it is the month of "today", which the time zone in the same read decides.
      const around = asked ? undefined : aroundToday(now);
      const range = asked ?? {
        first: monthBounds(around!.from.slice(0, 7)).first,
        last: monthBounds(around!.to.slice(0, 7)).last,
      };
      const row = await repo.monthReads(userId, { from: range.first, to: range.last });
      const timeZone = row.timeZone ?? FALLBACK_TIME_ZONE;
      const today = localDate(now, timeZone);
      const shown = month ?? today.slice(0, 7);
      const { days } = asked ?? monthBounds(shown);
      const streakRow = row.lastPrayerDate
        ? { currentStreak: row.currentStreak ?? 0, lastPrayerDate: row.lastPrayerDate }
        : undefined;
      const currentStreak = currentStreakOf(streakRow, today);
      const streak = currentStreak
        ? { from: addDays(streakRow!.lastPrayerDate, 1 - currentStreak), to: streakRow!.lastPrayerDate }
        : null;
      // Days before the shown month in the range (without a month asked) are skipped.
      const skipped = asked ? 0 : daysBetween(range.first, `${shown}-01`);
      return {
        version: row.version,
        validUntil: localDayEnd(now, timeZone),
        value: {
          month: shown,
          today,
          currentStreak,
          days: monthDays(shown, days, row.days, skipped, streak),
        },
      };
    },

    /** Holds until the end of the person's day (the current streak and today's count are the day's). */
    async stats(userId: number): Promise<VersionedAnswer<UserStats>> {
      const now = clock.now();
      const range = aroundToday(now);
      const row = await repo.statsReads(userId, range);
      const timeZone = row.timeZone ?? FALLBACK_TIME_ZONE;
      const today = localDate(now, timeZone);
      const totalPoints = row.totalPoints ?? 0;
      const streakRow = row.lastPrayerDate
        ? { currentStreak: row.currentStreak ?? 0, lastPrayerDate: row.lastPrayerDate }
        : undefined;
      return {
        version: row.version,
        validUntil: localDayEnd(now, timeZone),
        value: {
          totalPoints,
          currentStreak: currentStreakOf(streakRow, today),
          bestStreak: row.longestStreak ?? 0,
          ...levelOf(totalPoints),
          todayCompleted: row.completed?.[daysBetween(range.from, today)] ?? 0,
        },
      };
    },
  };
}
