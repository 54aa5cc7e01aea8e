import {
  COACH_SESSION_TURNS,
  LEARNING_SESSION_POINTS,
  LEARNING_SESSIONS_PER_WEEK,
  SCHOOL_CLASS_POINTS,
  SCHOOL_CLASSES_WITH_POINTS_PER_WEEK,
  type LearningSessionResponse,
  type LessonSessionInput,
} from '@/contracts/community/progress';
import type { Db } from '../../../db/client';
import type { Clock } from '../../../platform/clock';
import { addPointsInTransaction, prayerTracking, weekStartOf } from '../../prayer-tracking/public';
import { learningSessionsRepository, learningTx, type LearningSessionKind } from './repository';

/**
 * Learning sessions (decision 021): a lesson played to its last step (once a day
 * per lesson) or a coach session at its third turn; beside them, the school's completed classes. Each earns 20 points while the person has fewer
 * than 7 counted sessions in the week (Sunday to Saturday in their time zone); the points go to their
 * prayer-tracking total in the same transaction.
 */
export function learningSessionsService(db: Db, clock: Clock) {
  const repo = learningSessionsRepository(db);
  const prayers = prayerTracking(db, clock);

  /** One more turn of a session; completes it when `complete(turns)` says so. Returns the points earned, or null. */
  async function step(
    userId: number,
    kind: LearningSessionKind,
    sessionKey: string,
    completesAt: number,
    today: string,
  ): Promise<number | null> {
    const weekStart = weekStartOf(today);
    return repo.transaction(async (t) => {
      // The upsert locks the session's row until commit: concurrent turns take their turn.
      const session = await learningTx.openAndTurn(t, userId, kind, sessionKey);
      if (session.completedAt !== null || session.turns !== completesAt) return null;
      const counted = await learningTx.countInWeek(t, userId, weekStart);
      const points = counted <= LEARNING_SESSIONS_PER_WEEK ? LEARNING_SESSION_POINTS : 0;
      await learningTx.complete(t, session.id, {
        localDate: today,
        weekStart,
        points,
        completedAt: clock.now(),
      });
      await addPointsInTransaction(t as Db, userId, points);
      return points;
    });
  }

  return {
    /** The lesson player reached its last step. */
    async recordLesson(userId: number, lesson: LessonSessionInput): Promise<LearningSessionResponse> {
      const { today } = await prayers.personalDay(userId);
      const key = `${lesson.prayerType}:${lesson.tradition}:${lesson.level}:${today}`;
      const points = await step(userId, 'lesson', key, 1, today);
      const counts = await repo.counts(userId, today, weekStartOf(today));
      return {
        recorded: points !== null,
        pointsEarned: points ?? 0,
        today: counts.today,
        thisWeek: counts.week,
      };
    },

    /** A coach turn was answered in the session the client named; the third one makes it a learning session. */
    async recordCoachTurn(userId: number, sessionId: string): Promise<number | null> {
      const { today } = await prayers.personalDay(userId);
      return step(userId, 'coach', sessionId, COACH_SESSION_TURNS, today);
    },

    /**
     * A class of the AI Islamic school was completed (`classSessionId`, the school's session): counted
     * once for the week's school target, with 400 points for the week's first class (decision 021)
     * added to the total in the same transaction. Returns the points, or null when it was counted already.
     */
    async recordSchoolClass(userId: number, classSessionId: number): Promise<number | null> {
      const { today } = await prayers.personalDay(userId);
      const weekStart = weekStartOf(today);
      return repo.transaction(async (t) => {
        await learningTx.lockSchoolWeek(t, userId);
        const earlier = await learningTx.schoolClassesInWeek(t, userId, weekStart);
        const points = earlier < SCHOOL_CLASSES_WITH_POINTS_PER_WEEK ? SCHOOL_CLASS_POINTS : 0;
        const recorded = await learningTx.recordSchoolClass(t, userId, `class:${classSessionId}`, {
          localDate: today,
          weekStart,
          points,
          completedAt: clock.now(),
        });
        if (!recorded) return null;
        await addPointsInTransaction(t, userId, points);
        return points;
      });
    },

    /** Sessions completed today and this week. */
    async counts(userId: number, today: string) {
      return repo.counts(userId, today, weekStartOf(today));
    },
  };
}
