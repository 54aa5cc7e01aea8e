/**
 * The server's own cost of a pronunciation request (POST /api/quran/pronunciation: multipart upload,
 * session, rate limit, plan and quota, transcription through the SDK, alignment, feedback, the
 * attempt and the study session written), beyond the AI provider's latency. Same method as
 * bench/prayer-coach.ts, whose header explains the three measures; here the fake provider answers each
 * transcription with the plain text of 1:7 after a fixed delay. Target: under 50 ms at p95.
 *
 *   npx tsx bench/quran-pronunciation.ts   (BENCH_DATABASE_URL=postgres://... for PostgreSQL)
 */
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openThrowawayDatabase } from '../tests/support/throwaway-database';
import { load, type LoadResult, type Percentiles } from './support/load';

const PROVIDER_DELAY_MS = Number(process.env.BENCH_PROVIDER_DELAY_MS ?? 200);
const CONNECTIONS = 20;
const require = createRequire(import.meta.url);
/** 1:7 as a transcriber writes it (derived from the dataset, marks removed), with its 5th word missing. */
const VERSE = (require('quran-json/dist/chapters/1.json') as { verses: { text: string }[] }).verses[6]!.text;
const TRANSCRIPT = VERSE.replace(/[\u064B-\u065F\u0670\u06D6-\u06ED\u0640]/g, '')
  .split(' ')
  .filter((_, i) => i !== 4)
  .join(' ');
/** A 32 KB recording (about 2 s of webm/opus); its bytes do not matter to the fake provider. */
const BOUNDARY = 'hidaya-bench-boundary';
const AUDIO = 'A'.repeat(32 * 1024);
function multipart(fields: Record<string, string>, fileField: string): string {
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  parts.push(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${fileField}"; filename="recitation.webm"\r\nContent-Type: audio/webm\r\n\r\n${AUDIO}\r\n`,
  );
  return `${parts.join('')}--${BOUNDARY}--\r\n`;
}
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
    env: {
      ...process.env,
      FAKE_PROVIDER_DELAY_MS: String(PROVIDER_DELAY_MS),
      FAKE_PROVIDER_TRANSCRIPT: TRANSCRIPT,
    },
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

  // Twenty Quran Teacher learners (no monthly quota to run out), each with a session of their own.
  await database.db.execute(sql`
    insert into users (username, email, password, subscription_status)
    select 'bench_coach_' || g, 'bench_coach_' || g || '@mail.test', 'x', 'quran_teacher'
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

  const verse = await database.db.execute(
    sql`select id from quran_verses where surah_number = 1 and verse_number = 7`,
  );
  const verseId = String((verse as unknown as { rows: { id: number }[] }).rows[0]!.id);
  const contentType = `multipart/form-data; boundary=${BOUNDARY}`;
  const coach = {
    url: `${address}/api/quran/pronunciation`,
    method: 'POST' as const,
    body: multipart({ verseId, durationSeconds: '2.0' }, 'audio'),
    headers: cookies.map((cookie) => ({ 'content-type': contentType, cookie })),
  };
  const direct = {
    url: `${fake.baseUrl}/audio/transcriptions`,
    method: 'POST' as const,
    body: multipart({ model: 'gpt-4o-mini-transcribe', language: 'ar' }, 'file'),
    headers: cookies.map(() => ({ 'content-type': contentType, authorization: 'Bearer sk-valid' })),
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
    rows.push([`recitation via Hidaya #${run}`, through]);
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
  console.log("\nHidaya's own cost of a pronunciation request, ms (target: p95 under 50 ms)");
  console.log(
    'run | server CPU a request | per turn p50 / p90 / p95 / p99 | in the server p50 / p90 / p95 / p99 | by distribution p50 / p90 / p95 / p99',
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
