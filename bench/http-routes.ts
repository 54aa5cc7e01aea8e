/**
 * What Hidaya's hot routes cost against what this machine can do, side by side in one run:
 * a bare Fastify route, a Fastify route doing exactly one primary-key query (the practical ceiling),
 * and Hidaya's health, current user, three prayer reads and one write, on PGlite and, when
 * BENCH_DATABASE_URL is set, on PostgreSQL. One table: req/s, p50, p99, and each Hidaya route as a
 * ratio to the ceiling of its own database, and the CPU time each request cost: this process's (the
 * server's; with PGlite also the database's) and, with PostgreSQL on this machine, its backends'
 * (read from /proc). CPU per request moves much less than req/s when the shared machine is busy.
 * The load generator runs in its own process (bench/support/load-process.ts). Targets: PostgreSQL at
 * 50 connections, /api/auth/user at or above the ceiling, the prayer reads at 0.5 of it or better,
 * p99 under 50 ms; PGlite at 20 connections, p99 under 250 ms everywhere. The prayer reads are
 * measured twice: as a person reads again what has not changed (the instance keeps the answer and
 * asks only the person's version, decision 028), and on a second instance that keeps no answers
 * ('read each time': the read itself, as after every change).
 *
 *   npx tsx bench/http-routes.ts                                  # PGlite only
 *   BENCH_DATABASE_URL=postgres://... npx tsx bench/http-routes.ts  # both
 *   BENCH_SECONDS=3 for a quick look while developing
 *   BENCH_ROUTES=monthly,stats to time only the routes whose names contain one of these (with the
 *   two references); BENCH_ENGINES=postgres or pglite to measure one database
 *   BENCH_PROFILE=<dir> writes a CPU profile of this process for each measured route (Chrome DevTools)
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/server/app';
import type { Database } from '../src/server/db/client';
import { logDestination, loggerOptions } from '../src/server/platform/logging';
import { prayerBitSql, tx } from '../src/server/features/prayer-tracking/repository';
import { openThrowawayDatabase } from '../tests/support/throwaway-database';
import { benchConfig } from './support/bench-app';
import { load, type LoadResult } from './support/load';
import { sessionCookie } from './support/prayer-history';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const TODAY = new Date().toISOString().slice(0, 10);
const PRAYERS = ['fajr', 'dhuhr', 'asr', 'maghrib', 'isha'] as const;
/** USER_HZ of /proc/<pid>/stat: 100 on Linux. */
const CLOCK_TICKS_PER_SECOND = 100;

interface Row {
  engine: string;
  route: string;
  result: LoadResult;
  ceiling?: number;
  /** CPU time per request of this process (the server; with PGlite the database too), in µs. */
  serverCpu: number;
  /** CPU time per request of the PostgreSQL backends serving this database, in µs (when readable). */
  databaseCpu?: number;
}

/**
 * CPU time (µs) of each PostgreSQL backend connected to the current database, by process id, read
 * from /proc: only when the server runs on this machine (else undefined). Less sensitive than req/s to
 * what else the shared machine is doing.
 */
async function backendCpu(db: Database['db']): Promise<Map<number, number> | undefined> {
  const result = (await db.execute(
    sql`select pid from pg_stat_activity where datname = current_database()`,
  )) as unknown as { rows: { pid: number }[] };
  const used = new Map<number, number>();
  for (const { pid } of result.rows) {
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      return undefined;
    }
    const fields = stat.split(') ')[1]!.split(' ');
    // utime and stime, in clock ticks
    used.set(pid, ((Number(fields[11]) + Number(fields[12])) * 1_000_000) / CLOCK_TICKS_PER_SECOND);
  }
  return used;
}

/** What the backends used between two readings; one that started in between counts from zero. */
function cpuBetween(before: Map<number, number>, after: Map<number, number>): number {
  let total = 0;
  for (const [pid, used] of after) total += used - (before.get(pid) ?? 0);
  return total;
}

/** A thousand users with a month of prayers each, and a hundred with none (the writers). */
async function seed(db: Database['db']) {
  await db.execute(sql`
    insert into users (username, email, password)
    select 'bench_' || g, 'bench_' || g || '@mail.test', 'not-a-login' from generate_series(0, 1000) g`);
  await db.execute(sql`
    insert into prayer_records (user_id, prayer_type, prayer_date, completed, on_time, points_earned)
    select u.id, p.prayer, d::date, true, false, 100
    from users u
    cross join generate_series(${TODAY}::date - 29, ${TODAY}::date - 1, interval '1 day') d
    cross join (values ('fajr'), ('dhuhr'), ('asr'), ('maghrib'), ('isha')) p(prayer)
    where u.username like 'bench_%'`);
  await db.execute(sql`
    insert into prayer_days (user_id, date, completed_count, points, prayers)
    select user_id, prayer_date, count(*), sum(points_earned), bit_or(${prayerBitSql(sql`prayer_type`)}) from prayer_records group by user_id, prayer_date`);
  await db.execute(sql`
    insert into user_points (user_id, total_points)
    select user_id, sum(points_earned) from prayer_records group by user_id`);
  await db.execute(sql`
    insert into users (username, email, password)
    select 'writer_' || g, 'writer_' || g || '@mail.test', 'x' from generate_series(0, 99) g`);
  const ids = (await db.execute(sql`select id from users where username in ('bench_1')`)) as unknown as {
    rows: { id: number }[];
  };
  for (const { id } of ids.rows) await tx.recomputeDailyStreak(db, id);
  await db.execute(sql`analyze`);
}

/** One record per request, never the same (prayer, date) twice whoever sends it: back a day every five. */
function recordBodies(count: number): string[] {
  const start = new Date(`${TODAY}T00:00:00Z`).getTime();
  return Array.from({ length: count }, (_, i) => {
    const date = new Date(start - (Math.floor(i / 5) + 1) * 86_400_000).toISOString().slice(0, 10);
    return JSON.stringify({ prayerType: PRAYERS[i % 5], prayerDate: date });
  });
}

/** A CPU profile of this process while one route is measured, when BENCH_PROFILE names a folder. */
async function startProfile() {
  const dir = process.env.BENCH_PROFILE;
  if (!dir) return undefined;
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return {
    async stop(name: string) {
      const { profile } = await session.post('Profiler.stop');
      session.disconnect();
      mkdirSync(dir, { recursive: true });
      writeFileSync(path.join(dir, `${name.replace(/[^\w.-]+/g, '_')}.cpuprofile`), JSON.stringify(profile));
    },
  };
}

async function listen(app: FastifyInstance): Promise<string> {
  return app.listen({ host: '127.0.0.1', port: 0 });
}

async function measureEngine(serverUrl: string | undefined): Promise<Row[]> {
  const engine = serverUrl ? 'PostgreSQL' : 'PGlite';
  const connections = Number(process.env.BENCH_CONNECTIONS ?? (serverUrl ? 50 : 20));
  const database = await openThrowawayDatabase(serverUrl, 'hidaya_bench');
  await seed(database.db);
  const userId = (
    (await database.db.execute(sql`select id from users where username = 'bench_1'`)) as unknown as {
      rows: { id: number }[];
    }
  ).rows[0]!.id;

  // The two references, on the same machine and database, in this same process.
  const bare = Fastify();
  bare.get('/', async () => ({ ok: true }));
  const ceiling = Fastify();
  let ceilingQuery: (id: number) => Promise<unknown>;
  let ceilingPool: pg.Pool | undefined;
  if (database.kind === 'postgres') {
    // openThrowawayDatabase made a database of its own; the ceiling reads the same one.
    const name = (
      (await database.db.execute(sql`select current_database() as name`)) as unknown as {
        rows: { name: string }[];
      }
    ).rows[0]!.name;
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    ceilingPool = new pg.Pool({ connectionString: url.toString(), max: 10 });
    ceilingQuery = (id) =>
      ceilingPool!.query({
        name: 'ceiling',
        text: 'select id, username from users where id = $1',
        values: [id],
      });
  } else {
    ceilingQuery = (id) => database.db.execute(sql`select id, username from users where id = ${id}`);
  }
  ceiling.get('/', async () => {
    await ceilingQuery(userId);
    return { ok: true };
  });

  // As production runs: logs at info, written as production writes stdout (to /dev/null here).
  const config = benchConfig({ LOG_LEVEL: 'info' });
  const app = await buildApp({
    config,
    database,
    logger: loggerOptions(config.logLevel, logDestination('/dev/null')),
  });
  // The same app keeping no answers (ANSWER_CACHE_MB=0): what each prayer read costs when the
  // person's data changed since their last read, or on an instance that has not seen them yet.
  const unkeptConfig = benchConfig({ LOG_LEVEL: 'info', ANSWER_CACHE_MB: '0' });
  const unkept = await buildApp({
    config: unkeptConfig,
    database,
    logger: loggerOptions(unkeptConfig.logLevel, logDestination('/dev/null')),
  });
  const [bareUrl, ceilingUrl, appUrl, unkeptUrl] = [
    await listen(bare),
    await listen(ceiling),
    await listen(app),
    await listen(unkept),
  ];
  const reader = await sessionCookie(database.db, 'bench_1');
  // Every connection writes as its own person, as people do (one person's writes queue on their rows).
  const writers = await Promise.all(
    Array.from({ length: connections }, (_, i) => sessionCookie(database.db, `writer_${i}`)),
  );
  const month = TODAY.slice(0, 7);

  // What a browser sends: its cookie and the encodings it reads (the month's answer goes out compressed).
  const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' };
  const asReader = Array.from({ length: connections }, () => ({ ...browser, cookie: reader }));
  const jobs: [string, Parameters<typeof load>[0]][] = [
    [
      'bare Fastify',
      { url: bareUrl, headers: Array.from({ length: connections }, () => ({})), seconds: DURATION_S },
    ],
    [
      'one-query ceiling',
      { url: ceilingUrl, headers: Array.from({ length: connections }, () => ({})), seconds: DURATION_S },
    ],
    ['GET /api/health', { url: `${appUrl}/api/health`, headers: asReader, seconds: DURATION_S }],
    ['GET /api/auth/user', { url: `${appUrl}/api/auth/user`, headers: asReader, seconds: DURATION_S }],
    [
      'GET /api/prayers/today',
      { url: `${appUrl}/api/prayers/today`, headers: asReader, seconds: DURATION_S },
    ],
    [
      'GET /api/prayers/monthly',
      { url: `${appUrl}/api/prayers/monthly?month=${month}`, headers: asReader, seconds: DURATION_S },
    ],
    ['GET /api/user/stats', { url: `${appUrl}/api/user/stats`, headers: asReader, seconds: DURATION_S }],
    [
      'read each time: today',
      { url: `${unkeptUrl}/api/prayers/today`, headers: asReader, seconds: DURATION_S },
    ],
    [
      'read each time: monthly',
      { url: `${unkeptUrl}/api/prayers/monthly?month=${month}`, headers: asReader, seconds: DURATION_S },
    ],
    ['read each time: stats', { url: `${unkeptUrl}/api/user/stats`, headers: asReader, seconds: DURATION_S }],
    [
      'POST /api/prayer-records',
      {
        url: `${appUrl}/api/prayer-records`,
        method: 'POST',
        bodies: recordBodies(20_000),
        headers: writers.map((cookie) => ({ ...browser, cookie, 'content-type': 'application/json' })),
        seconds: DURATION_S,
      },
    ],
  ];

  const only = process.env.BENCH_ROUTES?.split(',').filter(Boolean);
  const chosen = only
    ? jobs.filter(([route], i) => i < 2 || only.some((part) => route.includes(part)))
    : jobs;
  const rows: Row[] = [];
  for (const [route, job] of chosen) {
    if (job.method !== 'POST') await load({ ...job, seconds: 1 }); // warm-up, not reported
    const databaseBefore = database.kind === 'postgres' ? await backendCpu(database.db) : undefined;
    const profile = await startProfile();
    const before = process.cpuUsage();
    const result = await load(job);
    const used = process.cpuUsage(before);
    await profile?.stop(`${engine}-${route}`);
    const databaseAfter = databaseBefore === undefined ? undefined : await backendCpu(database.db);
    rows.push({
      engine: `${engine} (${connections} conn.)`,
      route,
      result,
      serverCpu: (used.user + used.system) / result.requests,
      databaseCpu:
        databaseAfter === undefined
          ? undefined
          : cpuBetween(databaseBefore!, databaseAfter) / result.requests,
    });
  }
  const ceilingRps = rows.find((r) => r.route === 'one-query ceiling')!.result.rps;
  for (const row of rows)
    if (!['bare Fastify', 'one-query ceiling'].includes(row.route)) row.ceiling = ceilingRps;

  await app.close();
  await unkept.close();
  await bare.close();
  await ceiling.close();
  await ceilingPool?.end();
  await database.close();
  return rows;
}

async function main() {
  const serverUrl = process.env.BENCH_DATABASE_URL || undefined;
  const engines = process.env.BENCH_ENGINES ?? 'postgres,pglite';
  const rows = [
    ...(serverUrl && engines.includes('postgres') ? await measureEngine(serverUrl) : []),
    ...(engines.includes('pglite') ? await measureEngine(undefined) : []),
  ];
  console.log(
    `\n${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}), load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}; ${DURATION_S} s per route`,
  );
  console.log(
    'CPU µs/req: this process (the server; with PGlite the database too) and the PostgreSQL backends',
  );
  console.log(
    'database               | route                      |   req/s | x ceiling |  p50 ms |  p99 ms | CPU server | CPU database | errors',
  );
  console.log(
    '-----------------------|----------------------------|---------|-----------|---------|---------|------------|--------------|-------',
  );
  for (const { engine, route, result, ceiling, serverCpu, databaseCpu } of rows) {
    const ratio = ceiling ? (result.rps / ceiling).toFixed(2) : '';
    const databaseColumn = databaseCpu === undefined ? '' : databaseCpu.toFixed(0);
    console.log(
      `${engine.padEnd(23)}| ${route.padEnd(27)}| ${String(result.rps).padStart(7)} | ${ratio.padStart(9)} | ${result.p50.toFixed(1).padStart(7)} | ${result.p99.toFixed(1).padStart(7)} | ${serverCpu.toFixed(0).padStart(10)} | ${databaseColumn.padStart(12)} | ${result.failures}`,
    );
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
