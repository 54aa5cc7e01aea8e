import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * Achievement levels a person has reached: one row per user, type and
 * level, written once when the level is first reached; `unlockedAt` is never changed afterwards, even
 * when the progress later drops (decision 021). The current progress is derived from the records.
 */
export const userAchievements = pgTable(
  'user_achievements',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    achievementType: text().notNull(),
    level: integer().notNull().default(1),
    /** The progress when the level was reached. */
    progress: integer().notNull().default(0),
    /** The level's threshold. */
    maxProgress: integer().notNull().default(100),
    unlockedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('user_achievements_user_type_level_idx').on(t.userId, t.achievementType, t.level)],
);

/** Counters other features feed (questions asked in chat, duas generated): one row per user and counter. */
export const achievementCounters = pgTable(
  'achievement_counters',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    counter: text().notNull(),
    count: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.counter] })],
);

/**
 * Learning sessions (decision 021): a lesson played to its last step, or a coach session once it
 * has three turns. A coach session's row is opened at its first turn and completed at its third.
 */
export const learningSessions = pgTable(
  'learning_sessions',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** lesson or coach */
    kind: text().notNull(),
    /** A lesson: prayer, tradition, level and day (one a day each); a coach session: the client's id. */
    sessionKey: text().notNull(),
    turns: integer().notNull().default(0),
    /** The person's local date and week (starting Sunday) when it was completed; null until then. */
    localDate: date({ mode: 'string' }),
    weekStart: date({ mode: 'string' }),
    points: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('learning_sessions_user_key_idx').on(t.userId, t.kind, t.sessionKey),
    index('learning_sessions_user_day_idx')
      .on(t.userId, t.localDate)
      .where(sql`${t.completedAt} is not null`),
  ],
);

/** Completed learning sessions per person and week: the weekly limit is taken from this row atomically. */
export const learningWeeks = pgTable(
  'learning_weeks',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    weekStart: date({ mode: 'string' }).notNull(),
    sessions: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.weekStart] })],
);

/** A person's weekly targets (decision 021); the spec's defaults until they change them. */
export const weeklyGoals = pgTable('weekly_goals', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  prayers: integer().notNull(),
  school: integer().notNull(),
  learning: integer().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
