import {
  bigserial,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * Visitor and platform analytics (decision 031). No column holds a client's address: the place is
 * looked up when the row is recorded and only the country, region and city are kept. Page views and
 * visitor sessions are anonymous (a visitor is a random id that lasts one UTC day); API calls name the
 * signed-in person and go with their account. Raw rows are kept ANALYTICS_RAW_DAYS, the daily sums
 * below for good.
 */
export const pageViews = pgTable(
  'page_views',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    /** The route the browser showed, without its query string or fragment. */
    path: text().notNull(),
    userAgent: text(),
    /** Where the visitor came from: another site's origin only (`https://www.example.org`). */
    referrer: text(),
    /** The visitor of the day (the `hidaya_vid` cookie): random, never the same on two days. */
    visitorId: text().notNull(),
    /**
     * The visitor's first page of the UTC day: visitors are counted as these rows, which add up by
     * place, hour or day without a `count(distinct)` over the day's rows.
     */
    newVisitor: boolean().notNull().default(false),
    sessionId: text().notNull(),
    /** ISO 3166-1 alpha-2; null when the address has no known place. */
    countryCode: text(),
    region: text(),
    city: text(),
    timestamp: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('page_views_timestamp_idx').on(t.timestamp)],
);

/**
 * API calls, counted by minute: one row holds the calls of one minute to one route with one method
 * and status, by one person (or by no one signed in), so recording costs a request a counter's
 * increment rather than a row (decision 031). A row of one call is the spec's call row.
 */
export const apiCalls = pgTable(
  'api_calls',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    /** The route's pattern (`/api/blog/posts/:slug`), never the URL asked for. */
    endpoint: text().notNull(),
    method: text().notNull(),
    userId: integer().references(() => users.id, { onDelete: 'cascade' }),
    /** How many calls the row stands for. */
    calls: integer().notNull().default(1),
    /** Milliseconds from a request's arrival to its answer: the mean of the row's calls... */
    responseTime: real(),
    /** ...and the longest. */
    maxResponseTime: real(),
    statusCode: integer(),
    /** The start of the minute (UTC) of the calls. */
    timestamp: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('api_calls_timestamp_idx').on(t.timestamp, t.userId),
    index('api_calls_user_idx').on(t.userId, t.timestamp),
  ],
);

/** A visit: a visitor's page views with no 30-minute gap, within one UTC day. */
export const visitorSessions = pgTable(
  'visitor_sessions',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    sessionId: text().notNull().unique(),
    isAuthenticated: boolean().notNull().default(false),
    firstVisit: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastActivity: timestamp({ withTimezone: true }).notNull().defaultNow(),
    pageCount: integer().notNull().default(1),
    /** Seconds between the first and the last page view of the visit. */
    totalTime: integer().notNull().default(0),
  },
  (t) => [index('visitor_sessions_first_visit_idx').on(t.firstVisit)],
);

/**
 * One row per UTC day that the roll-up job has summed (a day without traffic too, with zeros): the
 * dashboards read these for the days up to the latest one here, and raw rows after it.
 */
export const analyticsDailyTotals = pgTable('analytics_daily_totals', {
  day: date({ mode: 'string' }).primaryKey(),
  visitors: integer().notNull(),
  pageViews: integer().notNull(),
  sessions: integer().notNull(),
  sessionSeconds: doublePrecision().notNull(),
  apiCalls: integer().notNull(),
});

/** Visitors and page views a day by place; '' stands for an unknown country, region or city. */
export const analyticsDailyPlaces = pgTable(
  'analytics_daily_places',
  {
    day: date({ mode: 'string' }).notNull(),
    countryCode: text().notNull(),
    region: text().notNull(),
    city: text().notNull(),
    visitors: integer().notNull(),
    pageViews: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.countryCode, t.region, t.city] })],
);

/** Visitors and page views a day by path. */
export const analyticsDailyPages = pgTable(
  'analytics_daily_pages',
  {
    day: date({ mode: 'string' }).notNull(),
    path: text().notNull(),
    visitors: integer().notNull(),
    pageViews: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.path] })],
);

/** API calls a day by route pattern, method and status, with their response times; no person. */
export const analyticsDailyApiCalls = pgTable(
  'analytics_daily_api_calls',
  {
    day: date({ mode: 'string' }).notNull(),
    method: text().notNull(),
    endpoint: text().notNull(),
    statusCode: integer().notNull(),
    calls: integer().notNull(),
    totalMs: doublePrecision().notNull(),
    maxMs: doublePrecision().notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.method, t.endpoint, t.statusCode] })],
);
