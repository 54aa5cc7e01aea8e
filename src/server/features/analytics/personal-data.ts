import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from './repository';

/**
 * The person's API calls for their data download (decision 031): the calls of each UTC day by route,
 * from the raw rows still kept; older days are summed without anyone's name and are not theirs.
 */
export async function analyticsPersonalData(db: Db, userId: number) {
  const apiCalls = await rowsOf<{ day: string; method: string; endpoint: string; calls: number }>(
    db,
    sql`select to_char(timestamp at time zone 'UTC', 'YYYY-MM-DD') as day, method, endpoint, sum(calls)::int as calls
        from api_calls where user_id = ${userId}
        group by 1, 2, 3 order by 1, 2, 3`,
  );
  return { apiCalls };
}
