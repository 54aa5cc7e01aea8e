import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { learningSessions, learningWeeks } from '../../db/schema/community-progress';

export type LearningSessionKind = 'lesson' | 'coach';

const userId = sql.placeholder('userId');

export function learningSessionsRepository(db: Db) {
  /** Sessions completed on a day and in its week: one indexed range of today's rows plus one row. */
  const counts = db
    .select({
      today: sql<number>`(select count(*)::int from ${learningSessions} s
        where s.user_id = ${userId} and s.local_date = ${sql.placeholder('today')} and s.completed_at is not null)`,
      week: sql<number | null>`(select w.sessions from ${learningWeeks} w
        where w.user_id = ${userId} and w.week_start = ${sql.placeholder('weekStart')})`,
    })
    .from(sql`(select 1) as one`)
    .prepare('learning_sessions_counts');

  return {
    async counts(id: number, today: string, weekStart: string) {
      const [row] = await counts.execute({ userId: id, today, weekStart });
      return { today: row?.today ?? 0, week: row?.week ?? 0 };
    },

    transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx as unknown as Db));
    },
  };
}

/** Writes, each inside the caller's transaction. */
export const learningTx = {
  /** Opens a session (or finds it) and counts one more turn; returns its id, turns and whether it is complete. */
  async openAndTurn(t: Db, id: number, kind: LearningSessionKind, sessionKey: string) {
    const [row] = await t
      .insert(learningSessions)
      .values({ userId: id, kind, sessionKey, turns: 1 })
      .onConflictDoUpdate({
        target: [learningSessions.userId, learningSessions.kind, learningSessions.sessionKey],
        set: { turns: sql`${learningSessions.turns} + 1` },
      })
      .returning({
        id: learningSessions.id,
        turns: learningSessions.turns,
        completedAt: learningSessions.completedAt,
      });
    return row!;
  },

  /** Counts a session in its week and returns the week's count including it (the row is locked meanwhile). */
  async countInWeek(t: Db, id: number, weekStart: string): Promise<number> {
    const [row] = await t
      .insert(learningWeeks)
      .values({ userId: id, weekStart, sessions: 1 })
      .onConflictDoUpdate({
        target: [learningWeeks.userId, learningWeeks.weekStart],
        set: { sessions: sql`${learningWeeks.sessions} + 1` },
      })
      .returning({ sessions: learningWeeks.sessions });
    return row!.sessions;
  },

  /** Marks a session complete, once: false when it already was. */
  async complete(
    t: Db,
    sessionId: number,
    values: { localDate: string; weekStart: string; points: number; completedAt: Date },
  ): Promise<boolean> {
    const rows = await t
      .update(learningSessions)
      .set(values)
      .where(and(eq(learningSessions.id, sessionId), isNull(learningSessions.completedAt)))
      .returning({ id: learningSessions.id });
    return rows.length > 0;
  },
};

export type LearningSessionsRepository = ReturnType<typeof learningSessionsRepository>;
