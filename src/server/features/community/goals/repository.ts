import { sql } from 'drizzle-orm';
import { WEEKLY_TARGETS, type WeeklyTargets } from '@/contracts/community/progress';
import type { Db } from '../../../db/client';
import { weeklyGoals } from '../../../db/schema/community-progress';
import { PERSON_ID, personRead, personReadPart } from '../../../platform/person-read';

/** The person's weekly targets; the spec's until they change one. */
export const weeklyTargetsPart = personReadPart({
  value: sql`(select json_build_array(g.prayers, g.school, g.learning)
    from ${weeklyGoals} g where g.user_id = ${PERSON_ID})`,
  read(value): WeeklyTargets {
    const row = value as [number, number, number] | null;
    return row ? { prayers: row[0], school: row[1], learning: row[2] } : { ...WEEKLY_TARGETS };
  },
});

export function goalsRepository(db: Db) {
  const read = personRead(db, 'weekly_targets', { targets: weeklyTargetsPart });
  async function targets(userId: number): Promise<WeeklyTargets> {
    return (await read(userId, {})).targets;
  }
  return {
    targets,

    async save(userId: number, changes: Partial<WeeklyTargets>): Promise<void> {
      const current = await targets(userId);
      const values = { ...current, ...changes, updatedAt: new Date() };
      await db
        .insert(weeklyGoals)
        .values({ userId, ...values })
        .onConflictDoUpdate({
          target: weeklyGoals.userId,
          // Only the changed targets, so two edits of different targets at once both hold.
          set: { ...changes, updatedAt: values.updatedAt },
        });
    },
  };
}
