import {
  type CreateGroupInput,
  DEFAULT_MAX_MEMBERS,
  type Group,
  type JoinGroupResponse,
  normaliseJoinCode,
} from '@/contracts/community/groups';
import { messageBody } from '@/contracts/catalogue';
import { communityMessages } from '@/contracts/messages/community';
import type { Db } from '../../../db/client';
import { clientKey } from '../../../platform/client-address';
import type { Clock } from '../../../platform/clock';
import { uniqueViolation } from '../../../platform/db-errors';
import { Conflict, NotFound, TooManyRequests } from '../../../platform/errors';
import { failureCounter } from '../../../platform/rate-limit';
import { prayerTracking } from '../../prayer-tracking/public';
import { groupAccess } from './access';
import { groupsRepository } from './repository';
import {
  CODE_ATTEMPTS,
  JOIN_CODE_GUESSES,
  JOIN_CODE_GUESSES_PER_ADDRESS,
  JOIN_GUESS_WINDOW_MS,
  newJoinCode,
  PUBLIC_LIST_LIMIT,
  toGroup,
} from './rules';

/** Being in a group: the lists, creating one, joining by code, leaving and deleting. */
export function groupMembership(db: Db, clock: Clock) {
  const repo = groupsRepository(db);
  const prayers = prayerTracking(db, clock);
  const wrongCodes = failureCounter(db, 'wrong-join-code', JOIN_GUESS_WINDOW_MS);
  const { memberGroup, ownedGroup } = groupAccess(repo);

  return {
    /** Public groups (decision 020), each saying whether the person is in it. */
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
     * Joins by code, in any case (decision 020). Twice is 409, a full group 409, an unknown code 404, counted
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
     * The owner deletes the group (decision 020): its memberships and challenges go with it, and its
     * activities stay in their people's logs without naming it. Others: 403, non-members: 404.
     */
    async remove(userId: number, groupId: number): Promise<void> {
      await ownedGroup(userId, groupId);
      await repo.transaction(async (t) => {
        await prayerTracking(t, clock).forgetGroup(groupId);
        await repo.deleteGroup(t, groupId);
      });
    },

    /**
     * Before the person's account is deleted: the groups they own go with it (foreign keys), so their
     * members' activities stop naming them, as when the owner deletes a group (decision 020).
     */
    async forgetGroupsOwnedBy(userId: number): Promise<void> {
      const owned = (await repo.groupsOf(userId)).filter((g) => g.createdBy === userId);
      for (const group of owned) await prayers.forgetGroup(group.id);
    },

    /** Whether the person is a member of the group (prayer tracking asks before linking an activity). */
    isMember: (userId: number, groupId: number) => repo.isActiveMember(groupId, userId),
  };
}
