import { z } from './zod';
import { text } from './text';
import { lessonLevelInputSchema, prayerTypeSchema, traditionSchema } from './prayer-lessons';

/** Voice languages of the coach; lesson text exists in en, ar, ur, tr, fr and id. */
export const COACH_LANGUAGES = ['en', 'ar', 'ur', 'tr', 'id', 'ms', 'fr', 'de', 'es'] as const;
export const coachLanguageSchema = z.enum(COACH_LANGUAGES);
export type CoachLanguage = z.infer<typeof coachLanguageSchema>;
export const ASSISTANCE_LEVEL = 2;
export const RECOGNITION_RESTART_MS = 1000;
export const RESUME_AFTER_REPLY_MS = 500;
export const SPEECH_VOLUME = 0.8;

export const prayerInstructionsParams = z.object({
  prayerType: prayerTypeSchema,
  tradition: traditionSchema,
});
export const prayerInstructionsQuery = z.object({
  assistanceLevel: lessonLevelInputSchema.default(ASSISTANCE_LEVEL),
  language: coachLanguageSchema.default('en'),
});

export const coachRequest = z.object({
  message: text().trim().min(1).max(1000),
  prayerType: prayerTypeSchema,
  tradition: traditionSchema,
  language: coachLanguageSchema.default('en'),
  /** The step the person is on (0-based), as the panel shows it. */
  currentStep: z.number().int().min(0).max(200).default(0),
  /**
   * The client's id for this coaching session (setup to 'Back to Setup'); with it, the third answered
   * turn records a learning session (decision 021).
   */
  sessionId: text()
    .min(8)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/)
    .optional(),
  /** The spec's client sends these; camera feedback is not offered, so they are accepted and ignored. */
  hasVideo: z.boolean().optional(),
  frameData: z.null().optional(),
});
export type CoachRequest = z.input<typeof coachRequest>;

export const coachResponse = z.object({
  response: text(),
  /** The catalogue code of `response` when it is a catalogued line (the fallback), for translation. */
  code: text().optional(),
  /** The step the reply is about (0-based); the panel highlights it. */
  currentStep: z.number().int(),
  stepTitle: text(),
  /** ai: the configured provider answered; offline: the built-in guide answered from the lesson. */
  source: z.enum(['ai', 'offline']),
  /** The curated lesson the answer is grounded in, as "prayer, tradition, level N" (e.g. "fajr, sunni, level 2"). */
  lesson: text(),
  /** The reference of the step's recitation (e.g. "Quran 1:1-7"), in the language of `response`. */
  reference: text(),
  /**
   * The language `response` is written in, so that it is spoken with a voice of that language: the
   * voice language, except for the built-in guide in a voice language it has no lessons in (English).
   */
  language: coachLanguageSchema,
  /**
   * Lets this reply, and only it, be spoken by the AI provider: send it with the text to
   * /api/generate-speech. Without it the server tells the client to use the browser's voice.
   */
  speechToken: text(),
});
export type CoachResponse = z.infer<typeof coachResponse>;

export const speechRequest = z.object({
  text: text().trim().min(1).max(4000),
  language: coachLanguageSchema.default('en'),
  /** The `speechToken` of the reply being spoken (see coachResponse). */
  speechToken: text().max(200).optional(),
});
/** Sent instead of audio when no provider can speak: the client uses the browser's speech synthesis. */
export const speechFallbackResponse = z.object({ fallback: z.literal('browser') });
