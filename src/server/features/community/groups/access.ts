import type { Message } from '@/contracts/catalogue';
import { communityMessages } from '@/contracts/messages/community';
import { prayerTrackingMessages } from '@/contracts/messages/prayer-tracking';
import { Forbidden, NotFound } from '../../../platform/errors';
import type { GroupListRow, GroupsRepository } from './repository';

/** Who may see and change a group: its members see it (others get 404), its owner changes it (403). */
export function groupAccess(repo: GroupsRepository) {
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

  return { memberGroup, ownedGroup };
}
