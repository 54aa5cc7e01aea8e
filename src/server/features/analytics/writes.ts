import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { apiCalls, pageViews, visitorSessions } from '../../db/schema/analytics';

/** The calls of one minute to one route with one method and status, by one person or none. */
export interface CallCount {
  endpoint: string;
  method: string;
  userId: number | null;
  statusCode: number;
  /** The start of the minute (ms since the epoch). */
  minute: number;
  calls: number;
  totalMs: number;
  maxMs: number;
}

export type PageViewRow = typeof pageViews.$inferInsert & { timestamp: Date };

export type VisitRow = typeof visitorSessions.$inferInsert & {
  firstVisit: Date;
  lastActivity: Date;
  pageCount: number;
  totalTime: number;
};

/** The database driver's error under Drizzle's (which names the statement and its parameters). */
export function driverError(error: unknown): { name?: string; message?: string; code?: string } {
  const cause = (error as { cause?: unknown } | null)?.cause;
  return (cause instanceof Error ? cause : error) as { name?: string; message?: string; code?: string };
}

/**
 * One array a column, unnested by the database: a statement of a few parameters whatever the rows,
 * which PGlite (in this process) parses and plans in a fraction of the time a VALUES list of
 * thousands of parameters takes.
 */
const column = (values: unknown[]) => sql.param(values);

/** SQLSTATE foreign_key_violation. */
const ACCOUNT_GONE = '23503';

/**
 * A person who deleted their account just after their last calls no longer exists when those calls
 * are written: the batch is written again naming no one, rather than lost.
 */
export async function insertCalls(db: Db, rows: CallCount[]): Promise<void> {
  const of = <T>(pick: (row: CallCount) => T) => column(rows.map(pick));
  const statement = (userIds: (number | null)[]) => sql`
    insert into ${apiCalls} (endpoint, method, user_id, status_code, timestamp, calls, response_time, max_response_time)
    select * from unnest(${of((r) => r.endpoint)}::text[], ${of((r) => r.method)}::text[],
      ${column(userIds)}::int[], ${of((r) => r.statusCode)}::int[],
      ${of((r) => new Date(r.minute).toISOString())}::timestamptz[], ${of((r) => r.calls)}::int[],
      ${of((r) => r.totalMs / r.calls)}::real[], ${of((r) => r.maxMs)}::real[])`;
  try {
    await db.execute(statement(rows.map((r) => r.userId)));
  } catch (error) {
    if (driverError(error).code !== ACCOUNT_GONE) throw error;
    await db.execute(statement(rows.map(() => null)));
  }
}

export async function insertViews(db: Db, rows: PageViewRow[]): Promise<void> {
  const text = (pick: (row: PageViewRow) => string | null | undefined) =>
    column(rows.map((row) => pick(row) ?? null));
  await db.execute(sql`
    insert into ${pageViews} (path, user_agent, referrer, visitor_id, new_visitor, session_id, country_code, region, city, timestamp)
    select * from unnest(${text((r) => r.path)}::text[], ${text((r) => r.userAgent)}::text[],
      ${text((r) => r.referrer)}::text[], ${text((r) => r.visitorId)}::text[],
      ${column(rows.map((r) => r.newVisitor ?? false))}::boolean[], ${text((r) => r.sessionId)}::text[],
      ${text((r) => r.countryCode)}::text[], ${text((r) => r.region)}::text[], ${text((r) => r.city)}::text[],
      ${text((r) => r.timestamp.toISOString())}::timestamptz[])`);
}

/**
 * A visit's page views and seconds are added to what its row holds; a new visit's row is made. The
 * rows of one statement are distinct visits (the recorder merges a visit's steps).
 */
export async function upsertVisits(db: Db, rows: VisitRow[]): Promise<void> {
  await db
    .insert(visitorSessions)
    .values(rows)
    .onConflictDoUpdate({
      target: visitorSessions.sessionId,
      set: {
        pageCount: sql`${visitorSessions.pageCount} + excluded.page_count`,
        totalTime: sql`${visitorSessions.totalTime} + excluded.total_time`,
        lastActivity: sql`greatest(${visitorSessions.lastActivity}, excluded.last_activity)`,
        isAuthenticated: sql`${visitorSessions.isAuthenticated} or excluded.is_authenticated`,
      },
    });
}
