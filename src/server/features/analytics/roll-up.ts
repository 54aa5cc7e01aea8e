import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { BATCH, deleteInBatches } from '../../platform/sweeps';
import { addDays, DAY_MS, dayStart, utcDay } from './days';
import { rowsOf } from './repository';

export const ROLL_UP_JOB = 'analytics-roll-up';
/** Every hour at minute 10: a day is summed in the first hour after it ends, or as soon as possible. */
export const ROLL_UP_CRON = '10 * * * *';

/**
 * Sums one UTC day's raw rows into the daily tables, replacing what an earlier run wrote for it, in one
 * transaction. Visits never cross midnight (the visitor cookie ends there), so a day summed after it
 * ended does not change.
 */
async function rollUpDay(db: Db, day: string): Promise<void> {
  const from = dayStart(day);
  const to = dayStart(addDays(day, 1));
  const inDay = sql`timestamp >= ${from} and timestamp < ${to}`;
  await db.transaction(async (tx) => {
    // A day of a busy site may take longer than a request's statement limit (decision 012).
    await tx.execute(sql`set local statement_timeout = '120s'`);
    for (const table of [
      'analytics_daily_places',
      'analytics_daily_pages',
      'analytics_daily_api_calls',
      'analytics_daily_totals',
    ]) {
      await tx.execute(sql`delete from ${sql.identifier(table)} where day = ${day}::date`);
    }
    await tx.execute(sql`
      insert into analytics_daily_places (day, country_code, region, city, visitors, page_views)
      select ${day}::date, coalesce(country_code, ''), coalesce(region, ''), coalesce(city, ''),
             count(*) filter (where new_visitor), count(*)
      from page_views where ${inDay} group by 2, 3, 4`);
    await tx.execute(sql`
      insert into analytics_daily_pages (day, path, visitors, page_views)
      select ${day}::date, path, count(distinct visitor_id), count(*)
      from page_views where ${inDay} group by path`);
    await tx.execute(sql`
      insert into analytics_daily_api_calls (day, method, endpoint, status_code, calls, total_ms, max_ms)
      select ${day}::date, method, endpoint, coalesce(status_code, 0), sum(calls),
             coalesce(sum(response_time * calls), 0), coalesce(max(coalesce(max_response_time, response_time)), 0)
      from api_calls where ${inDay} group by method, endpoint, coalesce(status_code, 0)`);
    await tx.execute(sql`
      insert into analytics_daily_totals (day, visitors, page_views, sessions, session_seconds, api_calls)
      select ${day}::date, views.visitors, views.page_views, visits.sessions, visits.seconds, calls.n
      from (select count(*) filter (where new_visitor) as visitors, count(*) as page_views from page_views where ${inDay}) views,
           (select count(*) as sessions, coalesce(sum(total_time), 0) as seconds from visitor_sessions
              where first_visit >= ${from} and first_visit < ${to}) visits,
           (select coalesce(sum(calls), 0) as n from api_calls where ${inDay}) calls`);
  });
}

/** The first day not summed yet: the day after the last one summed, else the day of the oldest raw row. */
async function firstDayToSum(db: Db): Promise<string | null> {
  const [row] = await rowsOf<{ rolled: string | null; oldest: Date | string | null }>(
    db,
    sql`select (select max(day)::text from analytics_daily_totals) as rolled,
               least((select min(timestamp) from page_views), (select min(timestamp) from api_calls),
                     (select min(first_visit) from visitor_sessions)) as oldest`,
  );
  if (row?.rolled) return addDays(row.rolled, 1);
  return row?.oldest ? utcDay(new Date(row.oldest)) : null;
}

export interface RollUpResult {
  /** The days summed by this run. */
  days: string[];
  /** Raw rows deleted, all tables together. */
  deleted: number;
}

/**
 * The retention job (decision 031): every whole UTC day before today that is not summed yet is summed
 * into the daily tables; then raw page views, visits and API calls older than `rawDays` days before
 * today are deleted, in batches. Only summed days are ever deleted, since every day before today is.
 */
export async function rollUpAnalytics(db: Db, now: Date, rawDays: number): Promise<RollUpResult> {
  const today = utcDay(now);
  const days: string[] = [];
  const first = await firstDayToSum(db);
  for (let day = first; day !== null && day < today; day = addDays(day, 1)) {
    await rollUpDay(db, day);
    days.push(day);
  }
  const cutoff = new Date(dayStart(today).getTime() - rawDays * DAY_MS);
  let deleted = 0;
  for (const [table, column] of [
    ['page_views', 'timestamp'],
    ['api_calls', 'timestamp'],
    ['visitor_sessions', 'first_visit'],
  ] as const) {
    const [t, c] = [sql.identifier(table), sql.identifier(column)];
    deleted += await deleteInBatches(
      db,
      sql`delete from ${t} where id in (select id from ${t} where ${c} < ${cutoff} limit ${BATCH}) returning 1`,
    );
  }
  return { days, deleted };
}
