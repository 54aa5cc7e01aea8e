/**
 * Study-group reads under load (a benchmark, not a timed test). Two 500-member groups in one
 * database: in the first every member has ten years of prayer records, in the second one month. The
 * group's leaderboard, members, challenges and the dashboard's standing are measured for a member of
 * each, side by side in one run (autocannon in its own process, bench/support/load-process.ts), against
 * the real app on a real port; then the query plans of the set-based reads for the ten-year group.
 *
 *   npx tsx bench/community-leaderboard.ts                 # PGlite
 *   BENCH_DATABASE_URL=postgres://... npx tsx bench/community-leaderboard.ts
 *
 * BENCH_RECORDS=days seeds only the per-day roll-up, not the 9 million prayer_records rows (the reads
 * measured here never touch prayer_records; use it where memory is short).
 */
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/server/app';
import type { Db } from '../src/server/db/client';
import { tx } from '../src/server/features/prayer-tracking/repository';
import { benchConfig, openBenchDatabase } from './support/bench-app';
import { load } from './support/load';
import { sessionCookie } from './support/prayer-history';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const MEMBERS = 500;
const YEARS = 10;
const FULL_RECORDS = process.env.BENCH_RECORDS !== 'days';
const TODAY = new Date().toISOString().slice(0, 10);

type Rows<T> = { rows: T[] };
const rows = async <T>(db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as Rows<T>).rows;

/** Users long_0..499 (ten years each) and short_0..499 (thirty days each), with their roll-ups. */
async function seed(db: Db) {
  await db.execute(sql`
    insert into users (username, email, password)
    select p || '_' || g, p || '_' || g || '@mail.test', 'not-a-login'
    from generate_series(0, ${MEMBERS - 1}) g cross join (values ('long'), ('short')) v(p)`);
  await db.execute(sql`insert into prayer_settings (user_id, time_zone) select id, 'UTC' from users`);
  // Every prayer every day until yesterday, except Isha on every 11th day of the year (streaks break).
  const history = sql`
    from users u
    cross join lateral generate_series(
      ${TODAY}::date - (case when u.username like 'long_%' then ${YEARS * 365} else 29 end),
      ${TODAY}::date - 1, interval '1 day') d`;
  if (FULL_RECORDS)
    await db.execute(sql`
      insert into prayer_records (user_id, prayer_type, prayer_date, completed, on_time, points_earned)
      select u.id, p.prayer, d::date, true, false,
        case p.prayer when 'fajr' then 150 when 'maghrib' then 120 when 'isha' then 110 else 100 end
      ${history}
      cross join (values ('fajr'), ('dhuhr'), ('asr'), ('maghrib'), ('isha')) p(prayer)
      where not (extract(doy from d)::int % 11 = 0 and p.prayer = 'isha')`);
  await db.execute(sql`
    insert into prayer_days (user_id, date, completed_count, points)
    select u.id, d::date,
      case when extract(doy from d)::int % 11 = 0 then 4 else 5 end,
      case when extract(doy from d)::int % 11 = 0 then 470 else 580 end
    ${history}`);
  await db.execute(sql`
    insert into user_points (user_id, total_points)
    select user_id, sum(points) from prayer_days group by user_id`);
  for (const { id } of await rows<{ id: number }>(db, sql`select id from users order by id`))
    await tx.recomputeDailyStreak(db, id);

  // The two groups, their members, and a 30-day challenge of each type.
  for (const prefix of ['long', 'short']) {
    await db.execute(sql`
      insert into study_groups (name, code, created_by, max_members)
      select ${`${prefix} group`}, ${prefix === 'long' ? 'LONG22' : 'SHRT22'}, id, ${MEMBERS}
      from users where username = ${`${prefix}_0`}`);
    await db.execute(sql`
      insert into group_memberships (group_id, user_id, role)
      select g.id, u.id, case when u.id = g.created_by then 'owner' else 'member' end
      from study_groups g join users u on u.username like ${`${prefix}_%`}
      where g.name = ${`${prefix} group`}`);
    await db.execute(sql`
      insert into group_challenges (group_id, name, challenge_type, target_value, start_date, end_date, created_by)
      select g.id, t.type, t.type, 100000, ${TODAY}::date - 29, ${TODAY}::date, g.created_by
      from study_groups g
      cross join (values ('prayers_completed'), ('perfect_days'), ('points'), ('group_activities')) t(type)
      where g.name = ${`${prefix} group`}`);
  }
  // Vacuumed now, so that autovacuum working through the nine million new rows does not run during
  // (and slow down) whichever measurement comes first.
  await db.execute(sql`vacuum analyze`);
}

/** One connection per member asking at once (each connection its own person). */
const loadAs = (url: string, cookies: string[], seconds = DURATION_S) =>
  load({ url, headers: cookies.map((cookie) => ({ cookie })), seconds });

async function plans(db: Db, groupId: number) {
  const ids = (
    await rows<{ user_id: number }>(
      db,
      sql`select user_id from group_memberships where group_id = ${groupId}`,
    )
  ).map((r) => r.user_id);
  const array = `{${ids.join(',')}}`;
  const queries = {
    'standings (points, streak, zone of 500 members)': sql`
      select m.id, p.total_points, s.current_streak, ps.time_zone from unnest(${array}::int[]) m(id)
      left join user_points p on p.user_id = m.id
      left join streaks s on s.user_id = m.id and s.streak_type = 'daily_prayer'
      left join prayer_settings ps on ps.user_id = m.id`,
    'challenge totals (30 days of 500 members)': sql`
      select sum(completed_count), count(*) filter (where completed_count = 5), sum(points) from prayer_days
      where user_id = any(${array}::int[]) and date between ${TODAY}::date - 29 and ${TODAY}::date`,
  };
  const out: string[] = [];
  for (const [name, query] of Object.entries(queries)) {
    const lines = (
      await rows<Record<string, string>>(
        db,
        sql`explain (analyze, costs off, timing off, summary off) ${query}`,
      )
    ).map((r) => Object.values(r)[0]!);
    // The member ids are written out in full in the plan: cut them short.
    const short = lines.map((l) => `      ${l.replace(/'\{[\d,]{40,}\}'/g, "'{...}'")}`);
    out.push(`  ${name}:\n${short.join('\n')}`);
  }
  return out.join('\n');
}

async function main() {
  const { database, label } = await openBenchDatabase();
  const config = benchConfig();
  console.log(
    `Seeding ${label}: ${MEMBERS} members x ${YEARS} years and ${MEMBERS} members x 30 days` +
      (FULL_RECORDS ? '' : ' (per-day roll-up only: BENCH_RECORDS=days)'),
  );
  const seeded = Date.now();
  await seed(database.db);
  const [counts] = await rows<{ records: number; days: number }>(
    database.db,
    sql`select (select count(*) from prayer_records)::int as records, (select count(*) from prayer_days)::int as days`,
  );
  console.log(
    `  ${counts!.records} prayer records, ${counts!.days} prayer days in ${((Date.now() - seeded) / 1000).toFixed(1)} s`,
  );

  const app = await buildApp({ config, database });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  const groups = await rows<{ id: number; name: string }>(
    database.db,
    sql`select id, name from study_groups`,
  );
  const groupOf = (prefix: string) => groups.find((g) => g.name === `${prefix} group`)!.id;
  const cookies: Record<string, string[]> = { long: [], short: [] };
  for (const prefix of ['long', 'short'] as const)
    for (let i = 0; i < CONNECTIONS; i++)
      cookies[prefix]!.push(await sessionCookie(database.db, `${prefix}_${(i * 7) % MEMBERS}`));

  console.log(
    `\n${label}; ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}); ${CONNECTIONS} connections (each a member), ${DURATION_S} s each; group of ${MEMBERS}`,
  );
  console.log('endpoint                            | history  |   req/s |  p50 ms |  p99 ms | errors');
  const paths = ['leaderboard', 'members', 'challenges', 'my-standing'];
  for (const path of paths) {
    const url = (prefix: string) =>
      `${address}/api/groups/${path === 'my-standing' ? 'my-standing' : `${groupOf(prefix)}/${path}`}`;
    await loadAs(url('long'), cookies.long!, 1); // warm-up, not reported
    const pair = [
      ['10 years', 'long'],
      ['1 month', 'short'],
    ] as const;
    // Each history goes first for half the endpoints: a drift in the machine's load favours neither.
    for (const [history, prefix] of paths.indexOf(path) % 2 ? [...pair].reverse() : pair) {
      const r = await loadAs(url(prefix), cookies[prefix]!);
      const name = path === 'my-standing' ? '/api/groups/my-standing' : `/api/groups/:id/${path}`;
      console.log(
        `${name.padEnd(36)}| ${history.padEnd(9)}| ${String(r.rps).padStart(7)} | ${r.p50.toFixed(1).padStart(7)} | ${r.p99.toFixed(1).padStart(7)} | ${r.failures}`,
      );
    }
  }
  console.log(`\nQuery plans for the ten-year group:\n${await plans(database.db, groupOf('long'))}`);
  await app.close();
  await database.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
