import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsFolder } from '../paths';
import { lockDataDir } from './data-dir-lock';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type features see, whichever engine is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The driver underneath, for a library that speaks SQL itself (the job queue). */
  driver: { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; pool: pg.Pool };
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

/** Limits on how long the app waits for PostgreSQL (decision 011). */
export interface DatabaseTimeouts {
  /** Opening a connection, or waiting for a free one when the pool is busy. */
  connectMs: number;
  /** The server cancels a statement that runs longer (SQLSTATE 57014). */
  statementMs: number;
  /** The client stops waiting for an answer that does not come (a stalled link). */
  queryMs: number;
}

export interface PostgresOptions {
  /** Without them nothing times out (tests that do not test faults). */
  timeouts?: DatabaseTimeouts;
  /** A connection failed outside any query (the link dropped); the pool replaces it on next use. */
  onConnectionError?: (error: Error) => void;
}

/** PostgreSQL server at `url`, with the migrations applied. */
export async function openPostgres(url: string, options: PostgresOptions = {}): Promise<Database> {
  const { timeouts, onConnectionError = () => {} } = options;
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    keepAlive: true,
    ...(timeouts && {
      connectionTimeoutMillis: timeouts.connectMs,
      statement_timeout: timeouts.statementMs,
      query_timeout: timeouts.queryMs,
      // A transaction whose client went silent must not hold its locks past the statement limit.
      idle_in_transaction_session_timeout: timeouts.queryMs,
    }),
  });
  // A connection can fail while checked out (inside a transaction, between two statements): pg then
  // emits 'error' on that client, and an 'error' nobody listens to ends the process. The failed
  // query itself rejects and is answered 503; this only records that the link went down.
  pool.on('connect', (client) => {
    client.on('error', onConnectionError);
    endWhenQueryTimesOut(client);
  });
  // The pool re-emits the errors of idle clients; the listener above has recorded them.
  pool.on('error', () => {});
  await migrateUnderLock(url, timeouts?.connectMs);
  const db = drizzlePg(pool, { schema, casing: 'snake_case' });
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    driver: { kind: 'postgres', pool },
    ping: () => ping(db as unknown as Db),
    close: () => pool.end(),
  };
}

/**
 * Embedded PostgreSQL (PGlite). `dataDir` undefined keeps it in memory (tests). A lock in the data
 * directory stops a second process from opening it: two writers on one PGlite directory lose writes.
 */
export async function openPglite(
  dataDir?: string,
  options: { onStaleLock?: (message: string) => void } = {},
): Promise<Database> {
  let release: (() => void) | undefined;
  let client: PGlite;
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    ({ release } = await lockDataDir(dataDir, options.onStaleLock));
    client = new PGlite(path.join(dataDir, 'pglite'));
  } else {
    client = new PGlite();
  }
  const db = drizzlePglite(client, { schema, casing: 'snake_case' });
  try {
    await migratePglite(db, { migrationsFolder });
  } catch (error) {
    await client.close();
    release?.();
    throw error;
  }
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    driver: { kind: 'pglite', client },
    ping: () => ping(db as unknown as Db),
    close: async () => {
      await client.close();
      release?.();
    },
  };
}

/** Any fixed number: the key of the session-level advisory lock that migrations run under. */
const MIGRATION_LOCK = 4_801_202_611;

/**
 * Applies the migrations on a connection of their own holding a PostgreSQL advisory lock, so that
 * instances starting together migrate one after another (the later ones find nothing to do) instead
 * of racing on the same DDL. The connection has no statement or query limit: a migration may take
 * long. Ending it releases the lock, also when a migration fails.
 */
async function migrateUnderLock(url: string, connectMs: number | undefined): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: connectMs });
  // A broken link fails the awaited query; the event itself must not end the process.
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(drizzlePg(client, { schema, casing: 'snake_case' }), { migrationsFolder });
  } finally {
    await client.end();
  }
}

/**
 * A query that timed out may still run, or have run, on the server: the connection's state is
 * unknown (a stalled BEGIN that lands later would leave it inside a transaction nobody commits). The
 * connection is ended, so the pool drops it instead of handing it out again.
 */
function endWhenQueryTimesOut(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const guarded = (...args: unknown[]) => {
    const result = query(...args);
    if (result instanceof Promise) {
      result.catch((error: unknown) => {
        if (error instanceof Error && error.message === QUERY_TIMEOUT_MESSAGE) void client.end();
      });
    }
    return result;
  };
  Object.assign(client, { query: guarded });
}
/** node-postgres's error for `query_timeout`. */
const QUERY_TIMEOUT_MESSAGE = 'Query read timeout';

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
