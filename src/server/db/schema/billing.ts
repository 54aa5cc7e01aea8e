import { boolean, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/** The AI Islamic school's own subscription (spec 3 section 3); classes used are counted in usage_meters. */
export const sundaySchoolSubscriptions = pgTable('sunday_school_subscriptions', {
  id: serial().primaryKey(),
  userId: integer()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  stripeSubscriptionId: text().notNull().unique(),
  status: text().notNull(),
  currentPeriodStart: timestamp({ withTimezone: true }).notNull(),
  currentPeriodEnd: timestamp({ withTimezone: true }).notNull(),
  classesLimit: integer().notNull().default(4),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Payment events already handled: a replayed or duplicated webhook changes nothing (D13). */
export const processedPaymentEvents = pgTable('processed_payment_events', {
  id: text().primaryKey(),
  type: text().notNull(),
  processedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * Metered use, one row per person, meter and period: AI messages a calendar month (D4), school
 * classes a billing period. A new period is a new row, so nothing needs resetting.
 */
export const usageMeters = pgTable(
  'usage_meters',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    meter: text().notNull(),
    period: text().notNull(),
    used: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.meter, t.period] })],
);

/**
 * The demo provider's own records (D13): what Stripe would keep for us. Only used without Stripe keys
 * outside production.
 */
export const demoSubscriptions = pgTable('demo_subscriptions', {
  id: text().primaryKey(),
  userId: integer()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  plan: text().notNull(),
  status: text().notNull(),
  currentPeriodStart: timestamp({ withTimezone: true }).notNull(),
  currentPeriodEnd: timestamp({ withTimezone: true }).notNull(),
  cancelAtPeriodEnd: boolean().notNull().default(false),
  checkoutSessionId: text().unique(),
  checkoutStatus: text().notNull().default('open'),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
