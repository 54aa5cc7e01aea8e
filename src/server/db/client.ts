import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import lockfile from 'proper-lockfile';
import pg from 'pg';
import { migrationsFolder } from '../paths';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type features see, whichever engine is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

/** PostgreSQL server at `url`, with the migrations applied. */
export async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client that the server drops must not crash the process.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema, casing: 'snake_case' });
  await migratePg(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    ping: () => ping(db as unknown as Db),
    close: () => pool.end(),
  };
}

/**
 * Embedded PostgreSQL (PGlite). `dataDir` undefined keeps it in memory (tests). A lock in the data
 * directory stops a second process from opening it: two writers on one PGlite directory lose writes.
 */
export async function openPglite(dataDir?: string): Promise<Database> {
  let release: (() => Promise<void>) | undefined;
  let client: PGlite;
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    try {
      release = await lockfile.lock(dataDir, {
        lockfilePath: path.join(dataDir, 'hidaya.lock'),
        stale: 15_000,
      });
    } catch {
      throw new DataDirLockedError(
        `The data directory ${dataDir} is in use by another Hidaya process. Stop it, or set DATA_DIR to another directory (or DATABASE_URL to share a PostgreSQL server).`,
      );
    }
    client = new PGlite(path.join(dataDir, 'pglite'));
  } else {
    client = new PGlite();
  }
  const db = drizzlePglite(client, { schema, casing: 'snake_case' });
  try {
    await migratePglite(db, { migrationsFolder });
  } catch (error) {
    await client.close();
    await release?.();
    throw error;
  }
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    ping: () => ping(db as unknown as Db),
    close: async () => {
      await client.close();
      await release?.();
    },
  };
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
