import { ACHIEVEMENT_TYPES, type Achievement, type AchievementType } from '@/contracts/community/progress';
import type { Db } from '../../../db/client';
import type { Clock } from '../../../platform/clock';
import { personRead } from '../../../platform/person-read';
import { achievementTotalsPart } from '../../prayer-tracking/public';
import { achievementsRepository, achievementsStatePart } from './repository';
import { describeAchievement, levelsReachedBy } from './rules';
import { participationInputs, participationParts } from '../groups/service';

/**
 * The six achievements, derived on each read from roll-ups that cost
 * one row each however long the history: prayer tracking's streak and totals, the counters fed by
 * other features, the person's groups. Levels reached for the first time are written then (decision 021).
 */
export function achievementsService(db: Db, clock: Clock) {
  const repo = achievementsRepository(db);
  // Prayer tracking's totals, the counters and levels, the group participation: one statement.
  const read = personRead(db, 'achievements_read', {
    totals: achievementTotalsPart,
    state: achievementsStatePart,
    ...participationParts,
  });

  return {
    async list(userId: number): Promise<Achievement[]> {
      const { totals, state, ...participation } = await read(userId, {
        totals: { now: clock.now() },
        ...participationInputs,
      });
      const progress: Record<AchievementType, number> = {
        // The streak shown is the current one; its levels are reached by the longest run (below).
        prayer_streak: totals.currentStreak,
        chat_questions: state.counters.chat_questions ?? 0,
        // Each group joined and each activity logged for a group.
        group_participation: participation.memberships + participation.groupActivities,
        dua_generation: state.counters.dua_generation ?? 0,
        early_prayer: totals.onTimeFajr,
        ramadan_special: totals.ramadanPrayers,
      };
      // A streak's level is reached when a run that long happened, even if it ended since.
      const reachedBy = { ...progress, prayer_streak: totals.longestStreak };

      const unlocked = new Map<AchievementType, Map<number, Date>>(
        ACHIEVEMENT_TYPES.map((type) => [type, new Map()]),
      );
      for (const row of state.unlocked) unlocked.get(row.type)?.set(row.level, row.unlockedAt);

      const fresh = ACHIEVEMENT_TYPES.flatMap((type) =>
        levelsReachedBy(type, reachedBy[type])
          .filter(({ level }) => !unlocked.get(type)!.has(level))
          .map(({ level, threshold }) => ({ type, level, threshold, progress: reachedBy[type] })),
      );
      if (fresh.length > 0) {
        const now = clock.now();
        await repo.unlock(userId, fresh, now);
        // A concurrent read may have written some of these a moment before: the same moment, near enough.
        for (const row of fresh) unlocked.get(row.type)!.set(row.level, now);
      }
      return ACHIEVEMENT_TYPES.map((type) => describeAchievement(type, progress[type], unlocked.get(type)!));
    },
  };
}
