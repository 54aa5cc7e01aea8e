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
import { compareWithProvider, seedLearners, startAiBenchApp, startProviderProcess } from './support/ai-bench';

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
  await compareWithProvider({
    label,
    people: CONNECTIONS,
    direct,
    through: coach,
    throughName: 'coach turn',
    unit: 'turn',
  });
  await app.close();
  await database.close();
  await fake.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
