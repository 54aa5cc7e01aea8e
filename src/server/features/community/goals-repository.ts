import { eq, sql } from 'drizzle-orm';
import { WEEKLY_TARGETS, type WeeklyTargets } from '@/contracts/community/progress';
import type { Db } from '../../db/client';
import { weeklyGoals } from '../../db/schema/community-progress';

export function goalsRepository(db: Db) {
  const read = db
    .select({ prayers: weeklyGoals.prayers, school: weeklyGoals.school, learning: weeklyGoals.learning })
    .from(weeklyGoals)
    .where(eq(weeklyGoals.userId, sql.placeholder('userId')))
    .prepare('weekly_goals');
  /** The person's targets; the spec's until they change one. */
  async function targets(userId: number): Promise<WeeklyTargets> {
    const [row] = await read.execute({ userId });
    return row ?? { ...WEEKLY_TARGETS };
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
