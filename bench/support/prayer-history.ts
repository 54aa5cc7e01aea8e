import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';
import { prayerBitSql } from '../../src/server/features/prayer-tracking/repository';

/**
 * The people the history benchmarks read, seeded with set-based SQL: `bench_0` with `years` of
 * records (all five prayers a day, none on time unless `onTimeFajrEveryOtherDay`, Isha missed every
 * 11th day so streaks have gaps),
 * `bench_1` to `bench_<otherUsers + 1>` with the last 30 days each; `prayer_days` built from them as
 * the app builds it. Points and streaks are left to the caller.
 */
export async function seedPrayerHistory(
  db: Db,
  options: { otherUsers: number; years: number; today: string; onTimeFajrEveryOtherDay?: boolean },
) {
  const { otherUsers, years, today } = options;
  const onTime = options.onTimeFajrEveryOtherDay
    ? sql`p.prayer = 'fajr' and extract(doy from d)::int % 2 = 0`
    : sql`false`;
  await db.execute(sql`
    insert into users (username, email, password)
    select 'bench_' || g, 'bench_' || g || '@mail.test', 'not-a-login'
    from generate_series(0, ${otherUsers + 1}) g`);
  await db.execute(sql`
    insert into prayer_records (user_id, prayer_type, prayer_date, completed, on_time, points_earned)
    select u.id, p.prayer, d::date, true, ${onTime},
      case p.prayer when 'fajr' then 150 when 'maghrib' then 120 when 'isha' then 110 else 100 end
    from users u
    cross join lateral generate_series(
      ${today}::date - (case when u.username = 'bench_0' then ${years * 365} else 29 end),
      ${today}::date - 1, interval '1 day') d
    cross join (values ('fajr'), ('dhuhr'), ('asr'), ('maghrib'), ('isha')) p(prayer)
    where u.username like 'bench_%'
      and not (u.username = 'bench_0' and extract(doy from d)::int % 11 = 0 and p.prayer = 'isha')`);
  await db.execute(sql`
    insert into prayer_days (user_id, date, completed_count, points, prayers)
    select user_id, prayer_date, count(*), sum(points_earned), bit_or(${prayerBitSql(sql`prayer_type`)})
    from prayer_records group by user_id, prayer_date`);
}

/** A signed-in session for `username`, as the app's cookie. */
export async function sessionCookie(db: Db, username: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const id = createHash('sha256').update(token).digest('hex');
  await db.execute(sql`
    insert into sessions (id, user_id, expires_at)
    select ${id}, id, now() + interval '1 day' from users where username = ${username}`);
  return `hidaya_sid=${token}`;
}
