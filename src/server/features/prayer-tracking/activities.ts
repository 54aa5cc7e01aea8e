import { type LogActivityInput, QUICK_ACTIONS, quickActionOf } from '@/contracts/prayer-tracking';
import { prayerTrackingMessages } from '@/contracts/messages/prayer-tracking';
import type { Clock } from '../../platform/clock';
import { uniqueViolation } from '../../platform/db-errors';
import { Conflict, NotFound } from '../../platform/errors';
import { type PrayerTrackingRepository, tx } from './repository';
import { toActivity } from './rules';
import { personNow } from './settings';
import { dayTimes } from './times';
import { hasBegun, isMainPrayer, isOnTime, windowState } from './windows';

/**
 * Asked before an activity is linked to a study group: whether this person is a member of it. The
 * community feature answers it (handed in by the feature list, since features never import each
 * other both ways); without it no group can be named.
 */
export type GroupMembershipCheck = (userId: number, groupId: number) => Promise<boolean>;

/** Activities: quick actions and other deeds logged, with their points. */
export function prayerActivities(
  repo: PrayerTrackingRepository,
  clock: Clock,
  isGroupMember: GroupMembershipCheck = async () => false,
) {
  const context = personNow(repo, clock);
  return {
    /**
     * Logs an activity. Points come from the quick actions' catalogue (decision 007); anything else is logged
     * with none. Each quick action counts once a day.
     */
    async logActivity(userId: number, input: LogActivityInput) {
      const { settings, now, today } = await context(userId);
      // Another group than one's own is not found (its existence is not revealed either).
      if (input.groupId != null && !(await isGroupMember(userId, input.groupId)))
        throw new NotFound(prayerTrackingMessages.groupNotFound);
      const quickId = quickActionOf(input);
      const quick = quickId ? QUICK_ACTIONS[quickId] : undefined;
      // Decision 007: an on-time quick action follows the prayer's windows once its real time is known.
      if (quick?.isOnTime && quick.activitySubtype && isMainPrayer(quick.activitySubtype)) {
        const computed = dayTimes(settings, today);
        if (!computed.approximate) {
          const state = windowState(now, computed.times[quick.activitySubtype]);
          if (!hasBegun(state, false))
            throw new Conflict(prayerTrackingMessages.prayerNotYetDue, 'activitySubtype');
          if (!isOnTime(state))
            throw new Conflict(prayerTrackingMessages.onTimeWindowPassed, 'activitySubtype');
        }
      }
      try {
        return await repo.transaction(async (t) => {
          const row = await tx.insertActivity(t, {
            userId,
            groupId: input.groupId ?? null,
            activityType: input.activityType,
            activitySubtype: input.activitySubtype ?? null,
            points: quick?.points ?? 0,
            isOnTime: quick?.isOnTime ?? false,
            activityDate: today,
            completedAt: now,
            notes: input.notes || null,
          });
          await tx.addPoints(t, userId, row.points);
          return toActivity(row);
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
