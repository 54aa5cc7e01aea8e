/**
 * What the AI benchmarks (bench/prayer-coach.ts, bench/quran-pronunciation.ts) share: a fake provider
 * in its own process, a throwaway database, Hidaya pointed at the provider, and paying learners each
 * with a session of their own.
 */
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import type { Database } from '../../src/server/db/client';
import { openThrowawayDatabase } from '../../tests/support/throwaway-database';

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
  const serverUrl = process.env.BENCH_DATABASE_URL || undefined;
  const database = await openThrowawayDatabase(serverUrl, 'hidaya_bench');
  const label = serverUrl ? `PostgreSQL ${new URL(serverUrl).host}` : 'PGlite (in memory)';
  const config = loadConfig({
    NODE_ENV: 'production',
    APP_SECRET: 'bench-secret-bench-secret-bench-secret-000',
    OPENAI_API_KEY: 'sk-valid',
    AI_BASE_URL: providerBaseUrl,
    AI_RATE_LIMIT: '100000',
  });
  const app = await buildApp({ config, database });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, address, database, label };
}

/** `count` learners on a paid plan (no monthly quota to run out), each signed in: their cookies. */
export async function seedLearners(database: Database, count: number, plan: string): Promise<string[]> {
  await database.db.execute(sql`
    insert into users (username, email, password, subscription_status)
    select 'bench_learner_' || g, 'bench_learner_' || g || '@mail.test', 'x', ${plan}
    from generate_series(1, ${count}) g`);
  const cookies: string[] = [];
  for (let i = 1; i <= count; i++) {
    const token = randomBytes(32).toString('base64url');
    await database.db.execute(sql`
      insert into sessions (id, user_id, expires_at)
      select ${createHash('sha256').update(token).digest('hex')}, id, now() + interval '1 day'
      from users where username = ${`bench_learner_${i}`}`);
    cookies.push(`hidaya_sid=${token}`);
  }
  await database.db.execute(sql`analyze`);
  return cookies;
}
