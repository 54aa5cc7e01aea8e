import { z } from './zod';
import { text } from './text';
import type { EXPERIENCE_LEVELS, PRAYER_TRADITIONS } from './constants';
import { MAIN_PRAYERS, RAKAHS } from './prayer-tracking';

/**
 * Curated prayer lessons (decision 017).
 * The data lives in content/prayer-lessons/ and is composed by the server's prayer-learning feature.
 */

export const prayerTypeSchema = z.enum(MAIN_PRAYERS);
export type PrayerType = z.infer<typeof prayerTypeSchema>;

export const TRADITIONS = ['sunni', 'shia'] as const;
export const traditionSchema = z.enum(TRADITIONS);
export type Tradition = z.infer<typeof traditionSchema>;

/** 1 Beginner (every step, detailed), 2 Intermediate (essential steps, moderate), 3 Advanced (core only). */
export const LESSON_LEVELS = [1, 2, 3] as const;
export const lessonLevelSchema = z.union([z.literal(1), z.literal(2), z.literal(3)]);
export type LessonLevel = z.infer<typeof lessonLevelSchema>;
/** The level as it arrives in a query string ("1".."3"). */
export const lessonLevelInputSchema = z.coerce.number().pipe(lessonLevelSchema);

/**
 * The lesson defaults of a person's sign-up choices: the tradition and experience level
 * kept on their account prefill the lesson player and the coach. 'Not sure' and no choice prefill
 * nothing, so the person picks; beginner, some knowledge and experienced are levels 1, 2 and 3.
 */
export function lessonDefaultsOf(choices: {
  prayerTradition: (typeof PRAYER_TRADITIONS)[number] | null;
  experienceLevel: (typeof EXPERIENCE_LEVELS)[number] | null;
}): { tradition: Tradition | null; level: LessonLevel | null } {
  const { prayerTradition, experienceLevel } = choices;
  const tradition = prayerTradition === 'sunni' || prayerTradition === 'shia' ? prayerTradition : null;
  const levels = { beginner: 1, 'some-knowledge': 2, experienced: 3 } as const;
  return { tradition, level: experienceLevel ? levels[experienceLevel] : null };
}

/** The first lesson, where a new person lands after signing up: Fajr, free for everyone (decision 013). */
export const FIRST_LESSON_PRAYER = 'fajr' satisfies PrayerType;
/** The prayers whose lesson every plan includes (decision 013); the others need a plan granting `allPrayerLessons`. */
export const FREE_LESSON_PRAYERS: readonly PrayerType[] = [FIRST_LESSON_PRAYER];

/**
 * Whether a person with these grants (billing's `entitlementsOf`) has the prayer's lesson: its content,
 * its coach, and the points of finishing it.
 */
export function lessonIncluded(grants: { allPrayerLessons: boolean }, prayerType: PrayerType): boolean {
  return grants.allPrayerLessons || FREE_LESSON_PRAYERS.includes(prayerType);
}

/**
 * Languages of the lesson player: en, ar, ur, fr and id, and Turkish, so that every
 * interface language has its lessons (decision 025).
 */
export const LESSON_LANGUAGES = ['en', 'ar', 'ur', 'tr', 'fr', 'id'] as const;
export const lessonLanguageSchema = z.enum(LESSON_LANGUAGES);
export type LessonLanguage = z.infer<typeof lessonLanguageSchema>;

export const POSTURES = ['standing', 'ruku', 'sujud', 'sitting', 'preparation'] as const;
export const postureSchema = z.enum(POSTURES);
export type Posture = z.infer<typeof postureSchema>;

/** Rak'ahs of each obligatory prayer. */
export const PRAYER_RAKAHS: Record<PrayerType, number> = RAKAHS;

const nonBlank = text().regex(/\S/, 'must not be empty');

/** A text in every lesson language; none may be empty. */
export const localizedTextSchema = z.object({
  en: nonBlank,
  ar: nonBlank,
  ur: nonBlank,
  tr: nonBlank,
  fr: nonBlank,
  id: nonBlank,
});
export type LocalizedText = z.infer<typeof localizedTextSchema>;

/**
 * The meaning of a recited text in every lesson language but Arabic, where it is optional: a Quran
 * passage is not translated into Arabic (its reader reads the text itself); a written dhikr may carry
 * an explanation of its meaning in Arabic.
 */
export const recitationTranslationSchema = localizedTextSchema.extend({ ar: nonBlank.optional() });
export type RecitationTranslation = z.infer<typeof recitationTranslationSchema>;

/**
 * A passage of the Quran by reference (decision 017: Quran text is never typed by hand; the loader reads it from
 * the quran-json package). `fromWord`/`toWord` (1-based, inclusive) take part of a single verse, e.g. the
 * supplication inside 2:201; such a part carries its own `translation`, since the dataset translates whole
 * verses only. `basmala` prefixes the basmala (1:1), recited before a surah in prayer.
 */
export const quranReferenceSchema = z
  .object({
    surah: z.number().int().min(1).max(114),
    fromAyah: z.number().int().min(1),
    toAyah: z.number().int().min(1),
    fromWord: z.number().int().min(1).optional(),
    toWord: z.number().int().min(1).optional(),
    basmala: z.boolean().optional(),
    translation: localizedTextSchema.optional(),
  })
  .refine((r) => r.toAyah >= r.fromAyah, { message: 'toAyah must not be before fromAyah', path: ['toAyah'] })
  .refine((r) => (r.fromWord === undefined && r.toWord === undefined) || r.fromAyah === r.toAyah, {
    message: 'a word range is only allowed within one verse',
    path: ['fromWord'],
  })
  .refine((r) => r.fromWord === undefined || r.toWord === undefined || r.toWord >= r.fromWord, {
    message: 'toWord must not be before fromWord',
    path: ['toWord'],
  })
  .refine((r) => (r.fromWord === undefined && r.toWord === undefined) || r.translation !== undefined, {
    message: 'part of a verse needs its own translation',
    path: ['translation'],
  });
export type QuranReference = z.infer<typeof quranReferenceSchema>;

/**
 * A recited text: fully vowelled Arabic, a readable transliteration, its meaning, and where it comes
 * from (named in every lesson language, so no lesson shows another language's reference).
 */
export const recitationSchema = z.object({
  arabic: nonBlank,
  transliteration: nonBlank,
  translation: recitationTranslationSchema,
  source: localizedTextSchema,
});
export type Recitation = z.infer<typeof recitationSchema>;

const stepFields = {
  id: nonBlank,
  /** Short machine name (e.g. 'takbir', 'qiyam-fatiha', 'ruku', 'sujud', 'jalsa', 'tashahhud', 'salam', 'wudu'). */
  name: text().regex(/^[a-z][a-z0-9-]*$/),
  title: localizedTextSchema,
  instruction: localizedTextSchema,
  posture: postureSchema,
  /** 1-based rak'ah the step belongs to; null for the preparation (wudu, intention). */
  rakah: z.number().int().min(1).max(4).nullable(),
  /** A step some schools do not perform (e.g. the Shafi'i qunut of Fajr). */
  optional: z.boolean(),
  /** Where the teaching of a step without recitation comes from, in every lesson language. */
  source: localizedTextSchema.optional(),
  durationMs: z.number().int().positive(),
};

/** A step as stored: it recites a written dhikr, or a Quran passage by reference, or nothing (a movement). */
export const prayerStepSchema = z
  .object({
    ...stepFields,
    recitation: recitationSchema.optional(),
    quran: quranReferenceSchema.optional(),
  })
  .refine((s) => !(s.recitation && s.quran), {
    message: 'a step has a recitation or a Quran reference, not both',
  });
export type PrayerStep = z.infer<typeof prayerStepSchema>;

/** A step of a loaded lesson: Quran references are resolved, so `recitation` holds the dataset's text. */
export const lessonStepSchema = z
  .object({
    ...stepFields,
    recitation: recitationSchema.optional(),
    quran: quranReferenceSchema.optional(),
  })
  .refine((s) => !s.quran || s.recitation, {
    message: 'a Quran reference must be resolved',
    path: ['recitation'],
  });
export type LessonStep = z.infer<typeof lessonStepSchema>;

export const prayerLessonSchema = z
  .object({
    prayerType: prayerTypeSchema,
    /** The prayer's name in each lesson language ("Fajr", "الفجر", "Subuh"...). */
    name: localizedTextSchema,
    tradition: traditionSchema,
    level: lessonLevelSchema,
    rakahs: z.number().int().min(2).max(4),
    sources: z.array(nonBlank).min(1),
    steps: z.array(lessonStepSchema).min(1),
  })
  .refine((l) => l.rakahs === PRAYER_RAKAHS[l.prayerType], {
    message: 'wrong number of rakahs',
    path: ['rakahs'],
  });
export type PrayerLesson = z.infer<typeof prayerLessonSchema>;

/** Query of the lesson player. */
export const prayerLessonQuerySchema = z.object({
  prayerType: prayerTypeSchema,
  tradition: traditionSchema,
  level: lessonLevelInputSchema,
  language: lessonLanguageSchema.default('en'),
});
export type PrayerLessonQuery = z.infer<typeof prayerLessonQuerySchema>;

/** One step of the "Prayer teaching response" plus the fields Hidaya adds. */
export const prayerTeachingStepSchema = z.object({
  /** The step's machine name; the client derives the body posture from it. */
  step: text(),
  instruction: text(),
  arabicText: text(),
  transliteration: text(),
  translation: text(),
  /** Empty: the client then speaks the text with speech synthesis. */
  audioUrl: text(),
  /** Milliseconds. */
  duration: z.number().int().positive(),
  title: text(),
  posture: postureSchema,
  rakah: z.number().int().nullable(),
  /** "Quran 1:1-7" or the source of the dhikr, in the lesson's language; empty for a movement without one. */
  reference: text(),
  optional: z.boolean(),
});
export type PrayerTeachingStep = z.infer<typeof prayerTeachingStepSchema>;

export const prayerTeachingResponseSchema = z.object({
  prayerType: prayerTypeSchema,
  tradition: traditionSchema,
  level: lessonLevelSchema,
  language: lessonLanguageSchema,
  sources: z.array(text()),
  prayerSteps: z.array(prayerTeachingStepSchema),
});
export type PrayerTeachingResponse = z.infer<typeof prayerTeachingResponseSchema>;

/** The coach panel's step list: step is the title. */
export const prayerInstructionsResponseSchema = z.object({
  prayerSteps: z.array(
    z.object({
      step: text(),
      instruction: text(),
      arabic: text(),
      transliteration: text(),
    }),
  ),
});
export type PrayerInstructionsResponse = z.infer<typeof prayerInstructionsResponseSchema>;
