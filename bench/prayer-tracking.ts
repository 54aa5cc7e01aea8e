/**
 * Prayer tracking under load (issue: benchmark, not a timed test). Seeds one user with ten years of
 * prayer records and a thousand other users with a month each, then measures the read calls with
 * autocannon (bench/support/load-process.ts, a separate process) against the real app on a real port, for the long-history user and
 * for a user with one month of history, and prints the query plans.
 *
 *   npx tsx bench/prayer-tracking.ts                 # PGlite
 *   BENCH_DATABASE_URL=postgres://... npx tsx bench/prayer-tracking.ts
 */
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/server/app';
import type { Db } from '../src/server/db/client';
import { tx } from '../src/server/features/prayer-tracking/repository';
import { benchConfig, openBenchDatabase } from './support/bench-app';
import { load } from './support/load';
import { seedPrayerHistory, sessionCookie } from './support/prayer-history';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const OTHER_USERS = 1000;
const YEARS = 10;
const TODAY = new Date().toISOString().slice(0, 10);

/** The people and their records (bench/support/prayer-history.ts), then the roll-ups as the app would. */
async function seed(db: Db) {
  await seedPrayerHistory(db, { otherUsers: OTHER_USERS, years: YEARS, today: TODAY });
  await db.execute(sql`
    insert into user_points (user_id, total_points)
    select user_id, sum(points_earned) from prayer_records group by user_id`);
  const ids = await db.execute(sql`select id from users where username like 'bench_%' order by id`);
  for (const { id } of (ids as unknown as { rows: { id: number }[] }).rows)
    await tx.recomputeDailyStreak(db, id);
  await db.execute(sql`analyze`);
}

/** One person's cookie on every connection: the same user asking from several devices at once. */
const loadAs = (url: string, cookie: string, seconds = DURATION_S) =>
  load({ url, headers: Array.from({ length: CONNECTIONS }, () => ({ cookie })), seconds });

async function plans(db: Db, userId: number) {
  const month = TODAY.slice(0, 8) + '01';
  const queries = {
    'month of records': sql`select * from prayer_records where user_id = ${userId} and prayer_date between ${month} and ${TODAY}`,
    'month of days': sql`select * from prayer_days where user_id = ${userId} and date between ${month} and ${TODAY}`,
    'streak row': sql`select * from streaks where user_id = ${userId} and streak_type = 'daily_prayer'`,
    'point total': sql`select * from user_points where user_id = ${userId}`,
  };
  const out: string[] = [];
  for (const [name, query] of Object.entries(queries)) {
    const result = await db.execute(sql`explain (analyze, costs off, timing off, summary off) ${query}`);
    const lines = (result as unknown as { rows: Record<string, string>[] }).rows.map(
      (r) => Object.values(r)[0],
    );
    const seqScan = lines.some((l) => /Seq Scan/.test(l!));
    out.push(
      `  ${name}: ${seqScan ? 'SEQUENTIAL SCAN' : 'index'}\n${lines.map((l) => `      ${l}`).join('\n')}`,
    );
  }
  return out.join('\n');
}

async function main() {
  const { database, label } = await openBenchDatabase();
  // No kept answers (decision 028): what is compared is the read itself, as after every change.
  const config = benchConfig({ ANSWER_CACHE_MB: '0' });
  console.log(`Seeding ${label}: 1 user x ${YEARS} years, ${OTHER_USERS + 1} users x 30 days...`);
  const seeded = Date.now();
  await seed(database.db);
  const counts = await database.db.execute(sql`select count(*)::int as n from prayer_records`);
  console.log(
    `  ${(counts as unknown as { rows: { n: number }[] }).rows[0]!.n} records in ${((Date.now() - seeded) / 1000).toFixed(1)} s`,
  );

  const app = await buildApp({ config, database });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  const longHistory = await sessionCookie(database.db, 'bench_0');
  const shortHistory = await sessionCookie(database.db, 'bench_1');
  const month = TODAY.slice(0, 7);
  const endpoints = [`/api/prayers/monthly?month=${month}`, '/api/prayers/today', '/api/user/stats'];

  console.log(
    `\n${label}; ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}); ${CONNECTIONS} connections, ${DURATION_S} s each`,
  );
  console.log('endpoint                          | history  |   req/s |  p50 ms |  p99 ms | errors');
  for (const endpoint of endpoints) {
    await loadAs(`${address}${endpoint}`, longHistory, 1); // warm-up, not reported
    for (const [history, cookie] of [
      ['10 years', longHistory],
      ['1 month', shortHistory],
    ] as const) {
      const r = await loadAs(`${address}${endpoint}`, cookie);
      console.log(
        `${endpoint.padEnd(34)}| ${history.padEnd(9)}| ${String(r.rps).padStart(7)} | ${r.p50.toFixed(1).padStart(7)} | ${r.p99.toFixed(1).padStart(7)} | ${r.failures}`,
      );
    }
  }
  const id = (await database.db.execute(sql`select id from users where username = 'bench_0'`)) as unknown as {
    rows: { id: number }[];
  };
  console.log(`\nQuery plans for the 10-year user:\n${await plans(database.db, id.rows[0]!.id)}`);
  await app.close();
  await database.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
