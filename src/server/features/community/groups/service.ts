import type { Db } from '../../../db/client';
import type { Clock } from '../../../platform/clock';
import { groupMembership } from './membership';
import { groupStandings } from './standings';

export {
  JOIN_CODE_GUESSES,
  JOIN_CODE_GUESSES_PER_ADDRESS,
  participationInputs,
  participationParts,
} from './rules';

/**
 * Study groups: create, join by code, leave, delete, members, leaderboard and challenges. A group's
 * members, leaderboard and challenges are its members' only: to anyone else the group is not found
 * (404), so its existence is not revealed either. Points and streaks are read from prayer tracking's
 * roll-ups, for all members in one statement. Membership and standings are their own use cases.
 */
export function groupsService(db: Db, clock: Clock) {
  return { ...groupMembership(db, clock), ...groupStandings(db, clock) };
}

export type GroupsService = ReturnType<typeof groupsService>;
