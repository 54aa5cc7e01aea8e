import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { groupChallenges, groupMemberships, studyGroups } from '../../db/schema/community';

/**
 * The person's study groups for their data download (decision 023): the groups they created, their
 * memberships and the challenges they set. Other members are not named.
 */
export async function communityPersonalData(db: Db, userId: number) {
  const created = await db
    .select({
      name: studyGroups.name,
      description: studyGroups.description,
      code: studyGroups.code,
      isPrivate: studyGroups.isPrivate,
      maxMembers: studyGroups.maxMembers,
      createdAt: studyGroups.createdAt,
    })
    .from(studyGroups)
    .where(eq(studyGroups.createdBy, userId))
    .orderBy(asc(studyGroups.createdAt));
  const memberships = await db
    .select({
      group: studyGroups.name,
      role: groupMemberships.role,
      joinedAt: groupMemberships.joinedAt,
      isActive: groupMemberships.isActive,
    })
    .from(groupMemberships)
    .innerJoin(studyGroups, eq(studyGroups.id, groupMemberships.groupId))
    .where(eq(groupMemberships.userId, userId))
    .orderBy(asc(groupMemberships.joinedAt));
  const challenges = await db
    .select({
      group: studyGroups.name,
      name: groupChallenges.name,
      description: groupChallenges.description,
      challengeType: groupChallenges.challengeType,
      targetValue: groupChallenges.targetValue,
      startDate: groupChallenges.startDate,
      endDate: groupChallenges.endDate,
      createdAt: groupChallenges.createdAt,
    })
    .from(groupChallenges)
    .innerJoin(studyGroups, eq(studyGroups.id, groupChallenges.groupId))
    .where(eq(groupChallenges.createdBy, userId))
    .orderBy(asc(groupChallenges.createdAt));
  return {
    groupsCreated: created.map((g) => ({ ...g, createdAt: g.createdAt.toISOString() })),
    memberships: memberships.map((m) => ({ ...m, joinedAt: m.joinedAt.toISOString() })),
    challengesSet: challenges.map((c) => ({ ...c, createdAt: c.createdAt.toISOString() })),
  };
}
