import { z } from 'zod';
import { nonBlank } from '../../content/files';

/**
 * The format of a curated lesson plan of the AI Islamic school (content/school-plans/<age group>/
 * <slug>.json). Each plan is a whole 120-minute class the teacher walks segment by segment, with or
 * without an AI provider: the built-in teacher says the script, asks the questions and checks the
 * answers against the expected ones. Verses are referred to by reference (their text comes from the
 * Quran dataset), hadith by collection and number; every plan names its sources.
 */

export const SCHOOL_AGE_GROUPS = ['5-7', '8-10', '11-13', 'mixed'] as const;
export const SCHOOL_TRADITIONS = ['sunni', 'shia'] as const;
/** What a segment is, for the teacher; `activityType` is the classroom's (story, question, game...). */
export const SEGMENT_KINDS = [
  'welcome',
  'story',
  'questions',
  'game',
  'reading',
  'prayer-practice',
  'break',
  'review',
] as const;
export const ACTIVITY_TYPES = ['story', 'question', 'game', 'reading', 'prayer', 'general'] as const;
export const SCHOOL_TOPICS = [
  'pillars-of-islam',
  'pillars-of-faith',
  'wudu-and-salah',
  'prophets',
  'prophet-muhammad',
  'quran-surahs',
  'manners',
  'ramadan-and-eid',
  'ahl-al-bayt',
  'allah-names',
  'companions',
  'family-and-community',
  'hajj',
  'islamic-history',
  'worship-and-dua',
] as const;
export const CLASS_MINUTES = 120;

/** The five interface languages: what a parent reads on the class cards. */
const fiveLanguages = z.strictObject({ en: nonBlank, ar: nonBlank, ur: nonBlank, tr: nonBlank, fr: nonBlank });

const verseRef = z.strictObject({
  surah: z.number().int().min(1).max(114),
  from: z.number().int().min(1),
  to: z.number().int().min(1),
});

const hadithRef = z.strictObject({
  /** As the collection is usually cited: 'Sahih al-Bukhari', 'Sahih Muslim', 'Al-Kafi'... */
  collection: nonBlank,
  /** The hadith's number in that collection (or book and number), as the source prints it. */
  number: nonBlank,
  /** What it says, in words a child of the plan's age understands. Never presented without the reference. */
  gist: nonBlank,
});

const question = z.strictObject({
  ask: nonBlank,
  /** Words or short phrases any of which makes an answer right (compared case-insensitively). */
  expected: z.array(nonBlank).min(1),
  /** What the teacher says when the answer is right. */
  praise: nonBlank,
  /** What the teacher says to help when it is not; then the answer is given. */
  hint: nonBlank,
  answer: nonBlank,
});

export const segmentSchema = z
  .strictObject({
    kind: z.enum(SEGMENT_KINDS),
    activityType: z.enum(ACTIVITY_TYPES),
    title: nonBlank,
    minutes: z.number().int().min(1).max(60),
    /** Points the child earns for completing the segment's activity (0 for welcome and breaks). */
    points: z.number().int().min(0).max(100),
    /** What the teacher says, line by line, in the plan's age band. */
    script: z.array(nonBlank).min(1),
    questions: z.array(question).default([]),
    verses: z.array(verseRef).default([]),
    hadith: z.array(hadithRef).default([]),
    /** Badge the child earns when the segment's activity is done, if any. */
    badge: nonBlank.optional(),
    /** A picture an AI provider may draw for the segment (skipped without one). */
    imagePrompt: nonBlank.optional(),
  })
  .superRefine((segment, ctx) => {
    if (segment.kind === 'questions' && segment.questions.length === 0)
      ctx.addIssue({ code: 'custom', message: 'a questions segment needs questions', path: ['questions'] });
    for (const [i, v] of segment.verses.entries())
      if (v.to < v.from)
        ctx.addIssue({ code: 'custom', message: 'to is before from', path: ['verses', i, 'to'] });
  });

export const lessonPlanSchema = z
  .strictObject({
    slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'lower-case words joined by hyphens'),
    ageGroup: z.enum(SCHOOL_AGE_GROUPS),
    tradition: z.enum(SCHOOL_TRADITIONS),
    topic: z.enum(SCHOOL_TOPICS),
    title: fiveLanguages,
    description: fiveLanguages,
    objectives: z.array(nonBlank).min(1),
    /** Where the plan's content comes from: Quran, hadith collections, books a teacher can open. */
    sources: z.array(nonBlank).min(1),
    segments: z.array(segmentSchema).min(5),
  })
  .superRefine((plan, ctx) => {
    const minutes = plan.segments.reduce((sum, s) => sum + s.minutes, 0);
    if (minutes !== CLASS_MINUTES)
      ctx.addIssue({
        code: 'custom',
        message: `segments last ${minutes} minutes, not ${CLASS_MINUTES}`,
        path: ['segments'],
      });
    if (plan.segments[0]?.kind !== 'welcome')
      ctx.addIssue({ code: 'custom', message: 'the first segment is the welcome', path: ['segments', 0] });
    if (plan.segments.at(-1)?.kind !== 'review')
      ctx.addIssue({ code: 'custom', message: 'the last segment is the review', path: ['segments'] });
  });

export type LessonPlan = z.output<typeof lessonPlanSchema>;
export type LessonSegment = z.output<typeof segmentSchema>;
