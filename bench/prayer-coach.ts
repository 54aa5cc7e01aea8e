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
import os from 'node:os';
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

async function main() {
  const fake = await startProviderProcess();
  const { app, address, database, label } = await startAiBenchApp(fake.baseUrl);
  const cookies = await seedLearners(database, CONNECTIONS, 'premium');

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
