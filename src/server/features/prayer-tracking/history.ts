import { MAX_RANGE_DAYS } from '@/contracts/prayer-tracking';
import { prayerTrackingMessages } from '@/contracts/messages/prayer-tracking';
import type { Clock } from '../../platform/clock';
import { BadRequest } from '../../platform/errors';
import { addDays, daysBetween } from './dates';
import { DAILY_PRAYER, type PrayerTrackingRepository } from './repository';
import { currentStreakOf, toPrayerRecord } from './rules';
import { personNow } from './settings';

/** The person's history: their records between two dates and their streaks. */
export function prayerHistory(repo: PrayerTrackingRepository, clock: Clock) {
  const context = personNow(repo, clock);
  return {
    async records(userId: number, startDate: string | undefined, endDate: string | undefined) {
      const { today } = await context(userId);
      const to = endDate ?? (startDate ? addDays(startDate, MAX_RANGE_DAYS - 1) : today);
      const from = startDate ?? addDays(to, -(MAX_RANGE_DAYS - 1));
      if (daysBetween(from, to) < 0) throw new BadRequest(prayerTrackingMessages.rangeOrder, 'startDate');
      if (daysBetween(from, to) >= MAX_RANGE_DAYS)
        throw new BadRequest(prayerTrackingMessages.rangeTooLong, 'endDate');
      return (await repo.recordsBetween(userId, from, to)).map(toPrayerRecord);
    },

    /** Every streak of the user; daily_prayer is always there, zero before the first perfect day. */
    async streaks(userId: number) {
      const { today } = await context(userId);
      const rows = await repo.allStreaks(userId);
      const daily = rows.find((r) => r.streakType === DAILY_PRAYER);
      return [
        {
          streakType: DAILY_PRAYER,
          currentStreak: currentStreakOf(daily, today),
          longestStreak: daily?.longestStreak ?? 0,
          lastPrayerDate: daily?.lastPrayerDate ?? null,
        },
        ...rows
          .filter((r) => r !== daily)
          .map((r) => ({
            streakType: r.streakType,
            currentStreak: r.currentStreak,
            longestStreak: r.longestStreak,
            lastPrayerDate: r.lastPrayerDate,
          })),
      ];
    },
  };
}
