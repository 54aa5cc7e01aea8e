import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

export const pageViews = pgTable(
  'page_views',
  {
    id: serial().primaryKey(),
    path: text().notNull(),
    userAgent: text(),
    referrer: text(),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    sessionId: text(),
    timestamp: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('page_views_timestamp_idx').on(t.timestamp)],
);

export const apiCalls = pgTable(
  'api_calls',
  {
    id: serial().primaryKey(),
    endpoint: text().notNull(),
    method: text().notNull(),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    responseTime: integer(),
    statusCode: integer(),
    timestamp: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('api_calls_timestamp_idx').on(t.timestamp)],
);

export const visitorSessions = pgTable('visitor_sessions', {
  id: serial().primaryKey(),
  sessionId: text().notNull().unique(),
  userId: integer().references(() => users.id, { onDelete: 'set null' }),
  isAuthenticated: boolean().notNull().default(false),
  firstVisit: timestamp({ withTimezone: true }).notNull().defaultNow(),
  lastActivity: timestamp({ withTimezone: true }).notNull().defaultNow(),
  pageCount: integer().notNull().default(1),
  totalTime: integer().notNull().default(0),
});
