/**
 * The learning dashboard's reads under load: every request /prayer-dashboard makes
 * when it opens and when its tabs open, for a person with ten years of history and for one with a
 * month, side by side in one run. Ten years: every prayer every day (none on time, the worst case for
 * the capped on-time count; bench/support/prayer-history.ts), a good deed every day, a group of ten
 * with a running challenge; both people have the school (its own subscription: the entitlements'
 * longest read). Then the reads of /api/dashboard, /api/goals and /api/user/achievements timed in
 * process, away from the load generator, with the statements (round trips) each sends.
 *
 *   npx tsx bench/community-dashboard.ts                 # PGlite
 *   BENCH_DATABASE_URL=postgres://... npx tsx bench/community-dashboard.ts
 */
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/server/app';
import type { Db } from '../src/server/db/client';
import { achievementsService } from '../src/server/features/community/achievements/service';
import { dashboardService } from '../src/server/features/community/dashboard/service';
import { goalsService } from '../src/server/features/community/goals/service';
import { tx } from '../src/server/features/prayer-tracking/repository';
import type { UserRow } from '../src/server/platform/sessions';
import { benchConfig, openBenchDatabase, rows } from './support/bench-app';
import { load, type LoadResult } from './support/load';
import { seedPrayerHistory, sessionCookie } from './support/prayer-history';
import { statementCounter } from './support/statements';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 6);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const OTHER_USERS = 200;
const YEARS = 10;
const TODAY = new Date().toISOString().slice(0, 10);

/** Set-based seeding, then the roll-ups built as the app builds them. */
async function seed(db: Db) {
  await seedPrayerHistory(db, { otherUsers: OTHER_USERS, years: YEARS, today: TODAY });
  await db.execute(sql`
    insert into prayer_settings (user_id, time_zone) select id, 'UTC' from users where username like 'bench_%'`);
  await db.execute(sql`
    insert into user_activities (user_id, activity_type, points, activity_date, completed_at)
    select r.user_id, 'good_deed', 20, r.prayer_date, r.prayer_date::timestamptz + interval '12 hours'
    from prayer_records r where r.prayer_type = 'fajr'`);
  await db.execute(sql`
    insert into user_points (user_id, total_points)
    select user_id, sum(points) from (
      select user_id, points_earned as points from prayer_records
      union all select user_id, points from user_activities) p group by user_id`);
  for (const { id } of rows<{ id: number }>(await db.execute(sql`select id from users order by id`)))
    await tx.recomputeDailyStreak(db, id);
  // One group of ten (bench_0, bench_1 and eight others) with a challenge running this month.
  await db.execute(sql`
    insert into study_groups (name, code, created_by)
    select 'Bench circle', 'BENCH2', id from users where username = 'bench_0'`);
  await db.execute(sql`
    insert into group_memberships (group_id, user_id, role)
    select g.id, u.id, case when u.username = 'bench_0' then 'owner' else 'member' end
    from study_groups g cross join users u
    where u.username in ('bench_0', 'bench_1', 'bench_2', 'bench_3', 'bench_4', 'bench_5', 'bench_6', 'bench_7', 'bench_8', 'bench_9')`);
  await db.execute(sql`
    insert into group_challenges (group_id, name, challenge_type, target_value, start_date, end_date, created_by)
    select g.id, 'Every prayer this month', 'prayers_completed', 1500,
      date_trunc('month', ${TODAY}::date)::date, (date_trunc('month', ${TODAY}::date) + interval '1 month - 1 day')::date,
      g.created_by
    from study_groups g`);
  await db.execute(sql`
    insert into sunday_school_subscriptions (user_id, stripe_subscription_id, status, current_period_start, current_period_end)
    select id, 'sub_' || username, 'active', now() - interval '10 days', now() + interval '20 days'
    from users where username in ('bench_0', 'bench_1')`);
  await db.execute(sql`analyze`);
}

/** Two runs as one: requests per second over both, the slower of their percentiles. */
function mergeRuns(runs: LoadResult[]) {
  return {
    rps: Math.round(runs.reduce((sum, r) => sum + r.rps, 0) / runs.length),
    p50: Math.max(...runs.map((r) => r.p50)),
    p99: Math.max(...runs.map((r) => r.p99)),
    failures: runs.reduce((sum, r) => sum + r.failures, 0),
  };
}

async function main() {
  const { database, label } = await openBenchDatabase();
  const config = benchConfig();
  console.log(`Seeding ${label}: 1 person x ${YEARS} years, ${OTHER_USERS + 1} x 30 days...`);
  const seeded = Date.now();
  await seed(database.db);
  const [count] = rows<{ n: number }>(
    await database.db.execute(sql`select count(*)::int as n from prayer_records`),
  );
  console.log(`  ${count!.n} records in ${((Date.now() - seeded) / 1000).toFixed(1)} s`);

  const app = await buildApp({ config, database });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  const people = [
    ['10 years', await sessionCookie(database.db, 'bench_0')],
    ['1 month', await sessionCookie(database.db, 'bench_1')],
  ] as const;
  // What the page asks for: the figures on opening; the calendar's settings and month with Progress;
  // the group standing with Community.
  const endpoints = [
    '/api/dashboard',
    '/api/prayer-settings',
    `/api/prayers/monthly?month=${TODAY.slice(0, 7)}`,
    '/api/groups/my-standing',
  ];

  console.log(
    `\n${label}; ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}); load average ${os.loadavg()[0]!.toFixed(1)}; ${CONNECTIONS} connections, ${DURATION_S} s each`,
  );
  console.log(
    'endpoint                            | history  |   req/s |  p50 ms |  p99 ms | errors | ratio',
  );
  for (const endpoint of endpoints) {
    const url = `${address}${endpoint}`;
    const headers = (cookie: string) => Array.from({ length: CONNECTIONS }, () => ({ cookie }));
    await load({ url, headers: headers(people[0][1]), seconds: 1 }); // warm-up, not reported
    // Two rounds, the histories taking turns, so that a change in the machine's load falls on both.
    const results = [];
    for (const [history, cookie] of people) results.push({ history, runs: [] as LoadResult[], cookie });
    for (let round = 0; round < 2; round++) {
      for (const entry of results) {
        entry.runs.push(await load({ url, headers: headers(entry.cookie), seconds: DURATION_S / 2 }));
      }
    }
    const merged = results.map(({ history, runs }) => ({ history, r: mergeRuns(runs) }));
    for (const { history, r } of merged) {
      const ratio = (r.rps / merged[1]!.r.rps).toFixed(2);
      console.log(
        `${endpoint.padEnd(36)}| ${history.padEnd(9)}| ${String(r.rps).padStart(7)} | ${r.p50.toFixed(1).padStart(7)} | ${r.p99.toFixed(1).padStart(7)} | ${String(r.failures).padStart(6)} | ${ratio}`,
      );
    }
  }
  await app.close();

  // The same reads without HTTP, the histories taking turns: what the database and the services
  // cost, apart from the load generator and the machine's other work.
  const clock = { now: () => new Date() };
  const dashboard = dashboardService(database.db, clock);
  const goals = goalsService(database.db, clock);
  const achievements = achievementsService(database.db, clock);
  const reads: [string, (user: UserRow) => Promise<unknown>][] = [
    ['GET /api/dashboard', (user) => dashboard.read(user)],
    ['GET /api/goals', (user) => goals.get(user)],
    ['GET /api/user/achievements', (user) => achievements.list(user.id)],
  ];
  const readers: UserRow[] = [];
  for (const username of ['bench_0', 'bench_1']) {
    const [row] = rows<{ id: number }>(
      await database.db.execute(sql`select id from users where username = ${username}`),
    );
    readers.push({
      id: row!.id,
      isAdmin: false,
      subscriptionStatus: 'free',
      subscriptionPlan: null,
      subscriptionEndDate: null,
    } as UserRow);
  }
  const counter = statementCounter(database);
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  console.log('\nIn process, median of 5 rounds of 200 reads:');
  console.log('read                       | 10 years ms | 1 month ms | ratio | statements');
  for (const [name, read] of reads) {
    await read(readers[0]!); // the first read writes the achievement levels reached; counted: a steady read
    const statements = await counter.during(() => read(readers[0]!));
    const perRead: number[][] = [[], []];
    for (let round = 0; round < 5; round++) {
      for (const [i, user] of readers.entries()) {
        const started = performance.now();
        for (let n = 0; n < 200; n++) await read(user);
        perRead[i]!.push((performance.now() - started) / 200);
      }
    }
    const [long, short] = perRead.map(median) as [number, number];
    console.log(
      `${name.padEnd(27)}| ${long.toFixed(2).padStart(11)} | ${short.toFixed(2).padStart(10)} | ${(long / short).toFixed(2).padStart(5)} | ${statements}`,
    );
  }
  await database.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
