import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { groupChallenges, groupMemberships, studyGroups } from '../../db/schema/community';
import {
  achievementCounters,
  learningSessions,
  learningWeeks,
  userAchievements,
  weeklyGoals,
} from '../../db/schema/community-progress';

/**
 * What the community feature holds about a person, for their data download (decision 023): the study
 * groups they created, their memberships, the challenges they set (other members are not named), their
 * achievements, counters, learning sessions (and their weekly roll-up) and weekly goals.
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
  const achievements = await db
    .select()
    .from(userAchievements)
    .where(eq(userAchievements.userId, userId))
    .orderBy(asc(userAchievements.unlockedAt));
  const counters = await db
    .select({ counter: achievementCounters.counter, count: achievementCounters.count })
    .from(achievementCounters)
    .where(eq(achievementCounters.userId, userId));
  const sessions = await db
    .select()
    .from(learningSessions)
    .where(eq(learningSessions.userId, userId))
    .orderBy(asc(learningSessions.createdAt));
  const [goals] = await db.select().from(weeklyGoals).where(eq(weeklyGoals.userId, userId));
  const weeks = await db
    .select({ weekStart: learningWeeks.weekStart, sessions: learningWeeks.sessions })
    .from(learningWeeks)
    .where(eq(learningWeeks.userId, userId))
    .orderBy(asc(learningWeeks.weekStart));
  return {
    achievements: achievements.map((a) => ({
      achievementType: a.achievementType,
      level: a.level,
      progress: a.progress,
      maxProgress: a.maxProgress,
      unlockedAt: a.unlockedAt.toISOString(),
    })),
    achievementCounters: counters,
    /** Completed learning sessions per week (the roll-up the weekly limit is taken from). */
    learningWeeks: weeks,
    learningSessions: sessions.map((l) => ({
      kind: l.kind,
      turns: l.turns,
      localDate: l.localDate,
      points: l.points,
      createdAt: l.createdAt.toISOString(),
      completedAt: l.completedAt?.toISOString() ?? null,
    })),
    weeklyGoals: goals
      ? {
          prayers: goals.prayers,
          school: goals.school,
          learning: goals.learning,
          updatedAt: goals.updatedAt.toISOString(),
        }
      : null,
    groupsCreated: created.map((g) => ({ ...g, createdAt: g.createdAt.toISOString() })),
    memberships: memberships.map((m) => ({ ...m, joinedAt: m.joinedAt.toISOString() })),
    challengesSet: challenges.map((c) => ({ ...c, createdAt: c.createdAt.toISOString() })),
  };
}
