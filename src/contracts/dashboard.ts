import { z } from './zod';
import { isoDateSchema } from './prayer-tracking';

/** The learning dashboard (decisions 007 and 022). */

/** The seven achievements the learning dashboard computes, in the spec's order. */
export const DASHBOARD_ACHIEVEMENTS = [
  'firstPrayer',
  'weekWarrior',
  'knowledgeSeeker',
  'perfectWeek',
  'teachersPet',
  'consistencyMaster',
  'onTimeChampion',
] as const;
export type DashboardAchievementId = (typeof DASHBOARD_ACHIEVEMENTS)[number];

/** Their thresholds. */
export const DASHBOARD_ACHIEVEMENT_RULES = {
  firstPrayerRecords: 1,
  weekWarriorStreak: 7,
  knowledgeSeekerRecords: 10,
  perfectWeekPrayers: 35,
  consistencyMasterStreak: 30,
  onTimeChampionPrayers: 20,
} as const;

/** A count against what it is measured by. */
export const progressFigure = z.object({ done: z.number().int(), target: z.number().int() });
export type ProgressFigure = z.infer<typeof progressFigure>;

export const dashboardResponse = z.object({
  /** The person's date, and the Sunday their week began on, in their time zone. */
  today: isoDateSchema,
  weekStart: isoDateSchema,
  totalPoints: z.number().int(),
  /** The person's level, `levelOf(totalPoints)` (contracts/level.ts), as on every screen. */
  level: z.number().int(),
  pointsIntoLevel: z.number().int(),
  pointsToNextLevel: z.number().int(),
  currentStreak: z.number().int(),
  bestStreak: z.number().int(),
  /** Points earned since Sunday. */
  weekPoints: z.number().int(),
  achievements: z.array(z.object({ id: z.enum(DASHBOARD_ACHIEVEMENTS), earned: z.boolean() })),
  achievementsEarned: z.number().int(),
  /** Today's Activities (decision 022): every figure is the person's own. */
  todayActivities: z.object({
    prayers: progressFigure,
    /** School classes completed this week against the weekly school target; null without the school. */
    islamicSchool: progressFigure.nullable(),
    /** Learning sessions today against the day's share of the weekly learning goal. */
    learning: progressFigure,
  }),
  /** This week's bars against the weekly targets. */
  weekly: z.object({
    prayers: progressFigure,
    islamicSchool: progressFigure.nullable(),
    learning: progressFigure,
  }),
});
export type DashboardResponse = z.infer<typeof dashboardResponse>;
