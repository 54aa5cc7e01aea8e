import {
  DASHBOARD_ACHIEVEMENT_RULES as RULES,
  DASHBOARD_ACHIEVEMENTS,
  type DashboardAchievementId,
  type DashboardResponse,
} from '@/contracts/dashboard';
import { levelOf } from '@/contracts/level';
import { LEARNING_SESSION_POINTS, LEARNING_SESSIONS_PER_WEEK } from '@/contracts/community/progress';
import type { Db } from '../../../db/client';
import type { Clock } from '../../../platform/clock';
import { personRead } from '../../../platform/person-read';
import type { UserRow } from '../../../platform/sessions';
import { entitlementsPart } from '../../billing/public';
import { type PrayerProgress, progressPart } from '../../prayer-tracking/public';
import { weeklyTargetsPart } from '../goals/repository';
import { schoolPointsOf } from '../goals/service';
import { aroundToday, learningCountsPart } from '../learning-sessions/repository';

/** Counting stops at the largest "at least n" an achievement asks, so a long history costs nothing more. */
const CAPS = { recordsCap: RULES.knowledgeSeekerRecords, onTimeCap: RULES.onTimeChampionPrayers };

/** The seven achievements (decision 021), from the person's own records. */
export function dashboardAchievements(
  progress: Pick<PrayerProgress, 'records' | 'onTimePrayers' | 'bestStreak' | 'week'>,
  hasSchool: boolean,
): Record<DashboardAchievementId, boolean> {
  // The longest streak, not the current one: an achievement once earned stays earned (decision 022).
  const streak = progress.bestStreak;
  return {
    firstPrayer: progress.records >= RULES.firstPrayerRecords,
    weekWarrior: streak >= RULES.weekWarriorStreak,
    knowledgeSeeker: progress.records >= RULES.knowledgeSeekerRecords,
    perfectWeek: progress.week.prayers >= RULES.perfectWeekPrayers,
    teachersPet: hasSchool,
    consistencyMaster: streak >= RULES.consistencyMasterStreak,
    onTimeChampion: progress.onTimePrayers >= RULES.onTimeChampionPrayers,
  };
}

/**
 * The learning dashboard's read (decision 022): every figure from what the person did, none fixed,
 * in one statement made of the parts the owning features export through their public modules
 * (prayer tracking's progress, billing's entitlements) and this feature's own (goals, learning
 * sessions). Learning sessions are read around today and narrowed once the time zone is known.
 */
export function dashboardService(db: Db, clock: Clock) {
  const readFigures = personRead(db, 'dashboard_read', {
    progress: progressPart,
    entitlements: entitlementsPart,
    targets: weeklyTargetsPart,
    sessions: learningCountsPart,
  });
  return {
    async read(user: UserRow): Promise<DashboardResponse> {
      const now = clock.now();
      const { progress, entitlements, targets, sessions } = await readFigures(user.id, {
        progress: { now, caps: CAPS },
        entitlements: { user, now },
        sessions: aroundToday(now),
      });
      const learning = sessions.on(progress.today, progress.weekStart);
      // Learning sessions earn their points in the week's first seven, school classes in its first (decision 021).
      const learningPoints = Math.min(learning.week, LEARNING_SESSIONS_PER_WEEK) * LEARNING_SESSION_POINTS;
      const schoolPoints = schoolPointsOf(learning.schoolClasses);
      // The week's completed classes against the weekly school target, for the people who have the school.
      const islamicSchool = entitlements.school
        ? { done: learning.schoolClasses, target: targets.school }
        : null;
      const earned = dashboardAchievements(progress, entitlements.school);
      return {
        today: progress.today,
        weekStart: progress.weekStart,
        totalPoints: progress.totalPoints,
        ...levelOf(progress.totalPoints),
        currentStreak: progress.currentStreak,
        bestStreak: progress.bestStreak,
        weekPoints: progress.week.points + learningPoints + schoolPoints,
        achievements: DASHBOARD_ACHIEVEMENTS.map((id) => ({ id, earned: earned[id] })),
        achievementsEarned: DASHBOARD_ACHIEVEMENTS.filter((id) => earned[id]).length,
        todayActivities: {
          prayers: { done: progress.todayCompleted, target: 5 },
          islamicSchool,
          // The day's share of the person's weekly learning goal (/goals), at least one.
          learning: { done: learning.today, target: Math.max(1, Math.ceil(targets.learning / 7)) },
        },
        weekly: {
          prayers: { done: progress.week.prayers, target: targets.prayers },
          islamicSchool,
          learning: { done: learning.week, target: targets.learning },
        },
      };
    },
  };
}
