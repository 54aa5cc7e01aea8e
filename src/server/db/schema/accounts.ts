import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: serial().primaryKey(),
    username: text().notNull(),
    email: text().notNull(),
    password: text().notNull(),
    // A person's plan is billing's (account_subscriptions, docs/decisions/013).
    isAdmin: boolean().notNull().default(false),
    prayerTradition: text(),
    experienceLevel: text(),
    language: text().notNull().default('english'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Usernames are unique whatever their case: "Ahmed" and "ahmed" are one person to a reader.
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_idx').on(t.email),
  ],
);

/**
 * Forgotten-password links (decision 023). The e-mailed token is random; only its SHA-256 is kept.
 * A link is used by deleting its row, so it works once; it expires an hour after it was asked for.
 */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: text().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index('password_reset_tokens_user_idx').on(t.userId),
    index('password_reset_tokens_expires_idx').on(t.expiresAt),
  ],
);

/**
 * A change of e-mail address waiting for its confirmation (decision 023): one per account, a new
 * request replacing it. The link mailed to the new address carries a random token; only its SHA-256
 * is kept. Opening the link deletes the row (so it works once) and switches the address; it expires
 * a day after it was asked for. Goes with the account.
 */
export const emailChanges = pgTable(
  'email_changes',
  {
    userId: integer()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    newEmail: text().notNull(),
    tokenHash: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('email_changes_token_idx').on(t.tokenHash),
    index('email_changes_expires_idx').on(t.expiresAt),
  ],
);
