/**
 * The server's own cost of a pronunciation request (POST /api/quran/pronunciation: multipart upload,
 * session, rate limit, plan and quota, transcription through the SDK, alignment, feedback, the
 * attempt and the study session written), beyond the AI provider's latency. Same method as
 * bench/prayer-coach.ts, whose header explains the three measures; here the fake provider answers each
 * transcription with the plain text of 1:7 after a fixed delay. Target: under 50 ms at p95.
 *
 *   npx tsx bench/quran-pronunciation.ts   (BENCH_DATABASE_URL=postgres://... for PostgreSQL)
 */
import { createRequire } from 'node:module';
import os from 'node:os';
import { sql } from 'drizzle-orm';
import {
  DURATION_S,
  PROVIDER_DELAY_MS,
  RUNS,
  seedLearners,
  startAiBenchApp,
  startProviderProcess,
} from './support/ai-bench';
import { load, type LoadResult, type Percentiles } from './support/load';

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

async function main() {
  const fake = await startProviderProcess({ FAKE_PROVIDER_TRANSCRIPT: TRANSCRIPT });
  const { app, address, database, label } = await startAiBenchApp(fake.baseUrl);
  const cookies = await seedLearners(database, CONNECTIONS, 'quran_teacher');

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
