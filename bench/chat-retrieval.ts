/**
 * The Q&A chat's own costs (decision 030):
 *  1. Retrieval: the search of the whole library (every verse of the Quran in the language's
 *     translation, the prayer lessons, the duas, the notes) for questions in all five languages, each
 *     timed alone; p95 per language and over all (target under 20 ms). Also the time to build the five
 *     indexes and the memory they take.
 *  2. The server's own time to the first streamed sentence beyond the provider's time to its first
 *     token, 20 people at once: a fake OpenAI-compatible provider (its own process) streams every answer
 *     after a fixed delay; a load generator (its own process) asks alternately the provider directly
 *     (time to its first token) and Hidaya (time to the first `delta` event: session, rate limit, quota,
 *     retrieval, prompt, the SDK call, and the citation check, which holds a sentence until it ends, so
 *     the first event comes once the provider has sent the first sentence, which the fake sends at once).
 *     Compared by distribution (target: p95 under 50 ms).
 *
 *   npx tsx bench/chat-retrieval.ts        (BENCH_DATABASE_URL=postgres://... for PostgreSQL)
 *   BENCH_PART=retrieval or BENCH_PART=stream runs one part.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { CHAT_LANGUAGES, type ChatLanguage } from '../src/contracts/chat';
import { chatContent } from '../src/server/features/chat/content';
import { loadDuas } from '../src/server/features/chat/duas';
import { createLibrary } from '../src/server/features/chat/retrieval';
import {
  DURATION_S,
  PROVIDER_DELAY_MS,
  RUNS,
  seedLearners,
  startAiBenchApp,
  startProviderProcess,
} from './support/ai-bench';

const PEOPLE = 20;
const SEARCH_PASSES = Number(process.env.BENCH_SEARCH_PASSES ?? 200);

/** Questions as people ask them, in each language. */
const QUESTIONS: Record<ChatLanguage, string[]> = {
  en: [
    'How do I perform wudu before prayer?',
    'Is fasting obligatory in Ramadan if I am ill?',
    'What does the Quran say about patience?',
    'How many rakahs are in Maghrib?',
    'Who should receive zakat?',
    'What should I say before sleeping?',
    'Can I combine Dhuhr and Asr when travelling?',
    'What is the reward of being kind to parents?',
    'My husband said talaq three times, am I divorced?',
    'How do I ask Allah for forgiveness?',
  ],
  ar: [
    'كيف أتوضأ للصلاة؟',
    'ما حكم الصيام للمريض؟',
    'ماذا يقول القرآن عن الصبر؟',
    'كم ركعة في صلاة المغرب؟',
    'من هم مستحقو الزكاة؟',
    'ما الدعاء قبل النوم؟',
    'هل يجوز الجمع بين الظهر والعصر في السفر؟',
    'ما فضل بر الوالدين؟',
    'كيف أستغفر الله؟',
    'ما أركان الإسلام؟',
  ],
  ur: [
    'نماز سے پہلے وضو کیسے کریں؟',
    'کیا بیماری میں روزہ فرض ہے؟',
    'صبر کے بارے میں قرآن کیا کہتا ہے؟',
    'مغرب کی کتنی رکعتیں ہیں؟',
    'زکوٰۃ کس کو دی جائے؟',
    'سونے سے پہلے کون سی دعا پڑھیں؟',
    'کیا سفر میں ظہر اور عصر جمع کر سکتے ہیں؟',
    'والدین کے ساتھ حسن سلوک کا کیا اجر ہے؟',
    'اللہ سے معافی کیسے مانگیں؟',
    'اسلام کے ارکان کیا ہیں؟',
  ],
  tr: [
    'Namazdan önce abdest nasıl alınır?',
    'Hastayken oruç tutmak farz mı?',
    "Kur'an sabır hakkında ne der?",
    'Akşam namazı kaç rekâttır?',
    'Zekât kimlere verilir?',
    'Uyumadan önce hangi dua okunur?',
    'Yolculukta öğle ile ikindi birleştirilebilir mi?',
    'Anne babaya iyiliğin sevabı nedir?',
    "Allah'tan nasıl af dilenir?",
    "İslam'ın şartları nelerdir?",
  ],
  fr: [
    'Comment faire les ablutions avant la prière ?',
    'Le jeûne est-il obligatoire si je suis malade ?',
    'Que dit le Coran sur la patience ?',
    'Combien de rak’ahs compte la prière du Maghrib ?',
    'Qui doit recevoir la zakat ?',
    'Quelle invocation dire avant de dormir ?',
    'Peut-on regrouper Dhuhr et Asr en voyage ?',
    'Quelle est la récompense de la bonté envers les parents ?',
    'Comment demander pardon à Allah ?',
    "Quels sont les piliers de l'islam ?",
  ],
};

function percentiles(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
  return { p50: at(50), p95: at(95), p99: at(99), max: at(100) };
}
const ms = (value: number) => value.toFixed(2).padStart(7);

function benchRetrieval(): void {
  const heapBefore = process.memoryUsage().heapUsed;
  const started = performance.now();
  const library = createLibrary(chatContent(), () => loadDuas());
  library.warm();
  const built = performance.now() - started;
  global.gc?.();
  const heap = (process.memoryUsage().heapUsed - heapBefore) / 1e6;
  // Warm-up: the JIT, the first query of each language.
  for (const language of CHAT_LANGUAGES)
    for (const question of QUESTIONS[language]) library.search(language, question, { limit: 8 });

  const byLanguage = new Map<ChatLanguage, number[]>();
  for (let pass = 0; pass < SEARCH_PASSES; pass++) {
    for (const language of CHAT_LANGUAGES) {
      const times = byLanguage.get(language) ?? [];
      for (const question of QUESTIONS[language]) {
        const t = performance.now();
        library.search(language, question, { limit: 8 });
        times.push(performance.now() - t);
      }
      byLanguage.set(language, times);
    }
  }
  console.log(
    `\nRetrieval: five indexes built in ${Math.round(built)} ms, about ${Math.round(heap)} MB of heap; ${SEARCH_PASSES} passes over ${QUESTIONS.en.length} questions a language; ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'})`,
  );
  console.log('language | searches |  p50 ms |  p95 ms |  p99 ms |  max ms   (target: p95 under 20 ms)');
  const all: number[] = [];
  for (const [language, times] of byLanguage) {
    all.push(...times);
    const p = percentiles(times);
    console.log(
      `${language.padEnd(8)} | ${String(times.length).padStart(8)} | ${ms(p.p50)} | ${ms(p.p95)} | ${ms(p.p99)} | ${ms(p.max)}`,
    );
  }
  const p = percentiles(all);
  console.log(
    `${'all'.padEnd(8)} | ${String(all.length).padStart(8)} | ${ms(p.p50)} | ${ms(p.p95)} | ${ms(p.p99)} | ${ms(p.max)}`,
  );
}

interface StreamResult {
  requests: number;
  failures: number;
  first: { p50: number; p90: number; p95: number; p99: number; max: number };
  total: { p50: number; p90: number; p95: number; p99: number; max: number };
}

/** Runs the stream load generator (bench/support/stream-load-process.ts) in its own process. */
async function streamLoad(job: {
  url: string;
  body: string;
  headers: Record<string, string>[];
  seconds: number;
  marker: string;
}): Promise<StreamResult> {
  const dir = mkdtempSync(path.join(tmpdir(), 'hidaya-stream-'));
  const file = path.join(dir, 'job.json');
  writeFileSync(file, JSON.stringify(job));
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'support/stream-load-process.ts'), `@${file}`],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let out = '';
  child.stdout.on('data', (chunk) => (out += chunk));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  rmSync(dir, { recursive: true, force: true });
  const line = out.trim().split('\n').pop();
  if (code !== 0 || !line) throw new Error(`the stream load generator failed (exit ${code})`);
  return JSON.parse(line) as StreamResult;
}

async function benchFirstSentence(): Promise<void> {
  const fake = await startProviderProcess();
  const { app, address, database, label } = await startAiBenchApp(fake.baseUrl);
  const cookies = await seedLearners(database, PEOPLE, 'premium');
  const through = {
    url: `${address}/api/chat/messages`,
    body: JSON.stringify({
      personaId: 'fiqh-hanafi',
      language: 'en',
      message: 'How do I perform wudu before prayer?',
    }),
    headers: cookies.map((cookie) => ({ 'content-type': 'application/json', cookie })),
    marker: 'event: delta',
  };
  const direct = {
    url: `${fake.baseUrl}/chat/completions`,
    body: JSON.stringify({ model: 'gpt-4.1', stream: true, messages: [{ role: 'user', content: 'wudu?' }] }),
    headers: cookies.map(() => ({ 'content-type': 'application/json', authorization: 'Bearer sk-valid' })),
    marker: '"content":',
  };
  await streamLoad({ ...through, seconds: 3 }); // warm-up
  const rows: [string, StreamResult][] = [];
  const cpuPerAnswer: number[] = [];
  for (let run = 1; run <= RUNS; run++) {
    rows.push([`provider's first token #${run}`, await streamLoad({ ...direct, seconds: DURATION_S })]);
    // This process runs only the server while the load generator works: its CPU time is the server's.
    const cpu = process.cpuUsage();
    const result = await streamLoad({ ...through, seconds: DURATION_S });
    const used = process.cpuUsage(cpu);
    cpuPerAnswer.push((used.user + used.system) / 1000 / result.requests);
    rows.push([`Hidaya's first sentence #${run}`, result]);
  }
  console.log(
    `\n${label}; provider delay ${PROVIDER_DELAY_MS} ms; ${PEOPLE} people at once, ${DURATION_S} s a run`,
  );
  console.log(
    'path                         | answers | failures | first p50 / p95 / p99 ms | whole answer p50 / p95 ms',
  );
  for (const [name, r] of rows) {
    const f = r.first;
    console.log(
      `${name.padEnd(29)}| ${String(r.requests).padStart(7)} | ${String(r.failures).padStart(8)} | ${f.p50.toFixed(1)} / ${f.p95.toFixed(1)} / ${f.p99.toFixed(1)} | ${r.total.p50.toFixed(1)} / ${r.total.p95.toFixed(1)}`,
    );
  }
  console.log(
    "\nHidaya's own time to the first sentence beyond the provider's first token, ms (target: p95 under 50 ms)",
  );
  console.log('run | p50 | p95 | p99 | server CPU an answer, ms');
  for (let run = 0; run < RUNS; run++) {
    const d = rows[2 * run]![1].first;
    const t = rows[2 * run + 1]![1].first;
    console.log(
      ` ${run + 1}  | ${(t.p50 - d.p50).toFixed(1)} | ${(t.p95 - d.p95).toFixed(1)} | ${(t.p99 - d.p99).toFixed(1)} | ${cpuPerAnswer[run]!.toFixed(2)}`,
    );
  }
  await app.close();
  await database.close();
  await fake.close();
}

async function main() {
  const part = process.env.BENCH_PART;
  if (!part || part === 'retrieval') benchRetrieval();
  if (!part || part === 'stream') await benchFirstSentence();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
