import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface Percentiles {
  p50: number;
  p90: number;
  p95: number;
  p99: number;
  max: number;
}

export interface LoadResult extends Percentiles {
  requests: number;
  rps: number;
  failures: number;
  /** Each response's time minus its `Server-Timing: ai;dur=` (responses that report one). */
  own?: Percentiles;
  /** The server's `total;dur=` minus `ai;dur=`: its own time, without the client's scheduling. */
  serverOwn?: Percentiles;
}

export interface LoadJob {
  url: string;
  method?: 'GET' | 'POST';
  body?: string;
  /** Sent in turn, one per request (writes that must differ); instead of `body`. */
  bodies?: string[];
  /** One list of bodies per connection, each connection sending its own in turn; instead of `body`. */
  connectionBodies?: string[][];
  /** One header object per connection: N entries = N concurrent people. */
  headers: Record<string, string>[];
  seconds: number;
}

/** Runs the load generator (bench/support/load-process.ts) in its own process and returns its figures. */
export async function load(job: LoadJob): Promise<LoadResult> {
  // A job with many bodies is larger than one command-line argument may be: it goes in a file.
  const dir = mkdtempSync(path.join(tmpdir(), 'hidaya-load-'));
  const jobFile = path.join(dir, 'job.json');
  writeFileSync(jobFile, JSON.stringify(job));
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'load-process.ts'), `@${jobFile}`],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let stdout = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  rmSync(dir, { recursive: true, force: true });
  const line = stdout.trim().split('\n').pop();
  if (code !== 0 || !line) throw new Error(`the load generator failed (exit ${code})`);
  return JSON.parse(line) as LoadResult;
}
