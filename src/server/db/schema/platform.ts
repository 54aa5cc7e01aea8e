import { bigint, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

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
    /**
     * The account the message is about: its mail goes with it (ON DELETE CASCADE), to whichever address
     * it was sent, an address it used before included. Null for rows kept before it was recorded.
     */
    userId: integer().references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [
    index('outbox_messages_created_idx').on(t.createdAt),
    index('outbox_messages_recipient_idx').on(t.recipient),
    index('outbox_messages_user_idx').on(t.userId),
  ],
);

/**
 * Server-side sessions (decision 001), the platform's (platform/sessions.ts). The cookie holds a random
 * token; only its SHA-256 is stored. A person's sessions go with their account (ON DELETE CASCADE).
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);
