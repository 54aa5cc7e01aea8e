import type { AchievementCounter } from '@/contracts/community/progress';
import type { Db } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { achievementsRepository } from './achievements/repository';
import { dashboardService } from './dashboard/service';
import { groupsService } from './groups/service';
import { learningSessionsService } from './learning-sessions/service';

/** What other features may ask of study groups. */
export function studyGroups(db: Db, clock: Clock) {
  const service = groupsService(db, clock);
  return {
    /** Whether the person is a member of the group (prayer tracking links activities to groups). */
    isMember: service.isMember,
    /** Before an account is deleted (accounts): its groups' activities stop naming them. */
    forgetGroupsOwnedBy: service.forgetGroupsOwnedBy,
  };
}

/**
 * What other features may ask of the community feature's progress: feeding the achievement counters
 * (the chat and dua features, once built: one call per question answered or dua generated),
 * recording learning sessions (the prayer coach, at each answered turn) and the school's completed
 * classes (the weekly Islamic School target).
 */
export function communityProgress(db: Db, clock: Clock) {
  const achievements = achievementsRepository(db);
  const sessions = learningSessionsService(db, clock);
  return {
    /** Counts `by` more (default one) towards chat_questions or dua_generation; returns the new count. */
    countForAchievement(userId: number, counter: AchievementCounter, by = 1): Promise<number> {
      return achievements.addToCounter(userId, counter, by);
    },

    /**
     * A coach turn was answered in the coaching session `sessionId` (the client's id for one session,
     * from setup to 'Back to Setup'); the third turn records a learning session. Returns the points
     * it earned, or null when this turn completed nothing.
     */
    coachTurnAnswered(userId: number, sessionId: string): Promise<number | null> {
      return sessions.recordCoachTurn(userId, sessionId);
    },

    /**
     * A class of the AI Islamic school reached its end (`classSessionId`, the school's session id):
     * it counts toward the week's Islamic School target, the week's first earning 400 points. Returns
     * the points it earned, or null when this class was counted already.
     */
    schoolClassCompleted(userId: number, classSessionId: number): Promise<number | null> {
      return sessions.recordSchoolClass(userId, classSessionId);
    },
  };
}
/**
 * The person's progress as the learning dashboard reads it (decision 022), for the other screens that
 * show a part of it (home's tiles): the one level and the seven achievements counted once, here.
 */
export function learningProgress(db: Db, clock: Clock) {
  return { read: dashboardService(db, clock).read };
}

export { communityPersonalData } from './personal-data';
