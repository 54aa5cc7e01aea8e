import { randomInt } from 'node:crypto';
import {
  type ChallengeType,
  type Group,
  JOIN_CODE_ALPHABET,
  JOIN_CODE_LENGTH,
} from '@/contracts/community/groups';
import { ACHIEVEMENT_THRESHOLDS } from '@/contracts/community/progress';
import { groupActivityCountPart, type PrayerTotals } from '../../prayer-tracking/public';
import { type GroupListRow, type GroupsRepository, membershipCountPart } from './repository';

/** How many public groups `GET /api/groups` lists. */
export const PUBLIC_LIST_LIMIT = 100;
/** A fresh code clashing with a taken one is retried; 32^6 codes make a second clash very unlikely. */
export const CODE_ATTEMPTS = 5;
/**
 * Wrong codes one person may try in 15 minutes; then joining is refused (429) until the window ends.
 * Without it, a script could walk the 32^6 codes and land in private groups (members only, decision 020).
 */
export const JOIN_CODE_GUESSES = 10;
/**
 * Wrong codes from one IP address in 15 minutes, whoever signed in, so new accounts do not buy new
 * guesses. Generous: a class or a mosque behind one address makes a few typos each (decision 020).
 */
export const JOIN_CODE_GUESSES_PER_ADDRESS = 100;
export const JOIN_GUESS_WINDOW_MS = 15 * 60 * 1000;

/** Decision 020: six characters from an upper-case alphabet without 0/O and 1/I, from a secure source. */
export function newJoinCode(): string {
  let code = '';
  for (let i = 0; i < JOIN_CODE_LENGTH; i++) code += JOIN_CODE_ALPHABET[randomInt(JOIN_CODE_ALPHABET.length)];
  return code;
}

export function toGroup(row: GroupListRow, userId: number): Group {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    code: row.code,
    createdBy: row.createdBy,
    isPrivate: row.isPrivate,
    maxMembers: row.maxMembers,
    createdAt: row.createdAt.toISOString(),
    memberCount: Number(row.memberCount),
    isOwner: row.createdBy === userId,
    isMember: row.role !== null,
  };
}

/** What a challenge of each type counts, from the members' prayer totals and group activities. */
export function challengeValue(type: ChallengeType, totals: PrayerTotals, activities: number): number {
  switch (type) {
    case 'prayers_completed':
      return totals.prayersCompleted;
    case 'perfect_days':
      return totals.perfectDays;
    case 'points':
      return totals.points;
    case 'group_activities':
      return activities;
  }
}

/** A member as repo.members reads them. */
export type Member = Awaited<ReturnType<GroupsRepository['members']>>[number];

/**
 * The group_participation achievement's figures as parts of a read about one person (one statement
 * with whatever else that read asks): the groups they are in and the activities they have logged for a
 * group, the latter counted up to the achievement's top threshold (beyond it nothing changes).
 */
export const participationParts = {
  memberships: membershipCountPart,
  groupActivities: groupActivityCountPart,
};
export const participationInputs = {
  groupActivities: { upTo: ACHIEVEMENT_THRESHOLDS.group_participation[2] },
};
