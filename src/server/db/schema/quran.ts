import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { bytea } from './columns';

/**
 * Verses, filled from the quran-json package by reference (decision 017): the curated
 * practice set at every start (`position` is its order), and any other verse the first time someone
 * practises it by surah and verse number (`position` null).
 */
export const quranVerses = pgTable(
  'quran_verses',
  {
    id: serial().primaryKey(),
    surahNumber: integer().notNull(),
    surahName: text().notNull(),
    verseNumber: integer().notNull(),
    arabicText: text().notNull(),
    englishTranslation: text().notNull(),
    pronunciation: text(),
    context: text(),
    source: text(),
    /** Why the curator chose it (content/quran-practice). */
    reason: text(),
    difficulty: text().notNull().default('beginner'),
    position: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('quran_verses_reference_idx').on(t.surahNumber, t.verseNumber)],
);

/** One analysed recitation. `audioUrl` is the kept recording's address when the person opted in. */
export const pronunciationAttempts = pgTable(
  'pronunciation_attempts',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    verseId: integer()
      .notNull()
      .references(() => quranVerses.id, { onDelete: 'cascade' }),
    audioUrl: text(),
    accuracyScore: integer().notNull(),
    feedback: text().notNull(),
    mistakesDetected: jsonb()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** What was heard, and from where: the provider's transcription or the browser's recognition. */
    transcript: text().notNull(),
    transcriptSource: text().notNull(),
    isCorrect: boolean().notNull().default(false),
    attemptedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('pronunciation_attempts_user_idx').on(t.userId, t.attemptedAt)],
);

/**
 * A study session: practice and teacher questions with no pause longer than 30 minutes. `endedAt` is
 * the last activity; a later activity after the pause starts a new session.
 */
export const quranStudySessions = pgTable(
  'quran_study_sessions',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    versesStudied: jsonb()
      .$type<number[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    totalVerses: integer().notNull().default(0),
    correctPronunciations: integer().notNull().default(0),
    attempts: integer().notNull().default(0),
    durationMinutes: integer().notNull().default(0),
    averageAccuracy: integer().notNull().default(0),
    contextQueriesUsed: integer().notNull().default(0),
    startedAt: timestamp({ withTimezone: true }).notNull(),
    endedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('quran_study_sessions_user_idx').on(t.userId, t.endedAt)],
);

/** The person's choice to keep their recordings (decision 017: never kept unless they opt in). */
export const quranRecordingSettings = pgTable('quran_recording_settings', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  keepRecordings: boolean().notNull().default(false),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * A kept recording, one per attempt, only while the person keeps opting in: turning the choice off
 * deletes them, and they go with the attempt or the account.
 */
export const quranRecordings = pgTable(
  'quran_recordings',
  {
    attemptId: integer()
      .primaryKey()
      .references(() => pronunciationAttempts.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contentType: text().notNull(),
    audio: bytea().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('quran_recordings_user_idx').on(t.userId)],
);
