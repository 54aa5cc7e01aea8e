import type { Clock } from '../../platform/clock';
import { type GroupMembershipCheck, prayerActivities } from './activities';
import { prayerHistory } from './history';
import { keptReads } from './kept-reads';
import { prayerRecording } from './recording';
import type { PrayerTrackingRepository } from './repository';
import { prayerSettingsUseCases } from './settings';

export type { GroupMembershipCheck } from './activities';

/**
 * Prayer tracking's use cases, each its own module: the settings and the times they give, recording
 * prayers (one statement a write, decision 026), the three reads kept by version (decision 028), the
 * records and streaks, and activities.
 */
export function prayerTrackingService(
  repo: PrayerTrackingRepository,
  clock: Clock,
  isGroupMember?: GroupMembershipCheck,
) {
  const recording = prayerRecording(repo, clock);
  return {
    ...prayerSettingsUseCases(repo, clock),
    ...recording,
    ...keptReads(repo, clock),
    ...prayerHistory(repo, clock),
    // A quick action naming a prayer records it the tracker's way (decision 007).
    ...prayerActivities(repo, clock, recording.createRecord, isGroupMember),
  };
}

export type PrayerTrackingService = ReturnType<typeof prayerTrackingService>;
