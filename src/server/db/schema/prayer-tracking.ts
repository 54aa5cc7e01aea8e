import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  doublePrecision,
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

/** Where and how a user's prayer times are calculated (decision 007). One row per user, from first save. */
export const prayerSettings = pgTable('prayer_settings', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Stored only with consent, rounded to two decimals (about 1 km). */
  latitude: doublePrecision(),
  longitude: doublePrecision(),
  placeName: text(),
  timeZone: text(),
  calculationMethod: text().notNull().default('MuslimWorldLeague'),
  madhab: text().notNull().default('shafi'),
  highLatitudeRule: text().notNull().default('auto'),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** A prayer record: one row per user, date and prayer. */
export const prayerRecords = pgTable(
  'prayer_records',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    prayerType: text().notNull(),
    prayerDate: date({ mode: 'string' }).notNull(),
    prayerTime: timestamp({ withTimezone: true }),
    completed: boolean().notNull().default(true),
    onTime: boolean().notNull().default(false),
    pointsEarned: integer().notNull().default(0),
    notes: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('prayer_records_user_date_type_idx').on(t.userId, t.prayerDate, t.prayerType),
    // "At least 20 prayers on time" (the learning dashboard's On-Time Champion) stops after 20 rows
    // of this index, however long the history and however few of its prayers were on time.
    index('prayer_records_on_time_idx')
      .on(t.userId)
      .where(sql`${t.onTime}`),
  ],
);

/**
 * A per-day roll-up of prayer_records, kept in the same transaction as every record change, so that
 * the month view and the streak read a few rows instead of a user's whole history.
 */
export const prayerDays = pgTable(
  'prayer_days',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    date: date({ mode: 'string' }).notNull(),
    /** Main prayers (fajr..isha) completed that day, 0 to 5. */
    completedCount: integer().notNull().default(0),
    points: integer().notNull().default(0),
    /**
     * Which main prayers have a completed record that day, one bit each in MAIN_PRAYERS order (fajr 1,
     * dhuhr 2, asr 4, maghrib 8, isha 16): a month is then one range read of at most 31 rows.
     */
    prayers: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.date] }),
    index('prayer_days_perfect_idx')
      .on(t.userId, t.date)
      .where(sql`${t.completedCount} = 5`),
  ],
);

/** One row per user and streak type. daily_prayer is derived from prayer_days (decision 007). */
export const streaks = pgTable(
  'streaks',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    streakType: text().notNull(),
    /** Length of the run of consecutive perfect days that ends on lastPrayerDate. */
    currentStreak: integer().notNull().default(0),
    longestStreak: integer().notNull().default(0),
    lastPrayerDate: date({ mode: 'string' }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('streaks_user_type_idx').on(t.userId, t.streakType)],
);

/** The user's activity log. groupId names a study group of the community feature. */
export const userActivities = pgTable(
  'user_activities',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    groupId: integer(),
    activityType: text().notNull(),
    activitySubtype: text(),
    points: integer().notNull().default(0),
    isOnTime: boolean().notNull().default(false),
    /** The user's local date of the activity, for the once-a-day rule of quick actions. */
    activityDate: date({ mode: 'string' }).notNull(),
    completedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    notes: text(),
  },
  (t) => [
    index('user_activities_user_time_idx').on(t.userId, t.completedAt),
    // A study group's activities (its challenges; unlinking them when the group is deleted).
    index('user_activities_group_idx')
      .on(t.groupId, t.activityDate)
      .where(sql`${t.groupId} is not null`),
    // Quick actions count once a day each, even when two requests race.
    uniqueIndex('user_activities_quick_once_a_day_idx')
      .on(t.userId, t.activityDate, t.activityType, sql`coalesce(${t.activitySubtype}, '')`)
      .where(sql`${t.activityType} in ('prayer', 'good_deed', 'quran_reading')`),
  ],
);

/** A user's running point total: records plus activities, kept with every change. */
export const userPoints = pgTable('user_points', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  totalPoints: integer().notNull().default(0),
});

/**
 * Per-user counts other features read (the achievements of the community feature), kept in the same
 * transaction as every record change so that reading them costs one row however long the history.
 */
export const prayerTotals = pgTable('prayer_totals', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Fajr records completed on time (the server's window, decision 007). */
  onTimeFajr: integer().notNull().default(0),
  /** Completed main prayers whose date falls in Ramadan by the Umm al-Qura calendar. */
  ramadanPrayers: integer().notNull().default(0),
});

/**
 * One number per person that changes whenever anything their prayer reads are made of changes: a
 * record, a day, a streak, the point total or the settings (migration 0016's triggers, so every
 * writer is covered, whoever it is). A read whose answer an instance keeps is reused only while this
 * number is the one it was made at (decision 028). It is the id of the last transaction that wrote.
 */
export const prayerVersions = pgTable('prayer_versions', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  version: bigint({ mode: 'number' }).notNull(),
});
