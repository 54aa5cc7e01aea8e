/**
 * The achievements and goals reads (decision 021) as history grows: one person with ten
 * years of prayer records (on-time Fajr, ten Ramadans), a learning session a day and a group activity
 * a day, against one with a month of the same, measured with autocannon on the real app. The cost
 * must stay flat: every figure is read from a roll-up (prayer_totals, streaks, prayer_days,
 * learning_weeks) or a capped count, never from the whole history.
 *
 *   npx tsx bench/achievements.ts                 # PGlite
 *   BENCH_DATABASE_URL=postgres://... npx tsx bench/achievements.ts
 */
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/server/app';
import type { Db } from '../src/server/db/client';
import { tx } from '../src/server/features/prayer-tracking/repository';
import { isRamadan } from '../src/server/features/prayer-tracking/hijri';
import { benchConfig, openBenchDatabase, rows } from './support/bench-app';
import { load } from './support/load';
import { seedPrayerHistory, sessionCookie } from './support/prayer-history';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 6);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const OTHER_USERS = 200;
const YEARS = 10;
const TODAY = new Date().toISOString().slice(0, 10);

/** Users and their history in set-based SQL, then the roll-ups built as the app keeps them. */
async function seed(db: Db) {
  // bench_0: ten years; everyone else the last 30 days. Fajr on time every other day.
  await seedPrayerHistory(db, {
    otherUsers: OTHER_USERS,
    years: YEARS,
    today: TODAY,
    onTimeFajrEveryOtherDay: true,
  });
  // The Ramadan days of the seeded span, by the same calendar the server uses.
  const ramadan: string[] = [];
  for (let t = Date.parse(TODAY) - YEARS * 365 * 86_400_000; t < Date.parse(TODAY); t += 86_400_000) {
    const day = new Date(t).toISOString().slice(0, 10);
    if (isRamadan(day)) ramadan.push(day);
  }
  await db.execute(sql`
    insert into prayer_totals (user_id, on_time_fajr, ramadan_prayers)
    select user_id, count(*) filter (where prayer_type = 'fajr' and on_time),
      count(*) filter (where prayer_date::text = any(string_to_array(${ramadan.join(',')}, ',')))
    from prayer_records group by user_id`);
  // A group with everyone, and a group activity a day.
  await db.execute(sql`
    insert into study_groups (name, code, created_by, max_members)
    select 'Bench group', 'BENCH1', id, 500 from users where username = 'bench_0'`);
  await db.execute(sql`
    insert into group_memberships (group_id, user_id, role)
    select g.id, u.id, case when u.username = 'bench_0' then 'owner' else 'member' end
    from study_groups g cross join users u where u.username like 'bench_%'`);
  await db.execute(sql`
    insert into user_activities (user_id, group_id, activity_type, points, activity_date, completed_at)
    select r.user_id, g.id, 'group_study', 0, r.prayer_date, r.prayer_date::timestamptz
    from prayer_records r cross join study_groups g where r.prayer_type = 'fajr'`);
  // A learning session a day (lessons), counted by week; 7 a week at most earn points.
  await db.execute(sql`
    insert into learning_sessions (user_id, kind, session_key, turns, local_date, week_start, points, completed_at)
    select user_id, 'lesson', 'fajr:sunni:1:' || prayer_date, 1, prayer_date,
      prayer_date - extract(dow from prayer_date)::int, 20, prayer_date::timestamptz
    from prayer_records where prayer_type = 'fajr'`);
  await db.execute(sql`
    insert into learning_weeks (user_id, week_start, sessions)
    select user_id, week_start, count(*) from learning_sessions group by user_id, week_start`);
  await db.execute(sql`
    insert into user_points (user_id, total_points)
    select user_id, sum(points_earned) from prayer_records group by user_id`);
  for (const { id } of rows<{ id: number }>(
    await db.execute(sql`select id from users where username like 'bench_%'`),
  ))
    await tx.recomputeDailyStreak(db, id);
  await db.execute(sql`analyze`);
}

const loadAs = (url: string, cookie: string, seconds = DURATION_S) =>
  load({ url, headers: Array.from({ length: CONNECTIONS }, () => ({ cookie })), seconds });

async function main() {
  const { database, label } = await openBenchDatabase();
  const config = benchConfig();
  console.log(`Seeding ${label}: 1 user x ${YEARS} years, ${OTHER_USERS + 1} users x 30 days...`);
  await seed(database.db);
  const [counts] = rows<{ records: number; activities: number; sessions: number }>(
    await database.db.execute(sql`select
      (select count(*)::int from prayer_records where user_id = (select id from users where username = 'bench_0')) as records,
      (select count(*)::int from user_activities where user_id = (select id from users where username = 'bench_0')) as activities,
      (select count(*)::int from learning_sessions where user_id = (select id from users where username = 'bench_0')) as sessions`),
  );
  console.log(
    `  the 10-year person: ${counts!.records} prayer records, ${counts!.activities} group activities, ${counts!.sessions} learning sessions`,
  );

  const app = await buildApp({ config, database });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  const longHistory = await sessionCookie(database.db, 'bench_0');
  const shortHistory = await sessionCookie(database.db, 'bench_1');
  const check = await fetch(`${address}/api/user/achievements`, { headers: { cookie: longHistory } });
  const levels = ((await check.json()) as { achievementType: string; level: number; progress: number }[])
    .map((a) => `${a.achievementType} L${a.level} (${a.progress})`)
    .join(', ');
  console.log(`  10-year achievements: ${levels}`);

  console.log(
    `\n${label}; ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}); ${CONNECTIONS} connections, ${DURATION_S} s each`,
  );
  console.log('endpoint                   | history  |   req/s |  p50 ms |  p99 ms | errors');
  for (const endpoint of ['/api/user/achievements', '/api/goals']) {
    await loadAs(`${address}${endpoint}`, longHistory, 1); // warm-up, not reported
    // Each history twice, interleaved, so that a warming cache or a busy moment does not favour one.
    for (const [history, cookie] of [
      ['10 years', longHistory],
      ['1 month', shortHistory],
      ['10 years', longHistory],
      ['1 month', shortHistory],
    ] as const) {
      const r = await loadAs(`${address}${endpoint}`, cookie);
      console.log(
        `${endpoint.padEnd(27)}| ${history.padEnd(9)}| ${String(r.rps).padStart(7)} | ${r.p50.toFixed(1).padStart(7)} | ${r.p99.toFixed(1).padStart(7)} | ${r.failures}`,
      );
    }
  }
  await app.close();
  await database.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
