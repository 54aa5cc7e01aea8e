import type { Db } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { localDate } from './dates';
import { groupReads, type PrayerTotals } from './group-reads';
import { prayerTrackingRepository } from './repository';
import { currentStreakOf, prayerTrackingService, type PrayerProgress, type ProgressCaps } from './service';

export type { PrayerProgress, PrayerTotals, ProgressCaps };
export type { GroupMembershipCheck } from './service';

/** A person's standing on a leaderboard: their point total and current daily_prayer streak (D7). */
export interface Standing {
  totalPoints: number;
  currentStreak: number;
}

/**
 * What other features may read of prayer tracking: today's progress, group standings and totals, and
 * the learning dashboard's figures (`progress`).
 */
export function prayerTracking(db: Db, clock: Clock) {
  const service = prayerTrackingService(prayerTrackingRepository(db), clock);
  const groups = groupReads(db);
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

    /** How many activities this person has logged for a group (any group). */
    groupActivityCountOf: (userId: number) => groups.groupActivityCountOf(userId),

    /** Unlinks a deleted group's activities (run in the deleting transaction: pass it as `db`). */
    forgetGroup: (groupId: number) => groups.forgetGroup(groupId),

    progress(userId: number, caps: ProgressCaps): Promise<PrayerProgress> {
      return service.progress(userId, caps);
    },
  };
}
