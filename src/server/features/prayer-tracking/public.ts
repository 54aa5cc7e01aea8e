import type { Db } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { addDays, localDate } from './dates';
import { groupReads, type PrayerTotals } from './group-reads';
import { prayerTrackingRepository, tx } from './repository';
import {
  currentStreakOf,
  FALLBACK_TIME_ZONE,
  prayerTrackingService,
  type PrayerProgress,
  type ProgressCaps,
} from './service';

export type { PrayerProgress, PrayerTotals, ProgressCaps };
export type { GroupMembershipCheck } from './service';
export { addDays, daysBetween, localDate, weekStartOf } from './dates';
export { isRamadan } from './hijri';

/** A person's standing on a leaderboard: their point total and current daily_prayer streak (D7). */
export interface Standing {
  totalPoints: number;
  currentStreak: number;
}

/** The person's time zone (saved with the prayer settings, UTC until then) and their date now. */
export interface PersonalDay {
  timeZone: string;
  today: string;
}

/**
 * What other features may read of prayer tracking: today's progress, group standings and totals, the
 * learning dashboard's figures (`progress`) and the achievements' (`achievementTotals`). Every read
 * is one round trip over roll-ups kept with the records, so its cost does not grow with history.
 */
export function prayerTracking(db: Db, clock: Clock) {
  const repo = prayerTrackingRepository(db);
  const service = prayerTrackingService(repo, clock);
  const groups = groupReads(db);
  const dayOf = (timeZone: string | null): PersonalDay => {
    const zone = timeZone ?? FALLBACK_TIME_ZONE;
    return { timeZone: zone, today: localDate(clock.now(), zone) };
  };
  return {
    async todayProgress(userId: number): Promise<{ completed: number; streakDays: number }> {
      const stats = await service.stats(userId);
      return { completed: stats.todayCompleted, streakDays: stats.currentStreak };
    },

    /**
     * Points and current streak of many people in one statement over their roll-ups (a group's
     * leaderboard); its cost does not grow with their history. Everyone asked is in the answer.
     */
    async standings(userIds: readonly number[]): Promise<Map<number, Standing>> {
      const now = clock.now();
      const rows = await groups.standings(userIds);
      return new Map(
        rows.map((r) => [
          r.userId,
          {
            totalPoints: r.totalPoints,
            currentStreak: currentStreakOf(
              r.lastPrayerDate
                ? { currentStreak: r.currentStreak, lastPrayerDate: r.lastPrayerDate }
                : undefined,
              localDate(now, r.timeZone ?? 'UTC'),
            ),
          },
        ]),
      );
    },

    /** Prayers, perfect days and prayer points of these people between two dates (inclusive). */
    totals: (userIds: readonly number[], from: string, to: string): Promise<PrayerTotals> =>
      groups.totals(userIds, from, to),

    /** Activities these people logged for a group between two dates (inclusive, their local dates). */
    groupActivities: (groupId: number, userIds: readonly number[], from: string, to: string) =>
      groups.groupActivities(groupId, userIds, from, to),

    /** How many activities this person has logged for a group (any group), counted up to `upTo`. */
    groupActivityCountOf: (userId: number, upTo: number) => groups.groupActivityCountOf(userId, upTo),

    /** Unlinks a deleted group's activities (run in the deleting transaction: pass it as `db`). */
    forgetGroup: (groupId: number) => groups.forgetGroup(groupId),

    progress(userId: number, caps: ProgressCaps): Promise<PrayerProgress> {
      return service.progress(userId, caps);
    },

    /** The person's time zone and today's date in it. */
    async personalDay(userId: number): Promise<PersonalDay> {
      return dayOf((await repo.settings(userId))?.timeZone ?? null);
    },

    /** The figures achievements are derived from: the daily_prayer streak, on-time Fajr, Ramadan prayers. */
    async achievementTotals(userId: number) {
      const row = await repo.totalsReads(userId);
      const day = dayOf(row.timeZone);
      const streak = row.lastPrayerDate
        ? { currentStreak: row.currentStreak ?? 0, lastPrayerDate: row.lastPrayerDate }
        : undefined;
      return {
        ...day,
        currentStreak: currentStreakOf(streak, day.today),
        longestStreak: row.longestStreak ?? 0,
        onTimeFajr: row.onTimeFajr ?? 0,
        ramadanPrayers: row.ramadanPrayers ?? 0,
      };
    },

    /**
     * The person's day and the main prayers they completed on each of the last `days` days up to
     * today (at most a few weeks: one round trip over the daily roll-up).
     */
    async recentPrayers(userId: number, days: number) {
      const utc = clock.now().toISOString().slice(0, 10);
      // Wide enough for "today" in every time zone; narrowed once the zone is known.
      const row = await repo.daysReads(userId, { from: addDays(utc, -days), to: addDays(utc, 1) });
      const day = dayOf(row.timeZone);
      const from = addDays(day.today, 1 - days);
      const completedOn = Object.fromEntries(
        Object.entries(row.completed ?? {}).filter(([date]) => date >= from && date <= day.today),
      );
      return { ...day, completedOn };
    },
  };
}

/**
 * Adds points earned elsewhere (learning sessions) to the person's total, inside the caller's
 * transaction, so that the total and level of prayer tracking count them.
 */
export function addPointsInTransaction(t: Db, userId: number, points: number): Promise<void> {
  return tx.addPoints(t, userId, points);
}
export { prayerTrackingPersonalData } from './personal-data';
