import { z } from './zod';
import { rowId } from './common';
import { text } from './text';

/** Interface languages of the Quran teacher (decision 006); Arabic speakers see the Arabic only. */
export const QURAN_LANGUAGES = ['en', 'ar', 'ur', 'tr', 'fr'] as const;
export const quranLanguageSchema = z.enum(QURAN_LANGUAGES);
export type QuranLanguage = z.infer<typeof quranLanguageSchema>;

export const DIFFICULTIES = ['beginner', 'intermediate', 'advanced'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

/** Conversation history sent with a teacher question. */
export const QURAN_CHAT_HISTORY = 5;
/** Largest recording accepted (bytes) and longest (seconds): 2:282, the longest verse, takes about 4 minutes. */
export const RECORDING_MAX_BYTES = 10 * 1024 * 1024;
export const RECORDING_MAX_SECONDS = 300;
/** Surahs every person may practise and ask about without a plan (decision 017): Al-Fatiha. */
export const FREE_SURAHS: readonly number[] = [1];
export const SURAH_COUNT = 114;

/** The client verse shape with what the screen also shows. */
export const quranVerseSchema = z.object({
  id: z.number().int(),
  surahNumber: z.number().int(),
  surahName: text(),
  surahNameArabic: text(),
  verseNumber: z.number().int(),
  difficulty: z.enum(DIFFICULTIES),
  arabicText: text(),
  pronunciation: text().nullable(),
  englishTranslation: text(),
  /** In the requested language; null for Arabic (the verse itself is shown). */
  translation: text().nullable(),
  context: text().nullable(),
  source: text().nullable(),
  /** Open to everyone (decision 017: Al-Fatiha), or with the Quran Teacher or Everything plan. */
  free: z.boolean(),
});
export type QuranVerse = z.infer<typeof quranVerseSchema>;
export const quranVersesResponse = z.array(quranVerseSchema);

export const versesQuery = z.object({ language: quranLanguageSchema.default('en') });
export const verseLookupQuery = z.object({
  surah: z.coerce.number().int().min(1).max(SURAH_COUNT),
  verse: z.coerce.number().int().min(1).max(286),
  language: quranLanguageSchema.default('en'),
});
export const verseIdParams = z.object({ verseId: rowId });
export const attemptIdParams = z.object({ attemptId: rowId });

export const mistakeSchema = z.object({
  kind: z.enum(['missed', 'wrong', 'extra']),
  position: z.number().int(),
  expected: text().nullable(),
  heard: text().nullable(),
  close: z.boolean(),
  /** The expected word's transliteration, when the dataset aligns it word by word. */
  transliteration: text().nullable(),
});
export type MistakeDetected = z.infer<typeof mistakeSchema>;

export const wordScoreSchema = z.object({
  position: z.number().int(),
  word: text(),
  result: z.enum(['correct', 'wrong', 'missed']),
  heard: text().nullable(),
});

/** Pronunciation feedback with the word-by-word result behind it (decision 017). */
export const pronunciationFeedbackSchema = z.object({
  accuracy: z.number().int(),
  isCorrect: z.boolean(),
  band: z.enum(['excellent', 'good', 'needsPractice']),
  feedback: text(),
  suggestions: z.array(text()),
  pronunciationTips: z.array(text()),
  words: z.array(wordScoreSchema),
  mistakes: z.array(mistakeSchema),
  transcript: text(),
  transcriptSource: z.enum(['provider', 'browser']),
});
export type PronunciationFeedback = z.infer<typeof pronunciationFeedbackSchema>;

/**
 * The text fields of a recitation upload (multipart, beside the `audio` file): the verse, the browser's
 * own Arabic speech recognition of the same recitation when it has one, and the recording's length as
 * the browser measured it.
 */
export const pronunciationUploadFields = z.object({
  verseId: z.coerce.number().int().positive(),
  transcript: text().max(10_000).optional(),
  durationSeconds: z.coerce.number().min(0).optional(),
});
export type PronunciationUploadFields = z.infer<typeof pronunciationUploadFields>;

export const pronunciationResponse = z.object({
  feedback: pronunciationFeedbackSchema,
  /** No spoken feedback is generated: the client reads the feedback aloud if it wants to. */
  audioFeedback: z.null(),
  feedbackText: text(),
  /** The kept recording's address when the person keeps their recordings, else null. */
  recordingUrl: text().nullable(),
});
export type PronunciationResponse = z.infer<typeof pronunciationResponse>;

export const audioResponse = z.object({ audioUrl: text() });

/** How many of a person's recordings are kept (the newest); each is at most RECORDING_MAX_BYTES. */
export const KEPT_RECORDINGS = 20;
/** The room a person's kept recordings may take in all (decision 017): a recording that would not fit is refused. */
export const RECORDINGS_ALLOWANCE_BYTES = 50 * 1024 * 1024;

/** Recordings are never kept unless the person opts in; turning it off deletes them. */
export const recordingSettingsSchema = z.object({
  keepRecordings: z.boolean(),
  savedRecordings: z.number().int().min(0),
});
export type RecordingSettings = z.infer<typeof recordingSettingsSchema>;
export const recordingSettingsUpdate = z.strictObject({ keepRecordings: z.boolean() });

export const chatMessageSchema = z.object({
  role: z.enum(['user', 'teacher']),
  content: text().trim().min(1).max(2000),
});
export const quranChatRequest = z.object({
  message: text().trim().min(1).max(2000),
  /** The verse the person has selected (its id), if any. */
  selectedVerse: z.number().int().positive().nullable(),
  conversationHistory: z.array(chatMessageSchema).max(50).default([]),
  language: quranLanguageSchema.default('en'),
});
export type QuranChatRequest = z.input<typeof quranChatRequest>;
export const quranChatResponse = z.object({
  response: text(),
  source: z.enum(['ai', 'offline']),
});

export const progressResponse = z.object({
  versesPractised: z.number().int(),
  attempts: z.number().int(),
  sessions: z.number().int(),
  minutesStudied: z.number().int(),
  bestByVerse: z.array(
    z.object({
      verseId: z.number().int(),
      surahName: text(),
      surahNumber: z.number().int(),
      verseNumber: z.number().int(),
      bestAccuracy: z.number().int(),
      attempts: z.number().int(),
    }),
  ),
  mostMissed: z.array(z.object({ word: text(), count: z.number().int() })),
});
export type QuranProgress = z.infer<typeof progressResponse>;
