import type {
  CreatePrayerRecordInput,
  LoggedActivity,
  LogActivityInput,
  PrayerRecord,
} from '@/contracts/prayer-tracking';
import { QUICK_ACTIONS, quickActionOf } from '@/contracts/prayer-tracking';
import { prayerTrackingMessages } from '@/contracts/messages/prayer-tracking';
import type { Clock } from '../../platform/clock';
import { uniqueViolation } from '../../platform/db-errors';
import { Conflict, NotFound } from '../../platform/errors';
import { type PrayerTrackingRepository, tx } from './repository';
import { toActivity } from './rules';
import { personNow } from './settings';

/**
 * Asked before an activity is linked to a study group: whether this person is a member of it. The
 * community feature answers it (handed in by the feature list, since features never import each
 * other both ways); without it no group can be named.
 */
export type GroupMembershipCheck = (userId: number, groupId: number) => Promise<boolean>;

/** The tracker's way of recording a prayer (recording.ts), which a quick action naming a prayer takes. */
export type RecordPrayer = (userId: number, input: CreatePrayerRecordInput) => Promise<PrayerRecord>;

/** Activities: quick actions and other deeds logged, with their points. */
export function prayerActivities(
  repo: PrayerTrackingRepository,
  clock: Clock,
  recordPrayer: RecordPrayer,
  isGroupMember: GroupMembershipCheck = async () => false,
) {
  const context = personNow(repo, clock);
  return {
    /**
     * Logs an activity. Points come from the quick actions' catalogue (decision 007); anything else is
     * logged with none. Each quick action counts once a day. A quick action naming a prayer records
     * today's prayer through the tracker, with the tracker's rules and points (a prayer whose time has
     * not come, or one recorded already, is refused as the tracker refuses it); its activity is the
     * log line, with no points of its own, so the prayer is counted once.
     */
    async logActivity(userId: number, input: LogActivityInput): Promise<LoggedActivity> {
      const { now, today } = await context(userId);
      // Another group than one's own is not found (its existence is not revealed either).
      if (input.groupId != null && !(await isGroupMember(userId, input.groupId)))
        throw new NotFound(prayerTrackingMessages.groupNotFound);
      const quickId = quickActionOf(input);
      const quick = quickId ? QUICK_ACTIONS[quickId] : undefined;
      const values = {
        userId,
        groupId: input.groupId ?? null,
        activityType: input.activityType,
        activitySubtype: input.activitySubtype ?? null,
        activityDate: today,
        completedAt: now,
        notes: input.notes || null,
      };
      if (quick?.prayer) {
        const prayerRecord = await recordPrayer(userId, { prayerType: quick.prayer, prayerDate: today });
        // The record is the prayer; the activity only logs how it was recorded (and for which group).
        // A log line of the day already there (the record removed and made again) is the one answered.
        const row = await repo.transaction((t) =>
          tx.insertActivityOnce(t, { ...values, points: 0, isOnTime: prayerRecord.onTime }),
        );
        return { ...toActivity(row), prayerRecord };
      }
      try {
        return await repo.transaction(async (t) => {
          const row = await tx.insertActivity(t, {
            ...values,
            points: quick?.points ?? 0,
            isOnTime: false,
          });
          await tx.addPoints(t, userId, row.points);
          return { ...toActivity(row), prayerRecord: null };
        });
      } catch (error) {
        if (uniqueViolation(error))
          throw new Conflict(prayerTrackingMessages.activityAlreadyLogged, 'activityType');
        throw error;
      }
    },

    async activities(userId: number) {
      const [totalPoints, rows] = await Promise.all([
        repo.totalPoints(userId),
        repo.recentActivities(userId, 100),
      ]);
      return { totalPoints, activities: rows.map(toActivity) };
    },
  };
}
