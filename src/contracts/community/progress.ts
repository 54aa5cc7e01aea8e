import { z } from '../zod';
import { text } from '../text';
import { communityMessages } from '../messages/community';
import { lessonLevelInputSchema, prayerTypeSchema, traditionSchema } from '../prayer-lessons';

/**
 * Achievements, learning sessions and weekly goals of the community feature
 * (decisions 007, 021 and 022).
 */

export const ACHIEVEMENT_TYPES = [
  'prayer_streak',
  'chat_questions',
  'group_participation',
  'dua_generation',
  'early_prayer',
  'ramadan_special',
] as const;
export type AchievementType = (typeof ACHIEVEMENT_TYPES)[number];
export const achievementTypeSchema = z.enum(ACHIEVEMENT_TYPES);

/** Thresholds of levels 1, 2 and 3. */
export const ACHIEVEMENT_THRESHOLDS: Record<AchievementType, readonly [number, number, number]> = {
  prayer_streak: [7, 30, 100],
  chat_questions: [10, 50, 100],
  group_participation: [1, 3, 10],
  dua_generation: [5, 25, 100],
  early_prayer: [7, 30, 100],
  ramadan_special: [10, 20, 30],
};

/** The filters of the achievement badges view, All aside. */
export const ACHIEVEMENT_CATEGORIES = ['prayer', 'knowledge', 'community', 'special'] as const;
export type AchievementCategory = (typeof ACHIEVEMENT_CATEGORIES)[number];
export const ACHIEVEMENT_CATEGORY: Record<AchievementType, AchievementCategory> = {
  prayer_streak: 'prayer',
  early_prayer: 'prayer',
  chat_questions: 'knowledge',
  dua_generation: 'knowledge',
  group_participation: 'community',
  ramadan_special: 'special',
};

/** The counters other features feed (chat questions asked, duas generated). */
export const ACHIEVEMENT_COUNTERS = ['chat_questions', 'dua_generation'] as const;
export type AchievementCounter = (typeof ACHIEVEMENT_COUNTERS)[number];

const isoDate = text().regex(/^\d{4}-\d{2}-\d{2}$/);
const isoInstant = text();

export const achievementLevel = z.object({
  level: z.number().int(),
  threshold: z.number().int(),
  unlockedAt: isoInstant.nullable(),
});

export const achievement = z.object({
  achievementType: achievementTypeSchema,
  category: z.enum(ACHIEVEMENT_CATEGORIES),
  /** The highest level reached, or 1 (locked) when none is. */
  level: z.number().int(),
  /** Progress now, derived from the person's records and counters. */
  progress: z.number().int(),
  /** The next unreached threshold; the top one when all three are reached. */
  maxProgress: z.number().int(),
  /** When the shown level was first reached; null while locked. */
  unlockedAt: isoInstant.nullable(),
  levels: z.array(achievementLevel),
});
export type Achievement = z.infer<typeof achievement>;
export const achievementsResponse = z.array(achievement);
export type AchievementsResponse = z.infer<typeof achievementsResponse>;

/** Learning sessions: 20 points each, at most 7 a week count (week from Sunday). */
export const LEARNING_SESSION_POINTS = 20;
export const LEARNING_SESSIONS_PER_WEEK = 7;
/** A coach session counts once it has this many turns. */
export const COACH_SESSION_TURNS = 3;
/**
 * A completed class of the AI Islamic school: 400 points for the
 * week's first class (week from Sunday); later classes that week are counted without points.
 */
export const SCHOOL_CLASS_POINTS = 400;
export const SCHOOL_CLASSES_WITH_POINTS_PER_WEEK = 1;

export const lessonSessionInput = z.object({
  prayerType: prayerTypeSchema,
  tradition: traditionSchema,
  level: lessonLevelInputSchema,
});
export type LessonSessionInput = z.input<typeof lessonSessionInput>;

export const learningSessionResponse = z.object({
  /** False when this lesson was already counted today. */
  recorded: z.boolean(),
  pointsEarned: z.number().int(),
  today: z.number().int(),
  thisWeek: z.number().int(),
});
export type LearningSessionResponse = z.infer<typeof learningSessionResponse>;

/** Weekly targets and the bounds a person may set them within (decision 021). */
export const WEEKLY_TARGETS = { prayers: 35, school: 1, learning: 7 } as const;
export const WEEKLY_TARGET_BOUNDS = {
  prayers: { min: 1, max: 35 },
  school: { min: 0, max: 7 },
  learning: { min: 1, max: 21 },
} as const;
export type WeeklyTargetKey = keyof typeof WEEKLY_TARGETS;
export const WEEKLY_TARGET_KEYS = [
  'prayers',
  'school',
  'learning',
] as const satisfies readonly WeeklyTargetKey[];

const target = (key: WeeklyTargetKey, code: string) =>
  z
    .number({ error: code })
    .int({ error: code })
    .min(WEEKLY_TARGET_BOUNDS[key].min, { error: code })
    .max(WEEKLY_TARGET_BOUNDS[key].max, { error: code });

export const weeklyTargets = z.object({
  prayers: z.number().int(),
  school: z.number().int(),
  learning: z.number().int(),
});
export type WeeklyTargets = z.infer<typeof weeklyTargets>;

export const updateGoalsInput = z
  .object({
    prayers: target('prayers', communityMessages.prayersTargetRange.code).optional(),
    school: target('school', communityMessages.schoolTargetRange.code).optional(),
    learning: target('learning', communityMessages.learningTargetRange.code).optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), {
    error: communityMessages.goalsEmpty.code,
  });
export type UpdateGoalsInput = z.infer<typeof updateGoalsInput>;

export const goalsResponse = z.object({
  /** Sunday to Saturday of the current week, in the person's time zone. */
  weekStart: isoDate,
  weekEnd: isoDate,
  today: isoDate,
  targets: weeklyTargets,
  progress: z.object({
    /** Main prayers completed this week. */
    prayers: z.number().int(),
    /** Islamic School classes completed this week; null without the school (decision 021). */
    school: z.number().int().nullable(),
    /** Learning sessions completed this week. */
    learning: z.number().int(),
  }),
  /** Whether the person has the Islamic School (the school line shows only then). */
  schoolSubscribed: z.boolean(),
  /** Learning sessions completed today (the dashboard's Today's Activities). */
  learningToday: z.number().int(),
  /** Points earned this week from learning sessions (at most 7 x 20). */
  learningPoints: z.number().int(),
  /** Points earned this week from Islamic School classes (the week's first class: 400). */
  schoolPoints: z.number().int(),
});
export type GoalsResponse = z.infer<typeof goalsResponse>;
