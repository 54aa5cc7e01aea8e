import { sql } from 'drizzle-orm';
import type { AchievementCounter, AchievementType } from '@/contracts/community/progress';
import type { Db } from '../../../db/client';
import { achievementCounters, userAchievements } from '../../../db/schema/community-progress';
import { PERSON_ID, personReadPart } from '../../../platform/person-read';

/** The person's counters and reached levels (at most 2 + 18 rows). */
export const achievementsStatePart = personReadPart({
  value: sql`json_build_object(
    'counters', (select json_object_agg(c.counter, c.count) from ${achievementCounters} c where c.user_id = ${PERSON_ID}),
    'unlocked', (select json_agg(json_build_array(a.achievement_type, a.level, a.unlocked_at))
      from ${userAchievements} a where a.user_id = ${PERSON_ID}))`,
  read(value) {
    const row = value as {
      counters: Record<string, number> | null;
      unlocked: [string, number, string][] | null;
    };
    return {
      counters: row.counters ?? {},
      unlocked: (row.unlocked ?? []).map(([type, level, at]) => ({
        type: type as AchievementType,
        level,
        unlockedAt: new Date(at),
      })),
    };
  },
});

export function achievementsRepository(db: Db) {
  return {
    /**
     * Records levels reached for the first time. An existing row is left as it is, so unlockedAt is
     * set once.
     */
    async unlock(
      id: number,
      rows: { type: AchievementType; level: number; progress: number; threshold: number }[],
      at: Date,
    ): Promise<void> {
      if (rows.length === 0) return;
      await db
        .insert(userAchievements)
        .values(
          rows.map((r) => ({
            userId: id,
            achievementType: r.type,
            level: r.level,
            progress: r.progress,
            maxProgress: r.threshold,
            unlockedAt: at,
          })),
        )
        .onConflictDoNothing();
    },

    async addToCounter(id: number, counter: AchievementCounter, by: number): Promise<number> {
      const [row] = await db
        .insert(achievementCounters)
        .values({ userId: id, counter, count: by })
        .onConflictDoUpdate({
          target: [achievementCounters.userId, achievementCounters.counter],
          set: { count: sql`${achievementCounters.count} + ${by}` },
        })
        .returning({ count: achievementCounters.count });
      return row!.count;
    },
  };
}

export type AchievementsRepository = ReturnType<typeof achievementsRepository>;
