import { bigint, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Rate-limit counters live in the database so that every app instance shares them. */
export const rateLimits = pgTable('rate_limits', {
  key: text().primaryKey(),
  count: bigint({ mode: 'number' }).notNull(),
  resetAt: timestamp({ withTimezone: true }).notNull(),
});
