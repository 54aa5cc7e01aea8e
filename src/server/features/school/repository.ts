import { and, asc, desc, eq, inArray, not, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  sundaySchoolClasses,
  sundaySchoolConversations,
  sundaySchoolSessions,
  type StoredClassState,
} from '../../db/schema/school';
import type { LessonPlan } from './plan-schema';

export type ClassRow = typeof sundaySchoolClasses.$inferSelect;
export type SessionRow = typeof sundaySchoolSessions.$inferSelect;
export type NewMessage = Omit<typeof sundaySchoolConversations.$inferInsert, 'id' | 'sessionId'>;
export type MessageRow = typeof sundaySchoolConversations.$inferSelect;

/** What a turn reads: the class session, its plan and tradition, and the history sent to the AI. */
export interface TurnContext {
  session: SessionRow;
  plan: LessonPlan;
  tradition: string;
  /** The last unflagged messages of the class, oldest first (moderated words never reach the model). */
  history: { messageType: string; content: string }[];
}

/** A class session as the parent's list shows it. */
export interface SessionSummary {
  session: SessionRow;
  titles: ClassRow['titles'];
  flaggedMessages: number;
}

/** The session's changes a turn writes. */
export type TurnChanges = Pick<
  SessionRow,
  | 'status'
  | 'progress'
  | 'points'
  | 'completedActivities'
  | 'badges'
  | 'totalMinutes'
  | 'lastActivity'
  | 'endedAt'
> & { sessionData: StoredClassState };

const flaggedCount = sql<number>`(select count(*)::int from ${sundaySchoolConversations} c
  where c.session_id = ${sundaySchoolSessions.id} and c.flagged)`;

/** One class of the plan as stored: the curated plan with its five-language card. */
function templateValues(plan: LessonPlan, now: Date) {
  return {
    slug: plan.slug,
    title: plan.title.en,
    description: plan.description.en,
    titles: plan.title,
    descriptions: plan.description,
    ageGroup: plan.ageGroup,
    religion: 'islamic',
    tradition: plan.tradition,
    duration: plan.segments.reduce((sum, s) => sum + s.minutes, 0),
    topic: plan.topic,
    lessonPlan: plan,
    activities: plan.segments.map((s) => ({ type: s.activityType, title: s.title, points: s.points })),
    isTemplate: true,
    updatedAt: now,
  };
}

/** The class templates: the curated plans as stored, and the list offered. */
export function schoolTemplates(db: Db) {
  return {
    /**
     * Makes the templates what the content says (decision 029): each plan upserted by slug (so class
     * ids, and the sessions that name them, survive a restart); a class whose plan left the content
     * stays for its past sessions but is no longer offered.
     */
    async syncTemplates(plans: readonly LessonPlan[], now: Date): Promise<void> {
      const excluded = (column: string) => sql.raw(`excluded.${column}`);
      await db.transaction(async (tx) => {
        if (plans.length > 0)
          await tx
            .insert(sundaySchoolClasses)
            .values(plans.map((plan) => templateValues(plan, now)))
            .onConflictDoUpdate({
              target: sundaySchoolClasses.slug,
              set: {
                title: excluded('title'),
                description: excluded('description'),
                titles: excluded('titles'),
                descriptions: excluded('descriptions'),
                ageGroup: excluded('age_group'),
                religion: excluded('religion'),
                tradition: excluded('tradition'),
                duration: excluded('duration'),
                topic: excluded('topic'),
                lessonPlan: excluded('lesson_plan'),
                activities: excluded('activities'),
                isTemplate: excluded('is_template'),
                updatedAt: excluded('updated_at'),
              },
            });
        const slugs = plans.map((plan) => plan.slug);
        await tx
          .update(sundaySchoolClasses)
          .set({ isTemplate: false, updatedAt: now })
          .where(
            and(
              eq(sundaySchoolClasses.isTemplate, true),
              slugs.length > 0 ? not(inArray(sundaySchoolClasses.slug, slugs)) : undefined,
            ),
          );
      });
    },

    /** The classes offered for an age group and tradition (the plans are not read). */
    listTemplates(ageGroup: string, tradition: string) {
      return db
        .select({
          id: sundaySchoolClasses.id,
          slug: sundaySchoolClasses.slug,
          title: sundaySchoolClasses.titles,
          description: sundaySchoolClasses.descriptions,
          ageGroup: sundaySchoolClasses.ageGroup,
          religion: sundaySchoolClasses.religion,
          tradition: sundaySchoolClasses.tradition,
          duration: sundaySchoolClasses.duration,
          topic: sundaySchoolClasses.topic,
          segments: sql<number>`jsonb_array_length(${sundaySchoolClasses.lessonPlan} -> 'segments')`,
        })
        .from(sundaySchoolClasses)
        .where(
          and(
            eq(sundaySchoolClasses.isTemplate, true),
            eq(sundaySchoolClasses.ageGroup, ageGroup),
            eq(sundaySchoolClasses.tradition, tradition),
          ),
        )
        .orderBy(asc(sundaySchoolClasses.slug));
    },

    async template(id: number): Promise<ClassRow | null> {
      const [row] = await db
        .select()
        .from(sundaySchoolClasses)
        .where(and(eq(sundaySchoolClasses.id, id), eq(sundaySchoolClasses.isTemplate, true)));
      return row ?? null;
    },
  };
}

/** The parents' class sessions and everything said in them. */
export function schoolSessions(db: Db) {
  const turnRead = db
    .select({
      session: sundaySchoolSessions,
      classId: sundaySchoolClasses.id,
      classVersion: sundaySchoolClasses.updatedAt,
      tradition: sundaySchoolClasses.tradition,
      history: sql<TurnContext['history'] | null>`(select json_agg(h order by h.id) from (
        select c.id, c.message_type as "messageType", c.content from ${sundaySchoolConversations} c
        where c.session_id = ${sundaySchoolSessions.id} and not c.flagged
        order by c.id desc limit ${sql.placeholder('historySize')}) h)`,
    })
    .from(sundaySchoolSessions)
    .innerJoin(sundaySchoolClasses, eq(sundaySchoolClasses.id, sundaySchoolSessions.classId))
    .where(
      and(
        eq(sundaySchoolSessions.id, sql.placeholder('sessionId')),
        eq(sundaySchoolSessions.userId, sql.placeholder('userId')),
      ),
    )
    .prepare('school_turn_read');

  /** The plans this instance has read, by class, with the version (the class row's updatedAt) read. */
  const plans = new Map<number, { version: number; plan: LessonPlan }>();
  async function planOf(classId: number, version: Date): Promise<LessonPlan> {
    const kept = plans.get(classId);
    if (kept?.version === version.getTime()) return kept.plan;
    const [row] = await db
      .select({ plan: sundaySchoolClasses.lessonPlan, version: sundaySchoolClasses.updatedAt })
      .from(sundaySchoolClasses)
      .where(eq(sundaySchoolClasses.id, classId));
    const plan = row!.plan as LessonPlan;
    plans.set(classId, { version: row!.version.getTime(), plan });
    return plan;
  }

  return {
    /** A new class session with its first messages (the greeting); returns it. */
    async createSession(
      values: Omit<typeof sundaySchoolSessions.$inferInsert, 'id'>,
      messages: NewMessage[],
    ): Promise<SessionRow> {
      return db.transaction(async (tx) => {
        const [session] = await tx.insert(sundaySchoolSessions).values(values).returning();
        if (messages.length > 0)
          await tx
            .insert(sundaySchoolConversations)
            .values(messages.map((m) => ({ ...m, sessionId: session!.id })));
        return session!;
      });
    },

    /**
     * The parent's class session with its plan and the last `historySize` unflagged messages; null if
     * not theirs. One prepared statement; the plan (20 KB or so) is read only when this instance has
     * not kept that class's version of it.
     */
    async turnContext(sessionId: number, userId: number, historySize: number): Promise<TurnContext | null> {
      const [row] = await turnRead.execute({ sessionId, userId, historySize });
      if (!row) return null;
      return {
        session: row.session,
        plan: await planOf(row.classId, row.classVersion),
        tradition: row.tradition,
        history: (row.history ?? []).map(({ messageType, content }) => ({ messageType, content })),
      };
    },

    /**
     * Writes a turn if no other turn was written since it read the session (`turns` still `readTurns`,
     * decision 029), with the turn's messages, in one statement; false when another was (nothing is
     * written then).
     */
    async saveTurn(
      sessionId: number,
      readTurns: number,
      changes: TurnChanges,
      messages: NewMessage[],
    ): Promise<boolean> {
      const said = messages.map((m, ord) => ({ ...m, ord, timestamp: m.timestamp?.toISOString() }));
      const result = await db.execute(sql`
        with updated as (
          update ${sundaySchoolSessions} set
            status = ${changes.status}, progress = ${changes.progress}, points = ${changes.points},
            completed_activities = ${JSON.stringify(changes.completedActivities)}::jsonb,
            badges = ${JSON.stringify(changes.badges)}::jsonb,
            session_data = ${JSON.stringify(changes.sessionData)}::jsonb,
            total_minutes = ${changes.totalMinutes},
            last_activity = ${changes.lastActivity.toISOString()}::timestamptz,
            ended_at = ${changes.endedAt?.toISOString() ?? null}::timestamptz,
            turns = turns + 1
          where id = ${sessionId} and turns = ${readTurns}
          returning id),
        written as (
          insert into ${sundaySchoolConversations}
            (session_id, message_type, content, activity_type, flagged, timestamp)
          select u.id, m."messageType", m.content, m."activityType", m.flagged, m.timestamp
          from updated u cross join json_to_recordset(${JSON.stringify(said)}::json) as m(
            ord int, "messageType" text, content text, "activityType" text, flagged boolean,
            timestamp timestamptz)
          order by m.ord
          returning 1)
        select count(*)::int as n from updated`);
      return (result as unknown as { rows: { n: number }[] }).rows[0]!.n > 0;
    },

    /** The parent's class sessions, newest first (with the class's titles and the flagged messages). */
    async summaries(userId: number, only?: { sessionId?: number; active?: boolean; limit?: number }) {
      const rows = await db
        .select({
          session: sundaySchoolSessions,
          titles: sundaySchoolClasses.titles,
          flaggedMessages: flaggedCount,
        })
        .from(sundaySchoolSessions)
        .innerJoin(sundaySchoolClasses, eq(sundaySchoolClasses.id, sundaySchoolSessions.classId))
        .where(
          and(
            eq(sundaySchoolSessions.userId, userId),
            only?.sessionId === undefined ? undefined : eq(sundaySchoolSessions.id, only.sessionId),
            only?.active ? eq(sundaySchoolSessions.status, 'active') : undefined,
          ),
        )
        .orderBy(desc(sundaySchoolSessions.lastActivity), desc(sundaySchoolSessions.id))
        .limit(only?.limit ?? 1000);
      return rows satisfies SessionSummary[];
    },

    /** Every message of a class, in order. */
    messages(sessionId: number): Promise<MessageRow[]> {
      return db
        .select()
        .from(sundaySchoolConversations)
        .where(eq(sundaySchoolConversations.sessionId, sessionId))
        .orderBy(asc(sundaySchoolConversations.id));
    },

    /**
     * Ends an active class (End Class): its status, end and class time. `turns` moves on too, so a
     * turn that read the class before cannot write it back to active. False when it was not active.
     */
    async end(sessionId: number, userId: number, changes: { endedAt: Date; totalMinutes: number }) {
      const rows = await db
        .update(sundaySchoolSessions)
        .set({ ...changes, status: 'ended', turns: sql`${sundaySchoolSessions.turns} + 1` })
        .where(
          and(
            eq(sundaySchoolSessions.id, sessionId),
            eq(sundaySchoolSessions.userId, userId),
            eq(sundaySchoolSessions.status, 'active'),
          ),
        )
        .returning({ id: sundaySchoolSessions.id });
      return rows.length > 0;
    },
  };
}
