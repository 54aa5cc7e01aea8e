import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { groupChallenges, groupMemberships, studyGroups } from '../../../db/schema/community';
import { PERSON_ID, personReadPart } from '../../../platform/person-read';

export type StudyGroupRow = typeof studyGroups.$inferSelect;
export type ChallengeRow = typeof groupChallenges.$inferSelect;
export type MembershipRow = typeof groupMemberships.$inferSelect;

/** A group as lists show it: the row, its member count and the asking person's role in it. */
export type GroupListRow = StudyGroupRow & { memberCount: number; role: string | null };

/** The group's own id, qualified: a bare column inside a subquery could name the subquery's table. */
const groupIdColumn = sql.raw('"study_groups"."id"');
const memberCount = sql<number>`(select count(*)::int from ${groupMemberships} gm
  where gm.group_id = ${groupIdColumn} and gm.is_active)`;

/** How many groups the person is in (active memberships). */
export const membershipCountPart = personReadPart({
  value: sql`(select count(*)::int from ${groupMemberships} m where m.user_id = ${PERSON_ID} and m.is_active)`,
  read: (value) => Number(value ?? 0),
});

/** Everything the community feature stores about study groups. */
export function groupsRepository(db: Db) {
  const roleOf = (userId: number) => sql<string | null>`(select gm.role from ${groupMemberships} gm
    where gm.group_id = ${groupIdColumn} and gm.user_id = ${userId} and gm.is_active)`;

  return {
    /** The person's groups, the earliest joined first ("the first group" of the dashboard). */
    async groupsOf(userId: number): Promise<GroupListRow[]> {
      return db
        .select({ ...tableColumns, memberCount, role: groupMemberships.role })
        .from(groupMemberships)
        .innerJoin(studyGroups, eq(studyGroups.id, groupMemberships.groupId))
        .where(and(eq(groupMemberships.userId, userId), eq(groupMemberships.isActive, true)))
        .orderBy(asc(groupMemberships.joinedAt), asc(groupMemberships.id));
    },

    /** Public groups, newest first (a private group is never listed, decision 020). */
    async publicGroups(userId: number, limit: number): Promise<GroupListRow[]> {
      return db
        .select({ ...tableColumns, memberCount, role: roleOf(userId) })
        .from(studyGroups)
        .where(eq(studyGroups.isPrivate, false))
        .orderBy(desc(studyGroups.createdAt), desc(studyGroups.id))
        .limit(limit);
    },

    /** The group with the person's role, only when they are a member of it. */
    async groupForMember(groupId: number, userId: number): Promise<GroupListRow | undefined> {
      const [row] = await db
        .select({ ...tableColumns, memberCount, role: groupMemberships.role })
        .from(groupMemberships)
        .innerJoin(studyGroups, eq(studyGroups.id, groupMemberships.groupId))
        .where(
          and(
            eq(groupMemberships.groupId, groupId),
            eq(groupMemberships.userId, userId),
            eq(groupMemberships.isActive, true),
          ),
        );
      return row;
    },

    async isActiveMember(groupId: number, userId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: groupMemberships.id })
        .from(groupMemberships)
        .where(
          and(
            eq(groupMemberships.groupId, groupId),
            eq(groupMemberships.userId, userId),
            eq(groupMemberships.isActive, true),
          ),
        );
      return row !== undefined;
    },

    /** Active members in the order they joined. */
    members(groupId: number): Promise<Pick<MembershipRow, 'userId' | 'role' | 'joinedAt'>[]> {
      return db
        .select({
          userId: groupMemberships.userId,
          role: groupMemberships.role,
          joinedAt: groupMemberships.joinedAt,
        })
        .from(groupMemberships)
        .where(and(eq(groupMemberships.groupId, groupId), eq(groupMemberships.isActive, true)))
        .orderBy(asc(groupMemberships.joinedAt), asc(groupMemberships.id));
    },

    /** Creates the group and its owner's membership together. A taken code raises a unique violation. */
    createWithOwner(values: typeof studyGroups.$inferInsert & { createdAt: Date }): Promise<StudyGroupRow> {
      return db.transaction(async (t) => {
        const [group] = await t.insert(studyGroups).values(values).returning();
        await t.insert(groupMemberships).values({
          groupId: group!.id,
          userId: values.createdBy,
          role: 'owner',
          joinedAt: values.createdAt,
        });
        return group!;
      });
    },

    /**
     * Adds a member while holding the group's row, so two people joining the last place at once
     * cannot both get it. Answers what stopped the join, if anything.
     */
    join(code: string, userId: number, now: Date) {
      return db.transaction(async (t) => {
        const [group] = await t.select().from(studyGroups).where(eq(studyGroups.code, code)).for('update');
        if (!group) return { outcome: 'notFound' as const };
        const existing = await t
          .select({ id: groupMemberships.id })
          .from(groupMemberships)
          .where(and(eq(groupMemberships.groupId, group.id), eq(groupMemberships.userId, userId)));
        if (existing.length > 0) return { outcome: 'alreadyMember' as const, group };
        const [members] = await t
          .select({ n: count() })
          .from(groupMemberships)
          .where(and(eq(groupMemberships.groupId, group.id), eq(groupMemberships.isActive, true)));
        if (Number(members?.n ?? 0) >= group.maxMembers) return { outcome: 'full' as const, group };
        await t.insert(groupMemberships).values({ groupId: group.id, userId, role: 'member', joinedAt: now });
        return { outcome: 'joined' as const, group };
      });
    },

    async leave(groupId: number, userId: number): Promise<void> {
      await db
        .delete(groupMemberships)
        .where(and(eq(groupMemberships.groupId, groupId), eq(groupMemberships.userId, userId)));
    },

    /** Deletes the group; its memberships and challenges go with it (foreign keys on delete cascade). */
    async deleteGroup(t: Db, groupId: number): Promise<void> {
      await t.delete(studyGroups).where(eq(studyGroups.id, groupId));
    },

    /**
     * The group's challenges that matter now, at most `limit`: running and coming ones first (soonest end
     * first), then the most recently ended. A group's old challenges never make the read longer.
     */
    challenges(groupId: number, today: string, limit: number): Promise<ChallengeRow[]> {
      const current = sql`${groupChallenges.isActive} and ${groupChallenges.endDate} >= ${today}`;
      return db
        .select()
        .from(groupChallenges)
        .where(eq(groupChallenges.groupId, groupId))
        .orderBy(
          desc(current),
          sql`case when ${current} then ${groupChallenges.endDate} end asc`,
          desc(groupChallenges.endDate),
          asc(groupChallenges.id),
        )
        .limit(limit);
    },

    /** Challenges running on `today` (active, started, not ended). */
    activeChallenges(groupId: number, today: string): Promise<ChallengeRow[]> {
      return db
        .select()
        .from(groupChallenges)
        .where(
          and(
            eq(groupChallenges.groupId, groupId),
            eq(groupChallenges.isActive, true),
            sql`${groupChallenges.startDate} <= ${today}`,
            sql`${groupChallenges.endDate} >= ${today}`,
          ),
        )
        .orderBy(asc(groupChallenges.endDate), asc(groupChallenges.id));
    },

    async insertChallenge(values: typeof groupChallenges.$inferInsert): Promise<ChallengeRow> {
      const [row] = await db.insert(groupChallenges).values(values).returning();
      return row!;
    },

    async deleteChallenge(groupId: number, challengeId: number): Promise<boolean> {
      const rows = await db
        .delete(groupChallenges)
        .where(and(eq(groupChallenges.id, challengeId), eq(groupChallenges.groupId, groupId)))
        .returning({ id: groupChallenges.id });
      return rows.length > 0;
    },

    transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx as unknown as Db));
    },
  };
}

const tableColumns = {
  id: studyGroups.id,
  name: studyGroups.name,
  description: studyGroups.description,
  code: studyGroups.code,
  createdBy: studyGroups.createdBy,
  isPrivate: studyGroups.isPrivate,
  maxMembers: studyGroups.maxMembers,
  createdAt: studyGroups.createdAt,
};

export type GroupsRepository = ReturnType<typeof groupsRepository>;
