import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** The rows of a raw statement (PGlite and node-postgres both answer `{ rows }`). */
export async function rowsOf<T>(db: Db, statement: SQL): Promise<T[]> {
  return ((await db.execute(statement)) as unknown as { rows: T[] }).rows;
}

/** The whole days read from the daily sums, or none. */
export type Summed = { first: string; last: string } | null;

const summedDays = (summed: Summed) =>
  summed ? sql`day between ${summed.first}::date and ${summed.last}::date` : sql`false`;

/** A place as the sums keep it: '' for what is unknown. */
const rawPlace = sql`coalesce(country_code, '') as country_code, coalesce(region, '') as region, coalesce(city, '') as city`;

export interface PlaceCount {
  countryCode: string;
  region: string;
  city: string;
  visitors: number;
  pageViews: number;
}

/**
 * The dashboards' reads (decision 031): each is the daily sums of the whole days the roll-up has
 * summed, plus the raw rows after them. A visitor id lasts one UTC day, so visitors add up across
 * days and `count(distinct)` over raw rows of several days is their sum.
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

    async totals(summed: Summed, rawFrom: Date) {
      const [row] = await rowsOf<{
        visitors: number;
        page_views: number;
        sessions: number;
        session_seconds: number;
      }>(
        db,
        sql`
        with summed as (
          select coalesce(sum(visitors), 0)::int as visitors, coalesce(sum(page_views), 0)::int as page_views,
                 coalesce(sum(sessions), 0)::int as sessions, coalesce(sum(session_seconds), 0)::float8 as seconds
          from analytics_daily_totals where ${summedDays(summed)}
        ), raw_views as (
          select count(distinct visitor_id)::int as visitors, count(*)::int as page_views
          from page_views where timestamp >= ${rawFrom}
        ), raw_visits as (
          select count(*)::int as sessions, coalesce(sum(total_time), 0)::float8 as seconds
          from visitor_sessions where first_visit >= ${rawFrom}
        )
        select s.visitors + v.visitors as visitors, s.page_views + v.page_views as page_views,
               s.sessions + r.sessions as sessions, s.seconds + r.seconds as session_seconds
        from summed s, raw_views v, raw_visits r`,
      );
      return {
        visitors: row?.visitors ?? 0,
        pageViews: row?.page_views ?? 0,
        sessions: row?.sessions ?? 0,
        sessionSeconds: Number(row?.session_seconds ?? 0),
      };
    },

    /** Visitors and page views by day, for the days that had any. */
    async daily(summed: Summed, rawFrom: Date) {
      return rowsOf<{ day: string; visitors: number; pageViews: number }>(
        db,
        sql`
        select day::text as day, visitors, page_views as "pageViews"
        from analytics_daily_totals where ${summedDays(summed)}
        union all
        select to_char(timestamp at time zone 'UTC', 'YYYY-MM-DD'), count(distinct visitor_id)::int, count(*)::int
        from page_views where timestamp >= ${rawFrom}
        group by 1
        order by 1`,
      );
    },

    /** Visitors and page views by place (country, region, city), most visitors first. */
    async places(summed: Summed, rawFrom: Date): Promise<PlaceCount[]> {
      return rowsOf<PlaceCount>(
        db,
        sql`
        select country_code as "countryCode", region, city,
               sum(visitors)::int as visitors, sum(page_views)::int as "pageViews"
        from (
          select country_code, region, city, visitors, page_views
          from analytics_daily_places where ${summedDays(summed)}
          union all
          select ${rawPlace}, count(distinct visitor_id)::int, count(*)::int
          from page_views where timestamp >= ${rawFrom}
          group by 1, 2, 3
        ) places
        group by 1, 2, 3
        order by visitors desc, "pageViews" desc, 1, 2, 3`,
      );
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
