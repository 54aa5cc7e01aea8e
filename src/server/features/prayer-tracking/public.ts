import type { Db } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { localDate } from './dates';
import { groupReads, type PrayerTotals } from './group-reads';
import { prayerTrackingRepository, tx } from './repository';
import type { PrayerProgress, ProgressCaps } from './person-reads';
import { currentStreakOf, FALLBACK_TIME_ZONE, toTimesSettings } from './rules';

export type { PrayerProgress, PrayerTotals, ProgressCaps };
export type { GroupMembershipCheck } from './activities';
export { addDays, daysBetween, localDate, weekStartOf } from './dates';
export { isRamadan } from './hijri';
/** The five times of a local date for saved settings (adhan, high-latitude rule, time zone): pure. */
export { dayTimes as prayerDayTimes, type DayTimes, type TimesSettings } from './times';
/** The times settings of a prayer_settings row's columns (the defaults where it has none). */
export { toTimesSettings } from './rules';
/** Prayer tracking's shares of the reads other features compose about one person (platform/person-read). */
export {
  achievementTotalsPart,
  groupActivityCountPart,
  progressPart,
  recentPrayersPart,
} from './person-reads';

/** A person's standing on a leaderboard: their point total and current daily_prayer streak (decision 007). */
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
 * What other features may read of prayer tracking: group standings and totals, the person's day. Every read is one round trip over roll-ups kept with the records, so its cost does not
 * grow with history. The learning dashboard's, goals' and achievements' figures are parts the reading
 * feature composes with its own into one statement (exported above).
 */
export function prayerTracking(db: Db, clock: Clock) {
  const repo = prayerTrackingRepository(db);
  const groups = groupReads(db);
  const dayOf = (timeZone: string | null): PersonalDay => {
    const zone = timeZone ?? FALLBACK_TIME_ZONE;
    return { timeZone: zone, today: localDate(clock.now(), zone) };
  };
  return {
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

    /** Unlinks a deleted group's activities (run in the deleting transaction: pass it as `db`). */
    forgetGroup: (groupId: number) => groups.forgetGroup(groupId),

    /** What the person's prayer times are computed from (the defaults until they save settings). */
    async timesSettings(userId: number) {
      return toTimesSettings(await repo.settings(userId));
    },

    /** The person's time zone and today's date in it. */
    async personalDay(userId: number): Promise<PersonalDay> {
      return dayOf((await repo.settings(userId))?.timeZone ?? null);
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
