import {
  LEARNING_SESSION_POINTS,
  LEARNING_SESSIONS_PER_WEEK,
  SCHOOL_CLASS_POINTS,
  SCHOOL_CLASSES_WITH_POINTS_PER_WEEK,
  type GoalsResponse,
  type UpdateGoalsInput,
} from '@/contracts/community/progress';
import type { Db } from '../../../db/client';
import type { Clock } from '../../../platform/clock';
import type { UserRow } from '../../../platform/sessions';
import { personRead } from '../../../platform/person-read';
import { entitlementsPart } from '../../billing/public';
import { addDays, recentPrayersPart, weekStartOf } from '../../prayer-tracking/public';
import { goalsRepository, weeklyTargetsPart } from './repository';
import { aroundToday, learningCountsPart } from '../learning-sessions/repository';

/** Points of the week's completed school classes: the first earns them (decision 021). */
export const schoolPointsOf = (classes: number) =>
  Math.min(classes, SCHOOL_CLASSES_WITH_POINTS_PER_WEEK) * SCHOOL_CLASS_POINTS;

/**
 * Weekly goals (decision 021): the person's targets and this week's progress, the week
 * running Sunday to Saturday in their time zone. Every figure is read from a roll-up: at most seven
 * daily prayer rows, one week row of learning sessions, the sessions and school classes of the days
 * around today.
 */
export function goalsService(db: Db, clock: Clock) {
  const repo = goalsRepository(db);
  // The targets, the week's prayers, the school and the learning sessions: one statement.
  const read = personRead(db, 'goals_read', {
    targets: weeklyTargetsPart,
    recent: recentPrayersPart,
    entitlements: entitlementsPart,
    learning: learningCountsPart,
  });

  async function get(user: UserRow): Promise<GoalsResponse> {
    const now = clock.now();
    const { targets, recent, entitlements, learning } = await read(user.id, {
      recent: { now, days: 7 },
      entitlements: { user, now },
      learning: aroundToday(now),
    });
    const weekStart = weekStartOf(recent.today);
    const sessions = learning.on(recent.today, weekStart);
    const prayersThisWeek = Object.entries(recent.completedOn)
      .filter(([date]) => date >= weekStart)
      .reduce((sum, [, count]) => sum + count, 0);
    return {
      weekStart,
      weekEnd: addDays(weekStart, 6),
      today: recent.today,
      targets,
      progress: {
        prayers: prayersThisWeek,
        // The classes completed this week, for the people who have the school (decision 021).
        school: entitlements.school ? sessions.schoolClasses : null,
        learning: sessions.week,
      },
      schoolSubscribed: entitlements.school,
      learningToday: sessions.today,
      learningPoints: Math.min(sessions.week, LEARNING_SESSIONS_PER_WEEK) * LEARNING_SESSION_POINTS,
      schoolPoints: schoolPointsOf(sessions.schoolClasses),
    };
  }

  return {
    get,
    async update(user: UserRow, input: UpdateGoalsInput): Promise<GoalsResponse> {
      await repo.save(user.id, input);
      return get(user);
    },
  };
}
