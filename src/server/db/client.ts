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
import { budgetCheckouts, budgetQueries, QUERY_TIMEOUT_MESSAGE } from './request-budget';
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
  /**
   * Calls `onNotify` with the payload of each NOTIFY on `channel`: for this process's own writes before
   * the write's promise resolves, for other processes' as soon as they commit. `null` says
   * notifications may have been missed (the listening connection dropped and is back).
   */
  listen(channel: string, onNotify: (payload: string | null) => void): Promise<Listener>;
  close(): Promise<void>;
}

export interface Listener {
  /** False while notifications from other processes cannot arrive (the connection is down). */
  readonly live: boolean;
  close(): Promise<void>;
}

/** Limits on how long the app waits for PostgreSQL (decision 012). */
export interface DatabaseTimeouts {
  /** Opening a connection, or waiting for a free one when the pool is busy. */
  connectMs: number;
  /** The server cancels a statement that runs longer (SQLSTATE 57014). */
  statementMs: number;
  /** The client stops waiting for an answer that does not come (a stalled link). */
  queryMs: number;
  /** All of one request's waits together (request-budget.ts); jobs and start-up have the limits above. */
  requestMs: number;
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
  const notifications = postgresNotifications({
    connectionString: url,
    keepAlive: true,
    connectionTimeoutMillis: timeouts?.connectMs,
  });
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    onConnect: notifications.onConnect,
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
    if (timeouts) budgetQueries(client, timeouts.requestMs, timeouts.queryMs);
  });
  if (timeouts) budgetCheckouts(pool, timeouts.requestMs);
  notifications.track(pool);
  // The pool re-emits the errors of idle clients; the listener above has recorded them.
  pool.on('error', () => {});
  await migrateUnderLock(url, timeouts?.connectMs);
  const db = drizzlePg(pool, { schema, casing: 'snake_case' });
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    driver: { kind: 'postgres', pool },
    ping: () => ping(db as unknown as Db),
    listen: notifications.listen,
    close: async () => {
      await notifications.close();
      await pool.end();
    },
  };
}

const RECONNECT_MS = 1000;

/**
 * LISTEN on PostgreSQL, twice over. A dedicated connection (reconnected when it drops) hears other
 * processes. Every pooled connection listens too, because PostgreSQL hands a session its own
 * notifications just before the statement's ReadyForQuery: a write made here is heard before its
 * promise resolves, so this process never acts on what it has just changed.
 */
function postgresNotifications(clientConfig: pg.ClientConfig) {
  const handlers = new Map<string, Set<(payload: string | null) => void>>();
  const pooled = new Set<pg.ClientBase>();
  const dispatch = (channel: string, payload: string | null) => {
    for (const handler of handlers.get(channel) ?? []) handler(payload);
  };
  const onNotification = (message: pg.Notification) => dispatch(message.channel, message.payload ?? '');
  const listenOn = (client: pg.ClientBase, channel: string) =>
    client.query(`LISTEN ${channel}`).catch(() => {});

  let dedicated: pg.Client | undefined;
  let live = false;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = async () => {
    retry = undefined;
    if (closed) return;
    const client = new pg.Client(clientConfig);
    const lost = () => {
      if (dedicated !== client) return;
      dedicated = undefined;
      live = false;
      client.end().catch(() => {});
      if (!closed) retry = setTimeout(() => void connect(), RECONNECT_MS);
    };
    client.on('error', lost);
    client.on('end', lost);
    client.on('notification', onNotification);
    dedicated = client;
    try {
      await client.connect();
      for (const channel of handlers.keys()) await client.query(`LISTEN ${channel}`);
    } catch {
      lost();
      return;
    }
    if (dedicated !== client) return;
    live = true;
    // Whatever happened while nobody listened is unknown.
    for (const channel of handlers.keys()) dispatch(channel, null);
  };

  return {
    /** The pool's onConnect: a new connection listens before it serves a query. */
    async onConnect(client: pg.ClientBase) {
      pooled.add(client);
      client.on('notification', onNotification);
      for (const channel of handlers.keys()) await listenOn(client, channel);
    },
    track(pool: pg.Pool) {
      pool.on('remove', (client) => pooled.delete(client));
    },
    async listen(channel: string, onNotify: (payload: string | null) => void): Promise<Listener> {
      if (!/^[a-z_]+$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
      const isNew = !handlers.has(channel);
      if (isNew) handlers.set(channel, new Set());
      handlers.get(channel)!.add(onNotify);
      if (isNew) {
        await Promise.all([...pooled].map((client) => listenOn(client, channel)));
        if (dedicated && live) await dedicated.query(`LISTEN ${channel}`);
        else if (!dedicated && !retry) await connect();
      }
      return {
        get live() {
          return live;
        },
        close: async () => {
          handlers.get(channel)?.delete(onNotify);
        },
      };
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      const client = dedicated;
      dedicated = undefined;
      live = false;
      await client?.end().catch(() => {});
    },
  };
}

/**
 * Embedded PostgreSQL (PGlite). `dataDir` undefined keeps it in memory (tests). A lock in the data
 * directory stops a second process from opening it: two writers on one PGlite directory lose writes.
 */
export async function openPglite(
  dataDir?: string,
  options: {
    onStaleLock?: (message: string) => void;
    /** An in-memory database starts as a copy of this dump (`dumpDataDir`): tests copy a migrated one. */
    template?: Blob;
  } = {},
): Promise<Database> {
  let release: (() => void) | undefined;
  let client: PGlite;
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    ({ release } = await lockDataDir(dataDir, options.onStaleLock));
    client = new PGlite(path.join(dataDir, 'pglite'));
  } else {
    client = options.template ? new PGlite({ loadDataDir: options.template }) : new PGlite();
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
    // One process owns the database: its notifications arrive with the statement that raised them.
    listen: async (channel, onNotify) => {
      const unlisten = await client.listen(channel, onNotify);
      return { live: true, close: unlisten };
    },
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

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
