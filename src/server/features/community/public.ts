import type { Db } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { groupsService } from './groups-service';

/** What other features may ask of study groups. */
export function studyGroups(db: Db, clock: Clock) {
  const service = groupsService(db, clock);
  return {
    /** Whether the person is a member of the group (prayer tracking links activities to groups). */
    isMember: service.isMember,
  };
}
