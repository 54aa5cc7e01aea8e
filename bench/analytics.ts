/**
 * Visitor and platform analytics (decision 031), two questions:
 *
 * 1. What does recording cost a request? Two instances of Hidaya on one database, side by side in one
 *    run, one with the analytics feature (every API call pushed into the recorder, written in batches
 *    every second) and one without it, loaded in turns (on, off, on, off, ...) on GET /api/auth/user
 *    as production runs it (logs at info to /dev/null). Target: recording costs under 5 % of req/s.
 * 2. How fast are the dashboards over ten million page views? Ninety days of visits are generated
 *    with generate_series (10,000,000 page views on PostgreSQL, 1,000,000 on PGlite unless
 *    BENCH_PAGE_VIEWS says), then the hourly roll-up sums the whole days and deletes raw rows past 30
 *    days; each dashboard answer for each timeframe is then asked 20 times. The clock stands at 23:59
 *    UTC, so today's raw rows are a whole day's. Target: p95 under 200 ms.
 *
 *   BENCH_DATABASE_URL=postgres://... npx tsx bench/analytics.ts
 *   BENCH_SECONDS=3, BENCH_ROUNDS=2 for a quick look; BENCH_PART=recording or dashboards runs one part
 */
import os from 'node:os';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/server/app';
import type { Database } from '../src/server/db/client';
import { SERVER_FEATURES } from '../src/server/features';
import { rollUpAnalytics } from '../src/server/features/analytics/roll-up';
import { logDestination, loggerOptions } from '../src/server/platform/logging';
import { benchConfig, openBenchDatabase, rows } from './support/bench-app';
import { load, type LoadResult } from './support/load';
import { sessionCookie } from './support/prayer-history';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const PART = process.env.BENCH_PART ?? 'recording,dashboards';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function listen(app: FastifyInstance): Promise<string> {
  return app.listen({ host: '127.0.0.1', port: 0 });
}

async function measureRecording(database: Database, label: string) {
  const connections = database.kind === 'postgres' ? 50 : 20;
  await database.db.execute(sql`
    insert into users (username, email, password) values ('reader', 'reader@mail.test', 'not-a-login')`);
  const cookie = await sessionCookie(database.db, 'reader');
  const config = benchConfig({ LOG_LEVEL: 'info' });
  const logger = () => loggerOptions(config.logLevel, logDestination('/dev/null'));
  const recording = await buildApp({ config, database, logger: logger() });
  const plain = await buildApp({
    config,
    database,
    logger: logger(),
    features: SERVER_FEATURES.filter((feature) => feature.name !== 'analytics'),
  });
  const urls = { on: await listen(recording), off: await listen(plain) };
  const headers = Array.from({ length: connections }, () => ({
    cookie,
    'accept-encoding': 'gzip, deflate, br, zstd',
  }));
  const runs: Record<'on' | 'off', { result: LoadResult; cpu: number }[]> = { on: [], off: [] };
  for (const which of ['on', 'off'] as const)
    await load({ url: `${urls[which]}/api/auth/user`, headers, seconds: 1 });
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const which of round % 2 === 0 ? (['on', 'off'] as const) : (['off', 'on'] as const)) {
      const before = process.cpuUsage();
      const result = await load({ url: `${urls[which]}/api/auth/user`, headers, seconds: SECONDS });
      const used = process.cpuUsage(before);
      runs[which].push({ result, cpu: (used.user + used.system) / result.requests });
    }
  }
  await recording.analytics!.flush();
  const stats = recording.analytics!.stats();
  await recording.close();
  await plain.close();

  console.log(
    `\n## Recording on vs off: ${label}, ${connections} connections, ${ROUNDS} rounds of ${SECONDS} s`,
  );
  console.log('recording | req/s (median) | each round           | p50 ms | p99 ms | CPU µs/req (server)');
  for (const which of ['on', 'off'] as const) {
    const r = runs[which];
    console.log(
      `${which.padEnd(9)} | ${String(median(r.map((x) => x.result.rps))).padStart(14)} | ${r
        .map((x) => x.result.rps)
        .join(', ')
        .padEnd(20)} | ${median(r.map((x) => x.result.p50))
        .toFixed(1)
        .padStart(6)} | ${median(r.map((x) => x.result.p99))
        .toFixed(1)
        .padStart(6)} | ${median(r.map((x) => x.cpu)).toFixed(0)}`,
    );
  }
  const ratio = median(runs.on.map((x) => x.result.rps)) / median(runs.off.map((x) => x.result.rps));
  const cpuRatio = median(runs.on.map((x) => x.cpu)) / median(runs.off.map((x) => x.cpu));
  console.log(
    `on/off req/s ${ratio.toFixed(3)} (target >= 0.95), CPU ${cpuRatio.toFixed(3)}; calls and page views written ${stats.written}, dropped ${stats.dropped}`,
  );
}

/** Fifty countries, 2,000 places (one in a hundred unknown), paths of the site. */
const COUNTRIES = `'GB','US','TR','DE','FR','PK','IN','ID','MY','EG','SA','AE','MA','DZ','TN','NG','KE','ZA','BD','NL',
  'BE','SE','NO','DK','ES','IT','CA','AU','NZ','QA','KW','JO','LB','IQ','IR','AF','UZ','KZ','AZ','BA',
  'AL','SN','ML','SO','SD','ET','TZ','SG','BN','PH'`;
const PATHS = `'/','/blog','/landing','/help','/blog/wudu-step-by-step','/prayer-tracker','/quran-teacher','/sunday-school'`;

/** `count` page views over the 90 days before `now`, three a visitor (one visit each), and API calls. */
async function generateVisits(database: Database, now: Date, count: number) {
  const { db } = database;
  await db.execute(sql`create temporary table bench_places as
    select id, case when id % 100 = 0 then null else (array[${sql.raw(COUNTRIES)}])[1 + id % 50] end as code,
           'Region ' || (id % 7) as region, 'City ' || id as city
    from generate_series(0, 1999) id`);
  await db.execute(sql`
    insert into page_views (path, user_agent, visitor_id, new_visitor, session_id, country_code, region, city, timestamp)
    select (array[${sql.raw(PATHS)}])[1 + g % 8], 'Mozilla/5.0 (bench)', 'v' || g / 3, g % 3 = 2, 's' || g / 3,
           p.code, case when p.code is null then null else p.region end, case when p.code is null then null else p.city end,
           ${now}::timestamptz - (g::float8 / ${count}) * interval '90 days'
    from generate_series(0, ${count - 1}) g
    join bench_places p on p.id = ((g / 3)::bigint * 7919) % 2000`);
  await db.execute(sql`
    insert into visitor_sessions (session_id, first_visit, last_activity, page_count, total_time)
    select 's' || v, ${now}::timestamptz - ((3 * v + 2)::float8 / ${count}) * interval '90 days',
           ${now}::timestamptz - ((3 * v)::float8 / ${count}) * interval '90 days', 3, 2
    from generate_series(0, ${Math.floor((count - 1) / 3)}) v`);
  await db.execute(sql`
    insert into api_calls (endpoint, method, status_code, response_time, timestamp)
    select '/api/auth/user', 'GET', 200, 1.5, ${now}::timestamptz - (g::float8 / ${count / 10}) * interval '90 days'
    from generate_series(0, ${count / 10 - 1}) g`);
  await db.execute(sql`analyze`);
}

async function timeRequests(app: FastifyInstance, cookie: string, url: string, times: number) {
  const took: number[] = [];
  for (let i = 0; i < times + 2; i += 1) {
    const started = performance.now();
    const res = await app.inject({ method: 'GET', url, headers: { cookie } });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    if (i >= 2) took.push(performance.now() - started);
  }
  took.sort((a, b) => a - b);
  return {
    p50: took[Math.floor(took.length / 2)]!,
    p95: took[Math.ceil(took.length * 0.95) - 1]!,
    max: took.at(-1)!,
  };
}

async function measureDashboards(database: Database, label: string) {
  const count = Number(
    process.env.BENCH_PAGE_VIEWS ?? (database.kind === 'postgres' ? 10_000_000 : 1_000_000),
  );
  const now = new Date(`${new Date().toISOString().slice(0, 10)}T23:59:00Z`);
  let started = performance.now();
  await generateVisits(database, now, count);
  console.log(`\n## Dashboards: ${label}, ${count.toLocaleString('en')} page views over 90 days`);
  console.log(`generated in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  started = performance.now();
  const rolled = await rollUpAnalytics(database.db, now, 30);
  console.log(
    `roll-up: ${rolled.days.length} days summed, ${rolled.deleted.toLocaleString('en')} raw rows deleted, in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const [left] = rows<{ n: number }>(
    await database.db.execute(sql`select count(*)::int as n from page_views`),
  );
  console.log(`raw page views kept: ${left!.n.toLocaleString('en')} (30 days and today)`);

  await database.db.execute(sql`
    insert into users (username, email, password, is_admin) values ('bench_admin', 'admin@mail.test', 'x', true)`);
  const cookie = await sessionCookie(database.db, 'bench_admin');
  const app = await buildApp({ config: benchConfig(), database, clock: { now: () => now } });
  console.log('answer                                  |  p50 ms |  p95 ms |  max ms');
  const worst: number[] = [];
  const urls = [
    '/api/analytics/visitors',
    '/api/analytics/recent-visitors?limit=100',
    ...['visitor-overview', 'visitor-countries', 'visitor-cities'].flatMap((path) =>
      ['24h', '7d', '30d', '90d'].map((timeframe) => `/api/analytics/${path}?timeframe=${timeframe}`),
    ),
  ];
  for (const url of urls) {
    const t = await timeRequests(app, cookie, url, 20);
    worst.push(t.p95);
    console.log(
      `${url.replace('/api/analytics/', '').padEnd(40)}| ${t.p50.toFixed(1).padStart(7)} | ${t.p95.toFixed(1).padStart(7)} | ${t.max.toFixed(1).padStart(7)}`,
    );
  }
  console.log(`highest p95 ${Math.max(...worst).toFixed(1)} ms (target under 200 ms)`);
  await app.close();
}

async function main() {
  console.log(
    `${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}), load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  for (const part of ['recording', 'dashboards'] as const) {
    if (!PART.includes(part)) continue;
    const { database, label } = await openBenchDatabase();
    try {
      if (part === 'recording') await measureRecording(database, label);
      else await measureDashboards(database, label);
    } finally {
      await database.close();
    }
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
