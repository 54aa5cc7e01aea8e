import { integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * A person's account plan (decision 013), billing's own: written only by billing (webhooks, the
 * demo provider's page, a returning payer) and read with every session (platform/sessions.ts, through
 * billing's session part). No row is the Free plan. Changes notify the session caches (decision 016).
 */
export const accountSubscriptions = pgTable('account_subscriptions', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  subscriptionStatus: text().notNull().default('free'),
  /** The paid plan the subscription is for, so a cancelled plan keeps its own grants until its end. */
  subscriptionPlan: text(),
  subscriptionEndDate: timestamp({ withTimezone: true }),
  /**
   * Quran Teacher granted all of Premium until it became its own plan (decision 013): a Quran Teacher
   * period that was running then keeps Premium's grants until this end (migration 0025); never set since.
   */
  premiumGrantsUntil: timestamp({ withTimezone: true }),
  stripeCustomerId: text().unique(),
  stripeSubscriptionId: text().unique(),
});

/** The AI Islamic school's own subscription; classes used are counted in usage_meters. */
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

/** Payment events already handled: a replayed or duplicated webhook changes nothing (decision 013). */
export const processedPaymentEvents = pgTable('processed_payment_events', {
  id: text().primaryKey(),
  type: text().notNull(),
  processedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * Metered use, one row per person, meter and period: AI messages a calendar month (decision 013), school
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
