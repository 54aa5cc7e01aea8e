import {
  CHALLENGE_LIST_LIMIT,
  type ChallengeType,
  type CreateChallengeInput,
  type GroupChallenge,
  type GroupMember,
  type GroupRole,
  LEADERBOARD_TOP,
  type LeaderboardRow,
  type MyStandingResponse,
} from '@/contracts/community/groups';
import { communityMessages } from '@/contracts/messages/community';
import type { Db } from '../../../db/client';
import type { Clock } from '../../../platform/clock';
import { NotFound } from '../../../platform/errors';
import { accounts } from '../../accounts/public';
import { prayerTracking } from '../../prayer-tracking/public';
import { groupAccess } from './access';
import { type ChallengeRow, groupsRepository } from './repository';
import { challengeValue, type Member } from './rules';

/** A group's standings: its members, leaderboard and challenges, and the person's first group's. */
export function groupStandings(db: Db, clock: Clock) {
  const repo = groupsRepository(db);
  const prayers = prayerTracking(db, clock);
  const people = accounts(db);
  const { memberGroup, ownedGroup } = groupAccess(repo);

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
     * For the learning dashboard's Community tab (decision 022): the person's first group (earliest
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
  };
}
