/**
 * A load generator for streamed answers (text/event-stream), in a process of its own so that the
 * measured server keeps its event loop. Reads one JSON job from the file named by `@path`: { url, body,
 * headers: one header object per connection, seconds, marker }. Each connection sends as its own person,
 * one request after another: it notes when the first piece of the answer carrying `marker` arrives
 * (`event: delta` from Hidaya, `"content":` from an OpenAI-compatible provider) and reads the answer to
 * its end. Prints one JSON line: { requests, failures, first, total }, each an exact set of percentiles.
 */
import { readFileSync } from 'node:fs';

interface StreamJob {
  url: string;
  body: string;
  headers: Record<string, string>[];
  seconds: number;
  marker: string;
}

const job = JSON.parse(readFileSync(process.argv[2]!.slice(1), 'utf8')) as StreamJob;
const firsts: number[] = [];
const totals: number[] = [];
let failures = 0;

function percentiles(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) =>
    Number((sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN).toFixed(1));
  return { p50: at(50), p90: at(90), p95: at(95), p99: at(99), max: at(100) };
}

async function oneAnswer(headers: Record<string, string>): Promise<void> {
  const started = performance.now();
  const response = await fetch(job.url, { method: 'POST', headers, body: job.body });
  if (!response.ok || !response.body) {
    failures += 1;
    await response.body?.cancel();
    return;
  }
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let seen = '';
  let first: number | null = null;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (first === null) {
      seen += decoder.decode(value, { stream: true });
      if (seen.includes(job.marker)) first = performance.now() - started;
    }
  }
  if (first === null || seen.includes('event: error')) {
    failures += 1;
    return;
  }
  firsts.push(first);
  totals.push(performance.now() - started);
}

const deadline = Date.now() + job.seconds * 1000;
await Promise.all(
  job.headers.map(async (headers) => {
    while (Date.now() < deadline) {
      try {
        await oneAnswer(headers);
      } catch {
        failures += 1;
      }
    }
  }),
);
console.log(
  JSON.stringify({
    requests: firsts.length,
    failures,
    first: percentiles(firsts),
    total: percentiles(totals),
  }),
);
