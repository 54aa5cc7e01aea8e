import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

type Localized = { en: string; ar: string; ur: string; tr: string; fr: string };

/**
 * Classes of the AI Islamic school: the curated lesson plans (content/school-plans, stored at start as
 * templates by their slug) with their whole plan. A plan removed from the content stays (past classes
 * name it) but is no longer a template.
 */
export const sundaySchoolClasses = pgTable(
  'sunday_school_classes',
  {
    id: serial().primaryKey(),
    slug: text().notNull().unique(),
    /** In English; `titles` and `descriptions` hold the five interface languages. */
    title: text().notNull(),
    description: text().notNull(),
    titles: jsonb().$type<Localized>().notNull(),
    descriptions: jsonb().$type<Localized>().notNull(),
    ageGroup: text().notNull(),
    religion: text().notNull().default('islamic'),
    tradition: text().notNull(),
    duration: integer().notNull().default(120),
    topic: text().notNull(),
    lessonPlan: jsonb().notNull(),
    activities: jsonb()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    isTemplate: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sunday_school_classes_list_idx').on(t.ageGroup, t.tradition).where(sql`${t.isTemplate}`)],
);

/** Where a class stands, kept by the server (decision 029). */
export interface ClassProgressState {
  /** The segment of the plan being taught (0-based). */
  segment: number;
  /** The segment's question awaiting an answer, or null while the segment's script is being told. */
  question: number | null;
  /** Wrong answers to the current question. */
  attempts: number;
}

/** What a session's `sessionData` holds: where the class stands, and its class time so far. */
export interface StoredClassState extends ClassProgressState {
  /** Seconds of class time: the time between turns, a pause (a closed tab) counting a few minutes at most. */
  seconds: number;
}

/**
 * A class a parent started for their child. Of the child, only the first name and the age group are
 * kept (decision 029); the parent is the account (`userId`), whose e-mail is not copied here.
 */
export const sundaySchoolSessions = pgTable(
  'sunday_school_sessions',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    classId: integer()
      .notNull()
      .references(() => sundaySchoolClasses.id),
    studentName: text().notNull(),
    ageGroup: text().notNull(),
    /** active, completed (the plan's end was reached) or ended (End Class, or left). */
    status: text().notNull().default('active'),
    sessionData: jsonb().$type<StoredClassState>().notNull(),
    progress: integer().notNull().default(0),
    points: integer().notNull().default(0),
    completedActivities: jsonb()
      .$type<{ type: string; points: number; segment: number }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    badges: jsonb()
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    totalMinutes: integer().notNull().default(0),
    /** Turns taken: a turn writes only if no other turn was written since it read (optimistic). */
    turns: integer().notNull().default(0),
    startedAt: timestamp({ withTimezone: true }).notNull(),
    lastActivity: timestamp({ withTimezone: true }).notNull(),
    endedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('sunday_school_sessions_user_idx').on(t.userId, t.startedAt)],
);

/** Everything said in a class, in order: what the parent reads. */
export const sundaySchoolConversations = pgTable(
  'sunday_school_conversations',
  {
    id: serial().primaryKey(),
    sessionId: integer()
      .notNull()
      .references(() => sundaySchoolSessions.id, { onDelete: 'cascade' }),
    messageType: text().notNull(),
    content: text().notNull(),
    activityType: text(),
    /** The provider's moderation flagged it: the child was not shown it, the parent sees it marked. */
    flagged: boolean().notNull().default(false),
    audioUrl: text(),
    timestamp: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sunday_school_conversations_session_idx').on(t.sessionId, t.id)],
);
