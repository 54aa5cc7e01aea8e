import {
  LEARNING_SESSION_POINTS,
  LEARNING_SESSIONS_PER_WEEK,
  type GoalsResponse,
  type UpdateGoalsInput,
} from '@/contracts/community/progress';
import type { Db } from '../../db/client';
import type { Clock } from '../../platform/clock';
import type { UserRow } from '../../platform/sessions';
import { billing } from '../billing/public';
import { addDays, prayerTracking, weekStartOf } from '../prayer-tracking/public';
import { goalsRepository } from './goals-repository';
import { learningSessionsRepository } from './learning-sessions-repository';

/**
 * Weekly goals (D11, spec 2 section 9): the person's targets and this week's progress, the week
 * running Sunday to Saturday in their time zone. Every figure is read from a roll-up: at most seven
 * daily prayer rows, one week row of learning sessions, today's sessions.
 */
export function goalsService(db: Db, clock: Clock) {
  const repo = goalsRepository(db);
  const learning = learningSessionsRepository(db);
  const prayers = prayerTracking(db, clock);
  const plans = billing(db);

  async function get(user: UserRow): Promise<GoalsResponse> {
    const [targets, recent, entitlements] = await Promise.all([
      repo.targets(user.id),
      prayers.recentPrayers(user.id, 7),
      plans.entitlementsOf(user, clock.now()),
    ]);
    const weekStart = weekStartOf(recent.today);
    const sessions = await learning.counts(user.id, recent.today, weekStart);
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
