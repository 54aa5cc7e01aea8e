import { bigint, index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Rate-limit counters live in the database so that every app instance shares them. */
export const rateLimits = pgTable('rate_limits', {
  key: text().primaryKey(),
  count: bigint({ mode: 'number' }).notNull(),
  resetAt: timestamp({ withTimezone: true }).notNull(),
});

/**
 * Messages out (decision 023) kept in the database instead of being delivered, when no SMTP server is
 * configured: the admin reads them (/admin, Outbox). `channel` leaves room for SMS and other
 * notifications; rows older than 30 days are swept.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: serial().primaryKey(),
    channel: text().notNull(),
    recipient: text().notNull(),
    subject: text().notNull(),
    body: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('outbox_messages_created_idx').on(t.createdAt),
    index('outbox_messages_recipient_idx').on(t.recipient),
  ],
);
