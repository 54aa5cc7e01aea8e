import { z } from '../zod';
import { text } from '../text';

/**
 * What the community feature holds about a person, for their data download (decision 023): their
 * achievements, counters, learning sessions and goals, the groups they created, their memberships and
 * the challenges they set (other members are not named).
 */
export const communityPersonalData = z.object({
  achievements: z.array(
    z.object({
      achievementType: text(),
      level: z.number(),
      progress: z.number(),
      maxProgress: z.number(),
      unlockedAt: text(),
    }),
  ),
  achievementCounters: z.array(z.object({ counter: text(), count: z.number() })),
  /** Completed learning sessions per week (the roll-up the weekly limit is taken from). */
  learningWeeks: z.array(z.object({ weekStart: text(), sessions: z.number() })),
  learningSessions: z.array(
    z.object({
      kind: text(),
      turns: z.number(),
      localDate: text().nullable(),
      points: z.number(),
      createdAt: text(),
      completedAt: text().nullable(),
    }),
  ),
  weeklyGoals: z
    .object({ prayers: z.number(), school: z.number(), learning: z.number(), updatedAt: text() })
    .nullable(),
  groupsCreated: z.array(
    z.object({
      name: text(),
      description: text().nullable(),
      code: text(),
      isPrivate: z.boolean(),
      maxMembers: z.number(),
      createdAt: text(),
    }),
  ),
  memberships: z.array(
    z.object({ group: text(), role: text(), joinedAt: text(), isActive: z.boolean() }),
  ),
  challengesSet: z.array(
    z.object({
      group: text(),
      name: text(),
      description: text().nullable(),
      challengeType: text(),
      targetValue: z.number(),
      startDate: text(),
      endDate: text(),
      createdAt: text(),
    }),
  ),
});
