import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { learningSessions, learningWeeks } from '../../../db/schema/community-progress';
import { PERSON_ID, personRead, personReadPart } from '../../../platform/person-read';
import { addDays } from '../../prayer-tracking/public';

/** A prayer lesson, a coach session, or a completed class of the AI Islamic school (not a learning session). */
export type LearningSessionKind = 'lesson' | 'coach' | 'school';

/** The first key of the school-week advisory lock (the second is the person's id). */
const SCHOOL_LOCK = 29_400;

const from = sql.placeholder('learningFrom');
const to = sql.placeholder('learningTo');

/**
 * Learning sessions completed on each day and in each week (Sunday) between two dates: an indexed
 * range of the days' rows and at most two week rows; and the school's classes completed in each week,
 * counted from the same days' range (a week's classes lie within its seven days). School classes are
 * recorded beside learning sessions but are not learning sessions. `on` picks a day and its week.
 */
export const learningCountsPart = personReadPart({
  value: sql`json_build_object(
    'days', (select json_object_agg(d, n) from (select s.local_date::text as d, count(*)::int as n
      from ${learningSessions} s where s.user_id = ${PERSON_ID} and s.local_date between ${from} and ${to}
        and s.completed_at is not null and s.kind <> 'school' group by s.local_date) days),
    'weeks', (select json_object_agg(w.week_start::text, w.sessions)
      from ${learningWeeks} w where w.user_id = ${PERSON_ID} and w.week_start between ${from} and ${to}),
    'school', (select json_object_agg(w, n) from (select s.week_start::text as w, count(*)::int as n
      from ${learningSessions} s where s.user_id = ${PERSON_ID} and s.local_date between ${from} and ${to}
        and s.completed_at is not null and s.kind = 'school' group by s.week_start) classes))`,
  params: (range: { from: string; to: string }) => ({ learningFrom: range.from, learningTo: range.to }),
  read(value) {
    const row = value as {
      days: Record<string, number> | null;
      weeks: Record<string, number> | null;
      school: Record<string, number> | null;
    };
    return {
      /** Sessions completed on `today` and in the week that began on `weekStart`, and that week's school classes. */
      on: (today: string, weekStart: string) => ({
        today: row.days?.[today] ?? 0,
        week: row.weeks?.[weekStart] ?? 0,
        schoolClasses: row.school?.[weekStart] ?? 0,
      }),
    };
  },
});

/** Dates wide enough for today and this week's Sunday in every time zone (today is within a day of UTC's). */
export function aroundToday(now: Date) {
  const utc = now.toISOString().slice(0, 10);
  return { from: addDays(utc, -8), to: addDays(utc, 1) };
}

export function learningSessionsRepository(db: Db) {
  const read = personRead(db, 'learning_counts', { learning: learningCountsPart });

  return {
    /** Sessions completed on a day and in its week. */
    async counts(id: number, today: string, weekStart: string) {
      const { learning } = await read(id, { learning: { from: weekStart, to: today } });
      return learning.on(today, weekStart);
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

  /**
   * Holds the person's school-week lock until the transaction ends, so two classes completing at once
   * take their turn at the week's points (a transaction-level advisory lock on the person's id).
   */
  async lockSchoolWeek(t: Db, id: number): Promise<void> {
    await t.execute(sql`select pg_advisory_xact_lock(${SCHOOL_LOCK}::int, ${id}::int)`);
  },

  /** School classes already completed in the week. */
  async schoolClassesInWeek(t: Db, id: number, weekStart: string): Promise<number> {
    const [row] = await t
      .select({ n: sql<number>`count(*)::int` })
      .from(learningSessions)
      .where(
        and(
          eq(learningSessions.userId, id),
          eq(learningSessions.kind, 'school'),
          eq(learningSessions.weekStart, weekStart),
          isNotNull(learningSessions.completedAt),
        ),
      );
    return row?.n ?? 0;
  },

  /** Records a completed school class once by its key: false when it already was. */
  async recordSchoolClass(
    t: Db,
    id: number,
    sessionKey: string,
    values: { localDate: string; weekStart: string; points: number; completedAt: Date },
  ): Promise<boolean> {
    const rows = await t
      .insert(learningSessions)
      .values({ userId: id, kind: 'school', sessionKey, turns: 1, ...values })
      .onConflictDoNothing({
        target: [learningSessions.userId, learningSessions.kind, learningSessions.sessionKey],
      })
      .returning({ id: learningSessions.id });
    return rows.length > 0;
  },
};

export type LearningSessionsRepository = ReturnType<typeof learningSessionsRepository>;
