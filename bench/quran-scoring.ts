/**
 * Word alignment of a recitation (decision 017) on the longest verse, 2:282 (128 words), and on a 30-word verse
 * (2:91): a transcript as a transcriber writes it (no vowels) with a missed, a wrong and an extra word.
 * Pure computation, no database. Target: p99 under 5 ms. Wall time is what a request waits; on a
 * shared, loaded machine its tail is the scheduler's, so the CPU time of batches of runs is shown
 * beside it (process.cpuUsage, which counts only this process's own work).
 *
 *   npx tsx bench/quran-scoring.ts
 */
import { createRequire } from 'node:module';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { arabicWords, scoreRecitation } from '../src/contracts/quran-scoring';

const require = createRequire(import.meta.url);
const verse = (surah: number, ayah: number): string =>
  (require(`quran-json/dist/chapters/${surah}.json`) as { verses: { text: string }[] }).verses[ayah - 1]!
    .text;

/** The verse's own words without marks, one dropped, one replaced by another verse word, one added. */
function transcriptOf(text: string): string {
  const words = arabicWords(text).map((w) => w.normalized);
  const third = Math.floor(words.length / 3);
  words.splice(third, 1);
  words[2 * third] = words[0]!;
  words.push(words[1]!);
  return words.join(' ');
}

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 2000);

function measure(label: string, text: string) {
  const transcript = transcriptOf(text);
  for (let k = 0; k < 200; k++) scoreRecitation(text, transcript); // warm-up
  const times: number[] = [];
  for (let k = 0; k < ITERATIONS; k++) {
    const start = performance.now();
    scoreRecitation(text, transcript);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  // CPU time per run, from batches of 50 (cpuUsage has microsecond resolution).
  const cpu: number[] = [];
  for (let k = 0; k < ITERATIONS / 50; k++) {
    const before = process.cpuUsage();
    for (let r = 0; r < 50; r++) scoreRecitation(text, transcript);
    const used = process.cpuUsage(before);
    cpu.push((used.user + used.system) / 1000 / 50);
  }
  cpu.sort((a, b) => a - b);
  const cpuAt = (p: number) => cpu[Math.min(cpu.length - 1, Math.ceil((p / 100) * cpu.length) - 1)]!;
  const at = (p: number) => times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)]!;
  const { accuracy, mistakes } = scoreRecitation(text, transcript);
  console.log(
    `${label}: ${arabicWords(text).length} words, accuracy ${accuracy}, ${mistakes.length} mistakes; ` +
      `p50 ${at(50).toFixed(3)} ms, p99 ${at(99).toFixed(3)} ms, max ${at(100).toFixed(3)} ms (${ITERATIONS} runs); ` +
      `CPU per run p50 ${cpuAt(50).toFixed(3)} ms, p99 ${cpuAt(99).toFixed(3)} ms`,
  );
  return { wall: at(99), cpu: cpuAt(99) };
}

const long = measure('2:282', verse(2, 282));
const thirty = measure('2:91', verse(2, 91));
const wall = Math.max(long.wall, thirty.wall);
const cpu = Math.max(long.cpu, thirty.cpu);
console.log(
  `alignment p99 (target under 5 ms): CPU ${cpu.toFixed(3)} ms ${cpu < 5 ? 'met' : 'NOT met'}; ` +
    `wall ${wall.toFixed(3)} ms ${wall < 5 ? 'met' : 'NOT met'} (load average ${os.loadavg()[0]!.toFixed(1)})`,
);
