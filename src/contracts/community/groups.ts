import { z } from '../zod';
import { text } from '../text';
import { rowId } from '../common';
import { communityMessages } from '../messages/community';

// ---- Constants (decision 020) ----

export const GROUP_NAME_MAX = 100;
export const GROUP_DESCRIPTION_MAX = 1000;
export const GROUP_CODE_STORED_MAX = 20;
export const DEFAULT_MAX_MEMBERS = 50;
/** The server accepts the union of the three forms' ranges (decision 020). */
export const SERVER_MEMBER_LIMITS = { min: 2, max: 500 } as const;
/** Each create form keeps its own limits. */
export const FORM_MEMBER_LIMITS = {
  communityOverview: { min: 2, max: 200 },
  communityGroupsTab: { min: 2, max: 500 },
  studyGroupsPage: { min: 5, max: 100 },
} as const;
/** Join code fields: the Community overview dialog takes 8 characters, the Study Groups page 6. */
export const JOIN_CODE_FIELD_LENGTH = { communityOverview: 8, studyGroupsPage: 6 } as const;
/** Generated codes (decision 020): 6 characters from an upper-case alphabet without 0/O and 1/I. */
export const JOIN_CODE_LENGTH = 6;
export const JOIN_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** The learning dashboard and the community overview show the top 10. */
export const LEADERBOARD_TOP = 10;
export const GROUP_ROLES = ['owner', 'member'] as const;
export type GroupRole = (typeof GROUP_ROLES)[number];

/**
 * What a group challenge counts, over its dates, across the group's members:
 * prayers_completed: main prayers recorded; perfect_days: days with all five prayers;
 * points: prayer points earned; group_activities: activities logged for the group.
 */
export const CHALLENGE_TYPES = ['prayers_completed', 'perfect_days', 'points', 'group_activities'] as const;
export type ChallengeType = (typeof CHALLENGE_TYPES)[number];
export const CHALLENGE_TARGET_MAX = 100_000;
export const CHALLENGE_MAX_DAYS = 366;
/** A group's challenge list: running and coming ones first, then the most recently ended, this many at most. */
export const CHALLENGE_LIST_LIMIT = 20;

// ---- Inputs ----

/** Upper-cases a join code (decision 020: joining is case-insensitive) after trimming it. */
export const normaliseJoinCode = (code: string) => code.trim().toUpperCase();

export const groupIdParams = z.object({ id: rowId });
export const challengeIdParams = z.object({ id: rowId, challengeId: rowId });

export const createGroupInput = z.object({
  name: text()
    .trim()
    .min(1, communityMessages.groupNameRequired.code)
    .max(GROUP_NAME_MAX, communityMessages.groupNameTooLong.code),
  description: text()
    .trim()
    .max(GROUP_DESCRIPTION_MAX, communityMessages.groupDescriptionTooLong.code)
    .optional(),
  isPrivate: z.boolean().optional(),
  maxMembers: z
    .number()
    .int(communityMessages.maxMembersRange.code)
    .min(SERVER_MEMBER_LIMITS.min, communityMessages.maxMembersRange.code)
    .max(SERVER_MEMBER_LIMITS.max, communityMessages.maxMembersRange.code)
    .optional(),
});
export type CreateGroupInput = z.infer<typeof createGroupInput>;

export const joinGroupInput = z.object({
  code: text()
    .trim()
    .min(1, communityMessages.groupCodeRequired.code)
    .max(GROUP_CODE_STORED_MAX, communityMessages.groupCodeTooLong.code),
});
export type JoinGroupInput = z.infer<typeof joinGroupInput>;

const isoDate = text()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD')
  .refine((value) => {
    const [y, m, d] = value.split('-').map(Number) as [number, number, number];
    const date = new Date(Date.UTC(y, m - 1, d));
    return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
  }, 'must be a real calendar date');

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

export const createChallengeInput = z
  .object({
    name: text()
      .trim()
      .min(1, communityMessages.challengeNameRequired.code)
      .max(GROUP_NAME_MAX, communityMessages.groupNameTooLong.code),
    description: text()
      .trim()
      .max(GROUP_DESCRIPTION_MAX, communityMessages.groupDescriptionTooLong.code)
      .optional(),
    challengeType: z.enum(CHALLENGE_TYPES, communityMessages.challengeTypeInvalid.code),
    targetValue: z
      .number(communityMessages.challengeTargetRange.code)
      .int(communityMessages.challengeTargetRange.code)
      .min(1, communityMessages.challengeTargetRange.code)
      .max(CHALLENGE_TARGET_MAX, communityMessages.challengeTargetRange.code),
    startDate: isoDate,
    endDate: isoDate,
  })
  .refine((c) => c.endDate >= c.startDate, {
    message: communityMessages.challengeDatesOrder.code,
    path: ['endDate'],
  })
  .refine((c) => dayNumber(c.endDate) - dayNumber(c.startDate) < CHALLENGE_MAX_DAYS, {
    message: communityMessages.challengeTooLong.code,
    path: ['endDate'],
  });
export type CreateChallengeInput = z.infer<typeof createChallengeInput>;

// ---- Responses ----

export const group = z.object({
  id: z.number().int(),
  name: text(),
  description: text().nullable(),
  code: text(),
  createdBy: z.number().int(),
  isPrivate: z.boolean(),
  maxMembers: z.number().int(),
  createdAt: text(),
  memberCount: z.number().int(),
  isOwner: z.boolean(),
  isMember: z.boolean(),
});
export type Group = z.infer<typeof group>;
export const groupsResponse = z.array(group);

export const joinGroupResponse = z.object({
  message: text(),
  code: text(),
  groupId: z.number().int(),
  groupName: text(),
});
export type JoinGroupResponse = z.infer<typeof joinGroupResponse>;

export const groupMember = z.object({
  /** The member's user id. */
  id: z.number().int(),
  username: text(),
  joinedAt: text(),
  totalPoints: z.number().int(),
  role: z.enum(GROUP_ROLES),
});
export type GroupMember = z.infer<typeof groupMember>;
export const groupMembersResponse = z.array(groupMember);

export const leaderboardRow = z.object({
  rank: z.number().int(),
  userId: z.number().int(),
  username: text(),
  totalPoints: z.number().int(),
  currentStreak: z.number().int(),
  isMe: z.boolean(),
});
export type LeaderboardRow = z.infer<typeof leaderboardRow>;
export const leaderboardQuery = z.object({
  limit: z.coerce.number().int().min(1).max(SERVER_MEMBER_LIMITS.max).optional(),
});
export const leaderboardResponse = z.array(leaderboardRow);

export const groupChallenge = z.object({
  id: z.number().int(),
  groupId: z.number().int(),
  name: text(),
  description: text().nullable(),
  challengeType: z.enum(CHALLENGE_TYPES),
  targetValue: z.number().int(),
  startDate: text(),
  endDate: text(),
  isActive: z.boolean(),
  createdBy: z.number().int(),
  createdAt: text(),
  /** The members' combined count over the challenge's dates, computed from their records. */
  currentValue: z.number().int(),
  /** currentValue as a share of targetValue, 0 to 100. */
  progress: z.number().int(),
});
export type GroupChallenge = z.infer<typeof groupChallenge>;
export const groupChallengesResponse = z.array(groupChallenge);

/** The learning dashboard's Community tab: the person's first group, its top 10 and running challenges. */
export const myStandingResponse = z.object({
  group: z.object({ id: z.number().int(), name: text() }).nullable(),
  leaderboard: leaderboardResponse,
  challenges: groupChallengesResponse,
});
export type MyStandingResponse = z.infer<typeof myStandingResponse>;
