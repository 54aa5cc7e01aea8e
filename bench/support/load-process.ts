/**
 * The load generator in a process of its own, so that the measured server keeps its event loop.
 * Reads one JSON job from argv (or from the file named by `@path`): { url, method?, body?, bodies?,
 * connectionBodies?, headers: one header object per connection, seconds }. Each connection sends as its own person (its own cookie), and every response time is
 * kept, so the percentiles (p95 included) are exact rather than read off a coarse histogram.
 * Prints one JSON line: { requests, rps, p50, p90, p95, p99, max, failures }, and, when responses
 * carry a `Server-Timing: ai;dur=…, total;dur=…` header, the same percentiles of each response's own
 * time without the wait for the AI provider (every `ai` entry added up): `own` as the client saw it
 * (response time − ai) and `serverOwn` inside the server (total − ai), which leaves out the load
 * generator's own scheduling.
 */
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import type { LoadJob } from './load';

const argument = process.argv[2]!;
const job = JSON.parse(
  argument.startsWith('@') ? readFileSync(argument.slice(1), 'utf8') : argument,
) as LoadJob;
const times: number[] = [];
const ownTimes: number[] = [];
const serverOwnTimes: number[] = [];
let failures = 0;
let nextConnection = 0;
let nextBody = 0;

interface Timing {
  ai: number;
  total: number;
}
/** Each connection's latest Server-Timing (`ai` and `total`, in ms), when its response had one. */
const timingOf = new Map<object, Timing | undefined>();
/** `ai` sums every provider call the response waited for (a school turn makes three in a row). */
function serverTiming(rawHeaders: string[]): Timing | undefined {
  for (let i = 0; i < rawHeaders.length; i += 2) {
    if (rawHeaders[i]!.toLowerCase() !== 'server-timing') continue;
    const value = rawHeaders[i + 1]!;
    const calls = [...value.matchAll(/(?:^|,\s*)ai;dur=([\d.]+)/g)];
    const total = /(?:^|,\s*)total;dur=([\d.]+)/.exec(value);
    if (calls.length > 0 && total)
      return { ai: calls.reduce((sum, call) => sum + Number(call[1]), 0), total: Number(total[1]) };
  }
  return undefined;
}

function percentiles(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) =>
    Number((sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN).toFixed(1));
  return { p50: at(50), p90: at(90), p95: at(95), p99: at(99), max: at(100) };
}

const instance = autocannon(
  {
    url: job.url,
    method: job.method ?? 'GET',
    body: job.body,
    ...(job.bodies && {
      requests: [
        {
          setupRequest: (request: autocannon.Request) => ({
            ...request,
            body: job.bodies![nextBody++ % job.bodies!.length],
          }),
        },
      ],
    }),
    connections: job.headers.length,
    duration: job.seconds,
    setupClient: (client) => {
      const connection = nextConnection++;
      client.setHeaders(job.headers[connection % job.headers.length]!);
      // A connection with bodies of its own sends them in turn (a person moving between their classes).
      const own = job.connectionBodies?.[connection % job.connectionBodies.length];
      if (own) {
        let next = 0;
        client.setBody(own[next++ % own.length]!);
        client.on('response', () => client.setBody(own[next++ % own.length]!));
      }
      // autocannon passes the HTTP parser's record (raw name/value pairs), not what its types say.
      client.on('headers', (parsed) =>
        timingOf.set(client, serverTiming((parsed as unknown as { headers: string[] }).headers)),
      );
    },
  },
  (error, result) => {
    if (error) throw error;
    console.log(
      JSON.stringify({
        requests: times.length,
        rps: Math.round(times.length / job.seconds),
        ...percentiles(times),
        failures: failures + result.errors + result.timeouts,
        own: ownTimes.length ? percentiles(ownTimes) : undefined,
        serverOwn: serverOwnTimes.length ? percentiles(serverOwnTimes) : undefined,
      }),
    );
  },
);
instance.on('response', (client, statusCode, _bytes, responseTime) => {
  if (statusCode < 200 || statusCode >= 300) {
    failures++;
    return;
  }
  times.push(responseTime);
  const timing = timingOf.get(client);
  if (timing) {
    ownTimes.push(responseTime - timing.ai);
    serverOwnTimes.push(timing.total - timing.ai);
  }
});
