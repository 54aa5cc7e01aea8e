import type { Db } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { localDate } from './dates';
import { prayerTrackingRepository } from './repository';
import { currentStreakOf, toTimesSettings } from './service';

/** What other features may read of prayer tracking: today's progress and the current streak. */
export function prayerTracking(db: Db, clock: Clock) {
  const repo = prayerTrackingRepository(db);
  return {
    async todayProgress(userId: number): Promise<{ completed: number; streakDays: number }> {
      const settings = toTimesSettings(await repo.settings(userId));
      const today = localDate(clock.now(), settings.timeZone);
      const [[day], streak] = await Promise.all([
        repo.daysBetween(userId, today, today),
        repo.streak(userId),
      ]);
      return { completed: day?.completedCount ?? 0, streakDays: currentStreakOf(streak, today) };
    },
  };
}
