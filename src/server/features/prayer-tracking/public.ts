import type { Db } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { prayerTrackingRepository } from './repository';
import { prayerTrackingService } from './service';

/** What other features may read of prayer tracking: today's progress and the current streak. */
export function prayerTracking(db: Db, clock: Clock) {
  const service = prayerTrackingService(prayerTrackingRepository(db), clock);
  return {
    async todayProgress(userId: number): Promise<{ completed: number; streakDays: number }> {
      const stats = await service.stats(userId);
      return { completed: stats.todayCompleted, streakDays: stats.currentStreak };
    },
  };
}
