/**
 * What the AI benchmarks (bench/prayer-coach.ts, bench/quran-pronunciation.ts) share: a fake provider
 * in its own process, a throwaway database, Hidaya pointed at the provider, and paying learners each
 * with a session of their own.
 */
import { spawn } from 'node:child_process';
import os from 'node:os';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import { createContext } from '../../src/server/context';
import { runStartup } from '../../src/server/startup';
import type { Database } from '../../src/server/db/client';
import { benchConfig, openBenchDatabase } from './bench-app';
import { load, type LoadJob, type LoadResult, type Percentiles } from './load';
import { sessionCookie } from './prayer-history';

type LoadJobWithoutTime = Omit<LoadJob, 'seconds'>;

export const PROVIDER_DELAY_MS = Number(process.env.BENCH_PROVIDER_DELAY_MS ?? 200);
export const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);
/** Runs alternate direct and through Hidaya, so a noisy neighbour on the machine shows as a spread. */
export const RUNS = Number(process.env.BENCH_RUNS ?? 3);

/** The fake provider runs in its own process (bench/support/fake-provider-process.ts). */
export async function startProviderProcess(
  env: Record<string, string> = {},
): Promise<{ baseUrl: string; close: () => Promise<void> }> {
  // node itself (not npx), so that SIGTERM reaches the provider and not only a wrapper.
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/support/fake-provider-process.ts'], {
    env: { ...process.env, FAKE_PROVIDER_DELAY_MS: String(PROVIDER_DELAY_MS), ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // Never outlive this benchmark, even when it fails.
  process.on('exit', () => child.kill());
  const baseUrl = await new Promise<string>((resolve) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const line = out.split('\n').find((l) => l.startsWith('http'));
      if (line) resolve(line.trim());
    });
  });
  return {
    baseUrl,
    close: () =>
      new Promise((resolve) => {
        child.on('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** A throwaway database (BENCH_DATABASE_URL for PostgreSQL) and Hidaya on it, using the fake provider. */
export async function startAiBenchApp(providerBaseUrl: string): Promise<{
  app: FastifyInstance;
  address: string;
  database: Database;
  label: string;
}> {
  const { database, label } = await openBenchDatabase();
  const config = benchConfig({
    OPENAI_API_KEY: 'sk-valid',
    AI_BASE_URL: providerBaseUrl,
    AI_RATE_LIMIT: '100000',
  });
  // The Quran practice set and the other start-up content, stored as an instance's start stores them.
  await runStartup(createContext({ config, database }), { log: console });
  const app = await buildApp({ config, database });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, address, database, label };
}

/** `count` learners on a paid plan (no monthly quota to run out), each signed in: their cookies. */
export async function seedLearners(database: Database, count: number, plan: string): Promise<string[]> {
  await database.db.execute(sql`
    insert into users (username, email, password)
    select 'bench_learner_' || g, 'bench_learner_' || g || '@mail.test', 'x'
    from generate_series(1, ${count}) g`);
  await database.db.execute(sql`
    insert into account_subscriptions (user_id, subscription_status)
    select id, ${plan} from users where username like 'bench_learner_%'`);
  const cookies: string[] = [];
  for (let i = 1; i <= count; i++) {
    cookies.push(await sessionCookie(database.db, `bench_learner_${i}`));
  }
  await database.db.execute(sql`analyze`);
  return cookies;
}

/**
 * Warms up, then alternates `direct` (the fake provider called straight) and `through` (the same work
 * via Hidaya) RUNS times, and prints both tables: the raw percentiles and Hidaya's own cost, measured
 * three ways (per request from Server-Timing, inside the server, and by distribution).
 */
export async function compareWithProvider(options: {
  label: string;
  people: number;
  direct: LoadJobWithoutTime;
  through: LoadJobWithoutTime;
  throughName: string;
  unit: string;
}): Promise<void> {
  const { label, people, direct, through, throughName, unit } = options;
  await load({ ...through, seconds: 3 }); // warm-up: JIT, connection pools, the provider's keep-alive sockets
  const rows: [string, LoadResult][] = [];
  const cpuPerRequest: number[] = [];
  for (let run = 1; run <= RUNS; run++) {
    rows.push([`fake provider directly #${run}`, await load({ ...direct, seconds: DURATION_S })]);
    // This process runs only the server while the load generator works, so its CPU time is the server's.
    const cpu = process.cpuUsage();
    const result = await load({ ...through, seconds: DURATION_S });
    const used = process.cpuUsage(cpu);
    cpuPerRequest.push((used.user + used.system) / 1000 / result.requests);
    rows.push([`${throughName} via Hidaya #${run}`, result]);
  }

  console.log(
    `\n${label}; ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}); provider delay ${PROVIDER_DELAY_MS} ms; ${people} people at once, ${DURATION_S} s a run`,
  );
  console.log('path                         |  req/s | p50 ms | p90 ms | p95 ms | p99 ms | failures');
  for (const [name, r] of rows) {
    console.log(
      `${name.padEnd(29)}| ${String(r.rps).padStart(6)} | ${r.p50.toFixed(1).padStart(6)} | ${r.p90.toFixed(1).padStart(6)} | ${r.p95.toFixed(1).padStart(6)} | ${r.p99.toFixed(1).padStart(6)} | ${r.failures}`,
    );
  }
  console.log(`\nHidaya's own cost of a ${unit}, ms (target: p95 under 50 ms)`);
  console.log(
    `run | server CPU a ${unit} | per ${unit} p50 / p90 / p95 / p99 | in the server p50 / p90 / p95 / p99 | by distribution p50 / p90 / p95 / p99`,
  );
  const keys = ['p50', 'p90', 'p95', 'p99'] as const;
  const show = (p?: Percentiles) => keys.map((k) => p?.[k].toFixed(1) ?? 'n/a').join(' / ');
  for (let run = 0; run < RUNS; run++) {
    const d = rows[2 * run]![1];
    const t = rows[2 * run + 1]![1];
    const difference = keys.map((k) => (t[k] - d[k]).toFixed(1)).join(' / ');
    console.log(
      ` ${run + 1}  | ${cpuPerRequest[run]!.toFixed(2)} | ${show(t.own)} | ${show(t.serverOwn)} | ${difference}`,
    );
  }
}
