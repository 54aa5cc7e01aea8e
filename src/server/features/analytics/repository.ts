import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** The rows of a raw statement (PGlite and node-postgres both answer `{ rows }`). */
export async function rowsOf<T>(db: Db, statement: SQL): Promise<T[]> {
  return ((await db.execute(statement)) as unknown as { rows: T[] }).rows;
}

/** The whole days read from the daily sums, or none. */
export type Summed = { first: string; last: string } | null;

const inSummedDays = (summed: Summed) =>
  summed ? sql`day between ${summed.first}::date and ${summed.last}::date` : sql`false`;

/** Visitors and page views of one place (country, region, city; '' for what is unknown). */
export interface PlaceCount {
  countryCode: string;
  region: string;
  city: string;
  visitors: number;
  pageViews: number;
}

/** A day's visitors, page views, visits and their seconds. */
export interface DayCount {
  day: string;
  visitors: number;
  pageViews: number;
  sessions: number;
  sessionSeconds: number;
}

/**
 * The dashboards' reads (decision 031): the daily sums of the whole days the roll-up has summed, and
 * the raw rows after them, read apart and added up by the service. A visitor is counted at their first
 * page of the UTC day (`new_visitor`), so visitors add up by place and day as page views do, and no
 * read needs `count(distinct)` over raw rows.
 */
export function dashboardsRepository(db: Db) {
  return {
    /** The last day the roll-up has summed, or null. */
    async rolledUpTo(): Promise<string | null> {
      const [row] = await rowsOf<{ day: string | null }>(
        db,
        sql`select max(day)::text as day from analytics_daily_totals`,
      );
      return row?.day ?? null;
    },

    /** The summed days. */
    async summedDays(summed: Summed): Promise<DayCount[]> {
      return rowsOf<DayCount>(
        db,
        sql`select day::text as day, visitors, page_views as "pageViews", sessions, session_seconds as "sessionSeconds"
            from analytics_daily_totals where ${inSummedDays(summed)} order by day`,
      );
    },

    /** Visitors and page views by place in the summed days. */
    async summedPlaces(summed: Summed): Promise<PlaceCount[]> {
      return rowsOf<PlaceCount>(
        db,
        sql`select country_code as "countryCode", region, city,
                   sum(visitors)::int as visitors, sum(page_views)::int as "pageViews"
            from analytics_daily_places where ${inSummedDays(summed)} group by 1, 2, 3`,
      );
    },

    /** Visitors and page views by country in the summed days ('' for unknown). */
    async summedCountries(summed: Summed): Promise<Omit<PlaceCount, 'region' | 'city'>[]> {
      return rowsOf(
        db,
        sql`select country_code as "countryCode", sum(visitors)::int as visitors, sum(page_views)::int as "pageViews"
            from analytics_daily_places where ${inSummedDays(summed)} group by 1`,
      );
    },

    /** The raw page views from `rawFrom` on, counted by UTC day and place: one scan of the rows. */
    async rawByDayAndPlace(rawFrom: Date): Promise<(PlaceCount & { day: string })[]> {
      return rowsOf(
        db,
        sql`select to_char(timestamp at time zone 'UTC', 'YYYY-MM-DD') as day,
                   coalesce(country_code, '') as "countryCode", coalesce(region, '') as region,
                   coalesce(city, '') as city,
                   (count(*) filter (where new_visitor))::int as visitors, count(*)::int as "pageViews"
            from page_views where timestamp >= ${rawFrom} group by 1, 2, 3, 4`,
      );
    },

    /** The visits begun from `rawFrom` on, and their seconds. */
    async rawVisits(rawFrom: Date): Promise<{ sessions: number; sessionSeconds: number }> {
      const [row] = await rowsOf<{ sessions: number; seconds: number }>(
        db,
        sql`select count(*)::int as sessions, coalesce(sum(total_time), 0)::float8 as seconds
            from visitor_sessions where first_visit >= ${rawFrom}`,
      );
      return { sessions: row?.sessions ?? 0, sessionSeconds: Number(row?.seconds ?? 0) };
    },

    /** The latest page views, newest first. */
    async recent(limit: number) {
      return rowsOf<{
        path: string;
        city: string | null;
        country_code: string | null;
        timestamp: Date | string;
      }>(
        db,
        sql`select path, city, country_code, timestamp from page_views order by timestamp desc, id desc limit ${limit}`,
      );
    },

    /** Signed-in people with an API call since `since` (the calls still held unwritten not counted). */
    async activeUsersSince(since: Date): Promise<number> {
      const [row] = await rowsOf<{ n: number }>(
        db,
        sql`select count(distinct user_id)::int as n from api_calls where timestamp >= ${since} and user_id is not null`,
      );
      return row?.n ?? 0;
    },
  };
}
