import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
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

/** A person's prayer reminder settings (decision 032). One row per person. */
export const reminderSettings = pgTable('reminder_settings', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  enabled: boolean().notNull().default(false),
  /** E.164, validated with libphonenumber-js; never logged. */
  phoneNumber: text(),
  channel: text().notNull().default('sms'),
  reminderTiming: text().notNull().default('before'),
  minutesBefore: integer().notNull().default(15),
  personalityType: text().notNull().default('encouraging'),
  includeHadith: boolean().notNull().default(true),
  includeDua: boolean().notNull().default(false),
  weekendOnly: boolean().notNull().default(false),
  customMessage: text(),
  /** Set when the number answered STOP (or Twilio's 21610): SMS stays off until they save a number again. */
  smsOptedOut: boolean().notNull().default(false),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * Each enabled person's NEXT reminder (decision 032): the minute tick reads only the rows whose dueAt
 * has come, through the index, so its work grows with what is due, not with the number of people.
 */
export const reminderDue = pgTable(
  'reminder_due',
  {
    userId: integer()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    prayer: text().notNull(),
    /** The person's local date of the prayer. */
    prayerDate: date({ mode: 'string' }).notNull(),
    timing: text().notNull(),
    dueAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('reminder_due_due_at_idx').on(t.dueAt)],
);

/** Every reminder handed out, one row per (person, prayer, date, timing, channel): the exactly-once key. */
export const reminderDeliveries = pgTable(
  'reminder_deliveries',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    prayer: text().notNull(),
    prayerDate: date({ mode: 'string' }).notNull(),
    timing: text().notNull(),
    channel: text().notNull(),
    /** queued | sending | sent | delivered | failed | dropped */
    status: text().notNull(),
    providerId: text(),
    body: text().notNull().default(''),
    /** When the delivery was recorded, or last queued again by the sweep for stuck deliveries. */
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /**
     * The reminder's moment: it is never sent more than the drop window after it (decision 032). Null
     * on the rows recorded before it was kept; their createdAt stands for it.
     */
    dueAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('reminder_deliveries_once_idx').on(t.userId, t.prayer, t.prayerDate, t.timing, t.channel),
    // Only SMS handed to the provider have an id: the rows a minute's burst records add nothing here.
    index('reminder_deliveries_provider_idx')
      .on(t.providerId)
      .where(sql`${t.providerId} is not null`),
    index('reminder_deliveries_user_idx').on(t.userId, t.createdAt),
    // The sweep's: the few deliveries waiting for their send job (decision 032).
    index('reminder_deliveries_queued_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'queued'`),
  ],
);

/** A browser's web push subscription (decision 032); removed when the push service says it is gone. */
export const pushSubscriptions = pgTable('push_subscriptions', {
  id: serial().primaryKey(),
  userId: integer()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  endpoint: text().notNull().unique(),
  keys: jsonb().$type<{ p256dh: string; auth: string }>().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
