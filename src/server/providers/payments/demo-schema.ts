import { boolean, index, pgSchema, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Tables an adapter keeps for itself, in their own PostgreSQL schema: what an outside service would
 * keep on its side. No feature reads them; billing asks the provider through the payments port.
 */
export const providersSchema = pgSchema('providers');

/**
 * The demo provider's subscriptions (decision 013), kept by customer as Stripe keeps them; like
 * Stripe's, they are not ours to cascade (user ids are never reused). Only used without Stripe keys
 * outside production.
 */
export const demoSubscriptions = providersSchema.table(
  'demo_subscriptions',
  {
    id: text().primaryKey(),
    customerId: text().notNull(),
    plan: text().notNull(),
    status: text().notNull(),
    currentPeriodStart: timestamp({ withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp({ withTimezone: true }).notNull(),
    cancelAtPeriodEnd: boolean().notNull().default(false),
    checkoutSessionId: text().unique(),
    checkoutStatus: text().notNull().default('open'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('demo_subscriptions_customer_idx').on(t.customerId, t.createdAt)],
);
