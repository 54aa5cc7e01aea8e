import { doublePrecision, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/** A user's AI provider settings; the key is sealed with APP_SECRET (AES-256-GCM) and never returned. */
export const aiSettings = pgTable('ai_settings', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  apiKeySealed: text(),
  model: text().notNull(),
  temperature: doublePrecision().notNull(),
  maxTokens: integer().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
