/**
 * The server's own cost of a voice-coach turn, beyond the AI provider's latency. A fake
 * OpenAI-compatible provider answers every chat after a fixed delay; autocannon (its own process)
 * sends coach turns with 20 concurrent connections, once straight to the fake provider and once
 * through Hidaya. The difference of the two latency distributions is Hidaya's cost: session, quota,
 * lesson, prompt, SDK call, response. Target: under 50 ms at p95.
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

const PROVIDER_DELAY_MS = Number(process.env.BENCH_PROVIDER_DELAY_MS ?? 200);
const CONNECTIONS = 20;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);

async function openDatabase() {
  const serverUrl = process.env.BENCH_DATABASE_URL || undefined;
  const database = await openThrowawayDatabase(serverUrl, 'hidaya_bench');
  return { database, label: serverUrl ? `PostgreSQL ${new URL(serverUrl).host}` : 'PGlite (in memory)' };
}

/** The fake provider runs in its own process (bench/fake-provider-process.ts). */
async function startProviderProcess(): Promise<{ baseUrl: string; close: () => Promise<void> }> {
  const child = spawn('npx', ['tsx', 'bench/fake-provider-process.ts'], {
    env: { ...process.env, FAKE_PROVIDER_DELAY_MS: String(PROVIDER_DELAY_MS) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
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

async function load(url: string, headers: string[], body: string) {
  const args = [
    'autocannon',
    '--json',
    '-c',
    String(CONNECTIONS),
    '-d',
    String(DURATION_S),
    '-m',
    'POST',
    '-b',
    body,
  ];
  for (const h of headers) args.push('-H', h);
  const child = spawn('npx', [...args, url], { stdio: ['ignore', 'pipe', 'ignore'] });
  let stdout = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  await new Promise((resolve) => child.on('exit', resolve));
  const r = JSON.parse(stdout);
  return {
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p90: r.latency.p90,
    p975: r.latency.p97_5,
    p99: r.latency.p99,
    errors: r.non2xx + r.errors,
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

  // A premium learner (no monthly quota) with a session.
  await database.db.execute(
    sql`insert into users (username, email, password, subscription_status) values ('bench_coach', 'bench_coach@mail.test', 'x', 'premium')`,
  );
  const token = randomBytes(32).toString('base64url');
  await database.db.execute(sql`
    insert into sessions (id, user_id, expires_at)
    select ${createHash('sha256').update(token).digest('hex')}, id, now() + interval '1 day' from users where username = 'bench_coach'`);

  const chatBody = JSON.stringify({ model: 'gpt-4.1', messages: [{ role: 'user', content: 'next' }] });
  const coachBody = JSON.stringify({
    message: 'next',
    prayerType: 'fajr',
    tradition: 'sunni',
    currentStep: 2,
  });
  await load(
    `${address}/api/ai-prayer-coach`,
    ['content-type=application/json', `cookie=hidaya_sid=${token}`],
    coachBody,
  ); // warm-up
  const direct = await load(
    `${fake.baseUrl}/chat/completions`,
    ['content-type=application/json', 'authorization=Bearer sk-valid'],
    chatBody,
  );
  const through = await load(
    `${address}/api/ai-prayer-coach`,
    ['content-type=application/json', `cookie=hidaya_sid=${token}`],
    coachBody,
  );

  console.log(
    `\n${label}; ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}); provider delay ${PROVIDER_DELAY_MS} ms; ${CONNECTIONS} connections, ${DURATION_S} s`,
  );
  console.log('path                      |  req/s | p50 ms | p90 ms | p97.5 ms | p99 ms | errors');
  for (const [name, r] of [
    ['fake provider directly', direct],
    ['coach turn via Hidaya', through],
  ] as const) {
    console.log(
      `${name.padEnd(26)}| ${String(r.rps).padStart(6)} | ${String(r.p50).padStart(6)} | ${String(r.p90).padStart(6)} | ${String(r.p975).padStart(8)} | ${String(r.p99).padStart(6)} | ${r.errors}`,
    );
  }
  console.log(
    `Hidaya's own cost per turn: p50 ${through.p50 - direct.p50} ms, p90 ${through.p90 - direct.p90} ms, p97.5 ${through.p975 - direct.p975} ms (target: under 50 ms at p95)`,
  );
  await app.close();
  await database.close();
  await fake.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
