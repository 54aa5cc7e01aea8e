import { randomInt } from 'node:crypto';
import {
  CHALLENGE_LIST_LIMIT,
  type ChallengeType,
  type CreateChallengeInput,
  type CreateGroupInput,
  DEFAULT_MAX_MEMBERS,
  type Group,
  type GroupChallenge,
  type GroupMember,
  type GroupRole,
  JOIN_CODE_ALPHABET,
  JOIN_CODE_LENGTH,
  type JoinGroupResponse,
  LEADERBOARD_TOP,
  type LeaderboardRow,
  type MyStandingResponse,
  normaliseJoinCode,
} from '@/contracts/community/groups';
import { type Message, messageBody } from '@/contracts/catalogue';
import { communityMessages } from '@/contracts/messages/community';
import { prayerTrackingMessages } from '@/contracts/messages/prayer-tracking';
import { ACHIEVEMENT_THRESHOLDS } from '@/contracts/community/progress';
import type { Db } from '../../db/client';
import { clientKey } from '../../platform/client-address';
import type { Clock } from '../../platform/clock';
import { uniqueViolation } from '../../platform/db-errors';
import { Conflict, Forbidden, NotFound, TooManyRequests } from '../../platform/errors';
import { failureCounter } from '../../platform/rate-limit';
import { accounts } from '../accounts/public';
import { groupActivityCountPart, prayerTracking, type PrayerTotals } from '../prayer-tracking/public';
import {
  type ChallengeRow,
  type GroupListRow,
  groupsRepository,
  type GroupsRepository,
  membershipCountPart,
} from './groups-repository';

/** How many public groups `GET /api/groups` lists. */
const PUBLIC_LIST_LIMIT = 100;
/** A fresh code clashing with a taken one is retried; 32^6 codes make a second clash very unlikely. */
const CODE_ATTEMPTS = 5;
/**
 * Wrong codes one person may try in 15 minutes; then joining is refused (429) until the window ends.
 * Without it, a script could walk the 32^6 codes and land in private groups (D9: members only).
 */
export const JOIN_CODE_GUESSES = 10;
/**
 * Wrong codes from one IP address in 15 minutes, whoever signed in, so new accounts do not buy new
 * guesses. Generous: a class or a mosque behind one address makes a few typos each (decision 020).
 */
export const JOIN_CODE_GUESSES_PER_ADDRESS = 100;
const JOIN_GUESS_WINDOW_MS = 15 * 60 * 1000;

/** D8: six characters from an upper-case alphabet without 0/O and 1/I, from a secure source. */
export function newJoinCode(): string {
  let code = '';
  for (let i = 0; i < JOIN_CODE_LENGTH; i++) code += JOIN_CODE_ALPHABET[randomInt(JOIN_CODE_ALPHABET.length)];
  return code;
}

function toGroup(row: GroupListRow, userId: number): Group {
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
function challengeValue(type: ChallengeType, totals: PrayerTotals, activities: number): number {
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
type Member = Awaited<ReturnType<GroupsRepository['members']>>[number];

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

/**
 * Study groups: create, join by code, leave, delete, members, leaderboard and challenges. A group's
 * members, leaderboard and challenges are its members' only: to anyone else the group is not found
 * (404), so its existence is not revealed either. Points and streaks are read from prayer tracking's
 * roll-ups, for all members in one statement.
 */
export function groupsService(db: Db, clock: Clock) {
  const repo = groupsRepository(db);
  const prayers = prayerTracking(db, clock);
  const people = accounts(db);
  const wrongCodes = failureCounter(db, 'wrong-join-code', JOIN_GUESS_WINDOW_MS);

  /** The group, when the person is a member; otherwise 404. */
  async function memberGroup(userId: number, groupId: number): Promise<GroupListRow> {
    const row = await repo.groupForMember(groupId, userId);
    if (!row) throw new NotFound(prayerTrackingMessages.groupNotFound);
    return row;
  }

  async function ownedGroup(
    userId: number,
    groupId: number,
    refusal: Message = communityMessages.onlyOwnerCanDelete,
  ) {
    const row = await memberGroup(userId, groupId);
    if (row.createdBy !== userId) throw new Forbidden(refusal);
    return row;
  }

  /** The members ranked by points and streak; `members` in the order they joined (repo.members). */
  async function rankedMembers(members: Member[], userId: number): Promise<LeaderboardRow[]> {
    const ids = members.map((m) => m.userId);
    const [standings, names] = await Promise.all([prayers.standings(ids), people.usernames(ids)]);
    const rows = members.map((m) => ({
      userId: m.userId,
      username: names.get(m.userId) ?? '',
      totalPoints: standings.get(m.userId)?.totalPoints ?? 0,
      currentStreak: standings.get(m.userId)?.currentStreak ?? 0,
      isMe: m.userId === userId,
    }));
    // Members keep the order they joined in when their points and streaks are equal (a stable sort).
    rows.sort((a, b) => b.totalPoints - a.totalPoints || b.currentStreak - a.currentStreak);
    // Equal points share a rank (1, 2, 2, 4).
    let rank = 0;
    return rows.map((row, i) => {
      if (i === 0 || rows[i - 1]!.totalPoints !== row.totalPoints) rank = i + 1;
      return { rank, ...row };
    });
  }

  /** The challenges with their progress, counted over the group's members (`members`). */
  async function withProgress(
    groupId: number,
    members: Member[],
    rows: ChallengeRow[],
  ): Promise<GroupChallenge[]> {
    const ids = members.map((m) => m.userId);
    return Promise.all(
      rows.map(async (row) => {
        const type = row.challengeType as ChallengeType;
        const [totals, activities] = await Promise.all([
          type === 'group_activities'
            ? Promise.resolve({ prayersCompleted: 0, perfectDays: 0, points: 0 })
            : prayers.totals(ids, row.startDate, row.endDate),
          type === 'group_activities' ? prayers.groupActivities(groupId, ids, row.startDate, row.endDate) : 0,
        ]);
        const currentValue = challengeValue(type, totals, activities);
        return {
          id: row.id,
          groupId: row.groupId,
          name: row.name,
          description: row.description,
          challengeType: type,
          targetValue: row.targetValue,
          startDate: row.startDate,
          endDate: row.endDate,
          isActive: row.isActive,
          createdBy: row.createdBy,
          createdAt: row.createdAt.toISOString(),
          currentValue,
          progress: Math.min(100, Math.floor((currentValue * 100) / row.targetValue)),
        };
      }),
    );
  }

  const today = () => clock.now().toISOString().slice(0, 10);

  return {
    /** Public groups (D9), each saying whether the person is in it. */
    async publicGroups(userId: number): Promise<Group[]> {
      return (await repo.publicGroups(userId, PUBLIC_LIST_LIMIT)).map((r) => toGroup(r, userId));
    },

    /** The person's groups, earliest joined first. */
    async myGroups(userId: number): Promise<Group[]> {
      return (await repo.groupsOf(userId)).map((r) => toGroup(r, userId));
    },

    async group(userId: number, groupId: number): Promise<Group> {
      return toGroup(await memberGroup(userId, groupId), userId);
    },

    /** Creates a group with a fresh join code; its creator is its owner and first member. */
    async create(userId: number, input: CreateGroupInput): Promise<Group> {
      for (let attempt = 1; ; attempt++) {
        try {
          const row = await repo.createWithOwner({
            name: input.name,
            description: input.description || null,
            code: newJoinCode(),
            createdBy: userId,
            isPrivate: input.isPrivate ?? false,
            maxMembers: input.maxMembers ?? DEFAULT_MAX_MEMBERS,
            createdAt: clock.now(),
          });
          return toGroup({ ...row, memberCount: 1, role: 'owner' }, userId);
        } catch (error) {
          if (!uniqueViolation(error) || attempt >= CODE_ATTEMPTS) throw error;
        }
      }
    },

    /**
     * Joins by code, in any case (D8). Twice is 409, a full group 409, an unknown code 404, counted
     * for the person and for the IP address `from` (an IPv6 one by its /64; 429 past either limit).
     */
    async join(userId: number, code: string, from: string): Promise<JoinGroupResponse> {
      const guesser = `user:${userId}`;
      const address = `address:${clientKey(from)}`;
      if (
        (await wrongCodes.retryAfter(guesser, JOIN_CODE_GUESSES)) > 0 ||
        (await wrongCodes.retryAfter(address, JOIN_CODE_GUESSES_PER_ADDRESS)) > 0
      )
        throw new TooManyRequests();
      const result = await repo.join(normaliseJoinCode(code), userId, clock.now());
      switch (result.outcome) {
        case 'notFound':
          await wrongCodes.record(guesser);
          await wrongCodes.record(address);
          throw new NotFound(communityMessages.groupCodeNotFound);
        case 'alreadyMember':
          throw new Conflict(communityMessages.alreadyGroupMember, 'code');
        case 'full':
          throw new Conflict(communityMessages.groupFull, 'code');
        case 'joined':
          return {
            ...messageBody(communityMessages.groupJoined),
            groupId: result.group.id,
            groupName: result.group.name,
          };
      }
    },

    /** A member leaves; the owner deletes the group instead (409). */
    async leave(userId: number, groupId: number): Promise<void> {
      const row = await memberGroup(userId, groupId);
      if (row.createdBy === userId) throw new Conflict(communityMessages.ownerCannotLeave);
      await repo.leave(groupId, userId);
    },

    /**
     * The owner deletes the group (D9): its memberships and challenges go with it, and its
     * activities stay in their people's logs without naming it. Others: 403, non-members: 404.
     */
    async remove(userId: number, groupId: number): Promise<void> {
      await ownedGroup(userId, groupId);
      await repo.transaction(async (t) => {
        await prayerTracking(t, clock).forgetGroup(groupId);
        await repo.deleteGroup(t, groupId);
      });
    },

    async members(userId: number, groupId: number): Promise<GroupMember[]> {
      await memberGroup(userId, groupId);
      const members = await repo.members(groupId);
      const ids = members.map((m) => m.userId);
      const [standings, names] = await Promise.all([prayers.standings(ids), people.usernames(ids)]);
      return members.map((m) => ({
        id: m.userId,
        username: names.get(m.userId) ?? '',
        joinedAt: m.joinedAt.toISOString(),
        totalPoints: standings.get(m.userId)?.totalPoints ?? 0,
        role: m.role as GroupRole,
      }));
    },

    /** Members by total points (then current streak), with their real figures. */
    async leaderboard(userId: number, groupId: number, limit?: number): Promise<LeaderboardRow[]> {
      await memberGroup(userId, groupId);
      const rows = await rankedMembers(await repo.members(groupId), userId);
      return limit ? rows.slice(0, limit) : rows;
    },

    async challenges(userId: number, groupId: number): Promise<GroupChallenge[]> {
      await memberGroup(userId, groupId);
      const [members, rows] = await Promise.all([
        repo.members(groupId),
        repo.challenges(groupId, today(), CHALLENGE_LIST_LIMIT),
      ]);
      return withProgress(groupId, members, rows);
    },

    /** Only the owner sets challenges (403 for other members, 404 for non-members). */
    async createChallenge(
      userId: number,
      groupId: number,
      input: CreateChallengeInput,
    ): Promise<GroupChallenge> {
      await ownedGroup(userId, groupId, communityMessages.onlyOwnerCanManageChallenges);
      const row = await repo.insertChallenge({
        groupId,
        name: input.name,
        description: input.description || null,
        challengeType: input.challengeType,
        targetValue: input.targetValue,
        startDate: input.startDate,
        endDate: input.endDate,
        createdBy: userId,
        createdAt: clock.now(),
      });
      const [withValue] = await withProgress(groupId, await repo.members(groupId), [row]);
      return withValue!;
    },

    async deleteChallenge(userId: number, groupId: number, challengeId: number): Promise<void> {
      await ownedGroup(userId, groupId, communityMessages.onlyOwnerCanManageChallenges);
      if (!(await repo.deleteChallenge(groupId, challengeId)))
        throw new NotFound(communityMessages.challengeNotFound);
    },

    /**
     * For the learning dashboard's Community tab (issue 12): the person's first group (earliest
     * joined), its top 10 with current streaks, and its challenges running today (UTC date) with
     * their progress. `group` is null, with empty lists, for someone in no group.
     */
    async myStanding(userId: number): Promise<MyStandingResponse> {
      const [first] = await repo.groupsOf(userId);
      if (!first) return { group: null, leaderboard: [], challenges: [] };
      // The members are read once for both; standings, names and each challenge's totals at once.
      const [members, active] = await Promise.all([
        repo.members(first.id),
        repo.activeChallenges(first.id, today()),
      ]);
      const [leaderboard, challenges] = await Promise.all([
        rankedMembers(members, userId),
        withProgress(first.id, members, active),
      ]);
      return {
        group: { id: first.id, name: first.name },
        leaderboard: leaderboard.slice(0, LEADERBOARD_TOP),
        challenges,
      };
    },

    /**
     * Before the person's account is deleted: the groups they own go with it (foreign keys), so their
     * members' activities stop naming them, as when the owner deletes a group (D9).
     */
    async forgetGroupsOwnedBy(userId: number): Promise<void> {
      const owned = (await repo.groupsOf(userId)).filter((g) => g.createdBy === userId);
      for (const group of owned) await prayers.forgetGroup(group.id);
    },

    /** Whether the person is a member of the group (prayer tracking asks before linking an activity). */
    isMember: (userId: number, groupId: number) => repo.isActiveMember(groupId, userId),
  };
}

export type GroupsService = ReturnType<typeof groupsService>;
