import { z } from './zod';
import { rowId } from './common';
import { schoolMessages } from './messages/school';
import { text } from './text';

/**
 * The AI Islamic school (the product specification's school screens and calls; decision 029). A class
 * is a session on the server that walks a curated 120-minute lesson plan segment by segment.
 */
export const SCHOOL_AGE_GROUPS = ['5-7', '8-10', '11-13', 'mixed'] as const;
export const schoolAgeGroupSchema = z.enum(SCHOOL_AGE_GROUPS);
export type SchoolAgeGroup = z.infer<typeof schoolAgeGroupSchema>;
export const SCHOOL_TRADITIONS = ['sunni', 'shia'] as const;
export const schoolTraditionSchema = z.enum(SCHOOL_TRADITIONS);
export const SCHOOL_RELIGIONS = ['christian', 'islamic', 'jewish', 'multi'] as const;
export const ACTIVITY_TYPES = ['story', 'question', 'game', 'reading', 'prayer', 'general'] as const;
export const activityTypeSchema = z.enum(ACTIVITY_TYPES);
export type ActivityType = z.infer<typeof activityTypeSchema>;
export const MESSAGE_TYPES = ['student', 'teacher', 'system'] as const;

/** Class length, and what an activity adds to the class's progress (capped at 100). */
export const CLASS_MINUTES = 120;
export const ACTIVITY_PROGRESS = 20;
/** Conversation history a turn sends (the last messages). */
export const SCHOOL_HISTORY = 4;
/** Silence before a no-response prompt, by age group (seconds). */
export const NO_RESPONSE_SECONDS: Record<SchoolAgeGroup, number> = {
  '5-7': 15,
  '8-10': 20,
  '11-13': 25,
  mixed: 25,
};
/** Listening starts this long after the class starts, and restarts this long after it ends (ms). */
export const LISTEN_START_DELAY_MS = 2000;
export const LISTEN_RESTART_DELAY_MS = 1000;
/** A child's first name: what the school keeps of a child with the age group (decision 029). */
export const CHILD_NAME_MAX = 40;

/** The five interface languages the class cards are written in. */
const localized = z.object({ en: text(), ar: text(), ur: text(), tr: text(), fr: text() });

export const schoolClassesQuery = z.object({
  ageGroup: schoolAgeGroupSchema,
  religion: z.enum(SCHOOL_RELIGIONS).default('islamic'),
  madhab: schoolTraditionSchema,
});

/** A class card (the product specification's class payload), in the five languages. */
export const schoolClass = z.object({
  id: rowId,
  slug: text(),
  title: localized,
  description: localized,
  ageGroup: schoolAgeGroupSchema,
  religion: text(),
  tradition: schoolTraditionSchema,
  duration: z.number().int(),
  topic: text(),
  segments: z.number().int(),
});
export type SchoolClass = z.infer<typeof schoolClass>;
export const schoolClassList = z.array(schoolClass);

const childName = text({ error: schoolMessages.childNameRequired.code })
  .trim()
  .min(1, schoolMessages.childNameRequired.code)
  .max(CHILD_NAME_MAX, schoolMessages.childNameTooLong.code)
  // A first name: letters, spaces, apostrophes and hyphens in any script, nothing else.
  .regex(/^[\p{L}\p{M}][\p{L}\p{M}' -]*$/u, schoolMessages.childNameInvalid.code);

export const startClassInput = z.object({
  classId: rowId,
  studentName: childName,
  ageGroup: schoolAgeGroupSchema,
});

/** An activity of the class (the classroom's Current Activity card). */
export const activitySchema = z.object({
  type: activityTypeSchema,
  title: text(),
  content: text(),
  points: z.number().int(),
});

/** Where the class stands: the server's, sent with every answer. */
export const classState = z.object({
  sessionId: rowId,
  classId: rowId,
  studentName: text(),
  ageGroup: schoolAgeGroupSchema,
  status: z.enum(['active', 'completed', 'ended']),
  segment: z.number().int(),
  segments: z.number().int(),
  currentActivity: activitySchema,
  minutesElapsed: z.number().int(),
  points: z.number().int(),
  progress: z.number().int(),
  badges: z.array(text()),
  completedActivities: z.array(z.object({ type: activityTypeSchema, points: z.number().int() })),
});
export type ClassState = z.infer<typeof classState>;

/** The teacher's reply (the product specification's conversation answer) with the class's state. */
export const teacherReply = z.object({
  response: text(),
  activityType: activityTypeSchema,
  shouldGenerateImage: z.boolean(),
  imagePrompt: text().nullable(),
  newActivity: activitySchema.nullable(),
  activityCompleted: z.object({ type: activityTypeSchema, points: z.number().int() }).nullable(),
  badge: text().nullable(),
  /** Lets this reply be spoken by the AI provider (/api/generate-speech); else the browser speaks. */
  speechToken: text(),
  state: classState,
});
export type TeacherReply = z.infer<typeof teacherReply>;

export const conversationInput = z.object({
  sessionId: rowId,
  /** What the child said (the recognised speech); empty with a no-response prompt. */
  message: text().max(2000).default(''),
  /** How many no-response prompts in a row (0 when the child spoke). */
  noResponseCount: z.number().int().min(0).max(100).default(0),
  // The product specification's other fields are accepted and ignored: the server keeps the class.
  studentName: text().max(200).optional(),
  studentAge: text().max(20).optional(),
  lessonId: z.union([rowId, text().max(100)]).optional(),
  activityType: text().max(20).optional(),
  conversationHistory: z.array(z.unknown()).max(20).optional(),
});

export const sessionIdParams = z.object({ id: rowId });

export const generateImageInput = z.object({
  sessionId: rowId,
  description: text().trim().min(1).max(1000),
  ageGroup: schoolAgeGroupSchema.optional(),
  topic: text().max(200).optional(),
  lessonTitle: text().max(300).optional(),
});
export const generateImageResponse = z.object({ imageUrl: text(), description: text() });

/** The parent's list of classes. */
export const pastClass = z.object({
  sessionId: rowId,
  classTitle: localized,
  studentName: text(),
  ageGroup: schoolAgeGroupSchema,
  status: z.enum(['active', 'completed', 'ended']),
  startedAt: text(),
  endedAt: text().nullable(),
  totalMinutes: z.number().int(),
  points: z.number().int(),
  badges: z.array(text()),
  flaggedMessages: z.number().int(),
});
export const pastClassList = z.array(pastClass);
/**
 * GET /api/sunday-school/sessions/current: the person's class still open (a closed tab, a lost
 * connection), which the classroom resumes with POST /api/sunday-school/sessions/:id/resume; else null.
 */
export const currentClassResponse = pastClass.nullable();
export type PastClass = z.infer<typeof pastClass>;

/** Everything said in a class, for the parent (decision 029): flagged messages are marked. */
export const transcriptResponse = pastClass.extend({
  completedActivities: z.array(z.object({ type: activityTypeSchema, points: z.number().int() })),
  messages: z.array(
    z.object({
      id: rowId,
      messageType: z.enum(MESSAGE_TYPES),
      content: text(),
      activityType: text().nullable(),
      flagged: z.boolean(),
      timestamp: text(),
    }),
  ),
});
export type TranscriptResponse = z.infer<typeof transcriptResponse>;
