/** What the benchmarks start from: their database, Hidaya's configuration, and reading raw rows. */
import { loadConfig } from '../../src/server/config';
import type { Database } from '../../src/server/db/client';
import { openThrowawayDatabase } from '../../tests/support/throwaway-database';

/** A throwaway database (PostgreSQL at BENCH_DATABASE_URL, else PGlite in memory) and its name in the report. */
export async function openBenchDatabase(): Promise<{ database: Database; label: string }> {
  const serverUrl = process.env.BENCH_DATABASE_URL || undefined;
  const database = await openThrowawayDatabase(serverUrl, 'hidaya_bench');
  return { database, label: serverUrl ? `PostgreSQL ${new URL(serverUrl).host}` : 'PGlite (in memory)' };
}

/** Hidaya's configuration as the benchmarks run it: production, a fixed secret, no logs; `extra` adds. */
export function benchConfig(extra: Record<string, string> = {}) {
  return loadConfig({
    NODE_ENV: 'production',
    APP_SECRET: 'bench-secret-bench-secret-bench-secret-000',
    LOG_LEVEL: 'silent',
    ...extra,
  });
}

/** The rows of a raw `db.execute` result. */
export const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;
