import {
  LEARNING_SESSION_POINTS,
  LEARNING_SESSIONS_PER_WEEK,
  type GoalsResponse,
  type UpdateGoalsInput,
} from '@/contracts/community/progress';
import type { Db } from '../../db/client';
import type { Clock } from '../../platform/clock';
import type { UserRow } from '../../platform/sessions';
import { personRead } from '../../platform/person-read';
import { entitlementsPart } from '../billing/public';
import { addDays, recentPrayersPart, weekStartOf } from '../prayer-tracking/public';
import { goalsRepository, weeklyTargetsPart } from './goals-repository';
import { aroundToday, learningCountsPart } from './learning-sessions-repository';

/**
 * Weekly goals (D11, spec 2 section 9): the person's targets and this week's progress, the week
 * running Sunday to Saturday in their time zone. Every figure is read from a roll-up: at most seven
 * daily prayer rows, one week row of learning sessions, today's sessions.
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
        // The school's classes are not recorded by date yet (decision 021).
        school: null,
        learning: sessions.week,
      },
      schoolSubscribed: entitlements.school,
      learningToday: sessions.today,
      learningPoints: Math.min(sessions.week, LEARNING_SESSIONS_PER_WEEK) * LEARNING_SESSION_POINTS,
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
