import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { ChatSentence, Passage } from '@/contracts/chat';
import { users } from './accounts';

/**
 * A person's conversations with the Q&A chat (decision 030). Premium and Everything keep every one;
 * on Free, starting a new conversation deletes the others. They go with the account.
 */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    /** The teaching style of the latest question. */
    personaId: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('chat_conversations_user_idx').on(t.userId, t.updatedAt)],
);

/**
 * The messages of a conversation: the person's question, and the answer as it was shown, checked
 * sentence by sentence, with the sources it was given. Stored once the answer is complete.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial().primaryKey(),
    conversationId: integer()
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    /** user or assistant. */
    role: text().notNull(),
    content: text().notNull(),
    /** Who answered: ai or offline (Hidaya's library); null for the person's question. */
    answeredBy: text(),
    /** The answer ends with the referral to a scholar (a personal ruling was asked). */
    referral: boolean().notNull().default(false),
    sentences: jsonb()
      .$type<ChatSentence[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    sources: jsonb()
      .$type<Passage[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('chat_messages_conversation_idx').on(t.conversationId, t.id)],
);

/** Narrated duas a person starred, by the collection's id (an id the collection drops is skipped). */
export const duaFavourites = pgTable(
  'dua_favourites',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    duaId: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.duaId] })],
);

/**
 * Personal duas the AI composed for a person, labelled as such (never a narration). Kept while saved
 * as a favourite; of the unsaved, only the newest few are kept.
 */
export const personalDuas = pgTable(
  'personal_duas',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text().notNull(),
    occasion: text(),
    need: text(),
    language: text().notNull(),
    saved: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('personal_duas_user_idx').on(t.userId, t.createdAt)],
);
