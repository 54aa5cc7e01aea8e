/**
 * The server's own cost of a voice-coach turn, beyond the AI provider's latency. A fake
 * OpenAI-compatible provider answers every chat after a fixed delay; autocannon (its own process)
 * sends coach turns from 20 people at once (each with their own session), alternately straight to the
 * fake provider and through Hidaya. Two measures of Hidaya's cost (session, rate limit, quota,
 * settings, lesson, prompt, SDK call, response):
 *  - per turn: each response's time as the client saw it minus the provider wait the server reports
 *    in its Server-Timing header (`ai;dur=`), so only this turn's own time counts;
 *  - in the server: its Server-Timing `total` minus `ai` (what the client's scheduling cannot blur);
 *  - by distribution: the percentiles through Hidaya minus those of the provider called directly.
 * Target: under 50 ms at p95.
 *
 *   npx tsx bench/prayer-coach.ts        (BENCH_DATABASE_URL=postgres://... for PostgreSQL)
 */
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openThrowawayDatabase } from '../tests/support/throwaway-database';
import { load, type LoadResult, type Percentiles } from './support/load';

const PROVIDER_DELAY_MS = Number(process.env.BENCH_PROVIDER_DELAY_MS ?? 200);
const CONNECTIONS = 20;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);
/** Runs alternate direct and through Hidaya, so a noisy neighbour on the machine shows as a spread. */
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

async function openDatabase() {
  const serverUrl = process.env.BENCH_DATABASE_URL || undefined;
  const database = await openThrowawayDatabase(serverUrl, 'hidaya_bench');
  return { database, label: serverUrl ? `PostgreSQL ${new URL(serverUrl).host}` : 'PGlite (in memory)' };
}

/** The fake provider runs in its own process (bench/support/fake-provider-process.ts). */
async function startProviderProcess(): Promise<{ baseUrl: string; close: () => Promise<void> }> {
  // node itself (not npx), so that SIGTERM reaches the provider and not only a wrapper.
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/support/fake-provider-process.ts'], {
    env: { ...process.env, FAKE_PROVIDER_DELAY_MS: String(PROVIDER_DELAY_MS) },
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

async function main() {
  const fake = await startProviderProcess();
  const { database, label } = await openDatabase();
  const config = loadConfig({
    NODE_ENV: 'production',
    APP_SECRET: 'bench-secret-bench-secret-bench-secret-000',
    OPENAI_API_KEY: 'sk-valid',
    AI_BASE_URL: fake.baseUrl,
    AI_RATE_LIMIT: '100000',
  });
  const app = await buildApp({ config, database });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });

  // Twenty premium learners (no monthly quota to run out), each with a session of their own.
  await database.db.execute(sql`
    insert into users (username, email, password, subscription_status)
    select 'bench_coach_' || g, 'bench_coach_' || g || '@mail.test', 'x', 'premium'
    from generate_series(1, ${CONNECTIONS}) g`);
  const cookies: string[] = [];
  for (let i = 1; i <= CONNECTIONS; i++) {
    const token = randomBytes(32).toString('base64url');
    await database.db.execute(sql`
      insert into sessions (id, user_id, expires_at)
      select ${createHash('sha256').update(token).digest('hex')}, id, now() + interval '1 day'
      from users where username = ${`bench_coach_${i}`}`);
    cookies.push(`hidaya_sid=${token}`);
  }
  await database.db.execute(sql`analyze`);

  const coach = {
    url: `${address}/api/ai-prayer-coach`,
    method: 'POST' as const,
    body: JSON.stringify({ message: 'next', prayerType: 'fajr', tradition: 'sunni', currentStep: 2 }),
    headers: cookies.map((cookie) => ({ 'content-type': 'application/json', cookie })),
  };
  const direct = {
    url: `${fake.baseUrl}/chat/completions`,
    method: 'POST' as const,
    body: JSON.stringify({ model: 'gpt-4.1', messages: [{ role: 'user', content: 'next' }] }),
    headers: cookies.map(() => ({ 'content-type': 'application/json', authorization: 'Bearer sk-valid' })),
  };
  await load({ ...coach, seconds: 3 }); // warm-up: JIT, connection pools, the provider's keep-alive sockets
  const rows: [string, LoadResult][] = [];
  const cpuPerTurn: number[] = [];
  for (let run = 1; run <= RUNS; run++) {
    rows.push([`fake provider directly #${run}`, await load({ ...direct, seconds: DURATION_S })]);
    // This process runs only the server while the load generator works, so its CPU time is the server's.
    const cpu = process.cpuUsage();
    const through = await load({ ...coach, seconds: DURATION_S });
    const used = process.cpuUsage(cpu);
    cpuPerTurn.push((used.user + used.system) / 1000 / through.requests);
    rows.push([`coach turn via Hidaya #${run}`, through]);
  }

  console.log(
    `\n${label}; ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}); provider delay ${PROVIDER_DELAY_MS} ms; ${CONNECTIONS} people at once, ${DURATION_S} s a run`,
  );
  console.log('path                         |  req/s | p50 ms | p90 ms | p95 ms | p99 ms | failures');
  for (const [name, r] of rows) {
    console.log(
      `${name.padEnd(29)}| ${String(r.rps).padStart(6)} | ${r.p50.toFixed(1).padStart(6)} | ${r.p90.toFixed(1).padStart(6)} | ${r.p95.toFixed(1).padStart(6)} | ${r.p99.toFixed(1).padStart(6)} | ${r.failures}`,
    );
  }
  console.log("\nHidaya's own cost of a turn, ms (target: p95 under 50 ms)");
  console.log(
    'run | server CPU a turn | per turn p50 / p90 / p95 / p99 | in the server p50 / p90 / p95 / p99 | by distribution p50 / p90 / p95 / p99',
  );
  const keys = ['p50', 'p90', 'p95', 'p99'] as const;
  const show = (p?: Percentiles) => keys.map((k) => p?.[k].toFixed(1) ?? 'n/a').join(' / ');
  for (let run = 0; run < RUNS; run++) {
    const d = rows[2 * run]![1];
    const t = rows[2 * run + 1]![1];
    const difference = keys.map((k) => (t[k] - d[k]).toFixed(1)).join(' / ');
    console.log(
      ` ${run + 1}  | ${cpuPerTurn[run]!.toFixed(2)} | ${show(t.own)} | ${show(t.serverOwn)} | ${difference}`,
    );
  }
  await app.close();
  await database.close();
  await fake.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
