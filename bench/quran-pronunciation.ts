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
import { sql } from 'drizzle-orm';
import { compareWithProvider, seedLearners, startAiBenchApp, startProviderProcess } from './support/ai-bench';

const CONNECTIONS = 20;
const require = createRequire(import.meta.url);
/** 1:7 as a transcriber writes it (derived from the dataset, marks removed), with its 5th word missing. */
const VERSE = (require('quran-json/dist/chapters/1.json') as { verses: { text: string }[] }).verses[6]!.text;
const TRANSCRIPT = VERSE.replace(/[\u064B-\u065F\u0670\u06D6-\u06ED\u0640]/g, '')
  .split(' ')
  .filter((_, i) => i !== 4)
  .join(' ');
/**
 * A 32 KB recording (about 2 s of Ogg/Opus, as Firefox records): it begins as an Ogg page, which the
 * server checks (decision 017); the rest does not matter to the fake provider.
 */
const BOUNDARY = 'hidaya-bench-boundary';
const AUDIO = 'OggS'.padEnd(32 * 1024, 'A');
function multipart(fields: Record<string, string>, fileField: string): string {
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  parts.push(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${fileField}"; filename="recitation.ogg"\r\nContent-Type: audio/ogg\r\n\r\n${AUDIO}\r\n`,
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
  await compareWithProvider({
    label,
    people: CONNECTIONS,
    direct,
    through: coach,
    throughName: 'recitation',
    unit: 'pronunciation request',
  });
  await app.close();
  await database.close();
  await fake.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
