import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { type Database, openPglite, openPostgres } from '@/server/db/client';

/**
 * A migrated database made once per test run (tests/api/support/global-setup.ts) that each test file
 * copies instead of migrating its own: a PGlite data-directory dump, or a PostgreSQL template database.
 */
export interface DatabaseTemplate {
  pgliteDump?: string;
  postgresDatabase?: string;
}

/** A new, empty database on the PostgreSQL server at `serverUrl`: its URL, and a drop for the end. */
export async function createThrowawayPostgres(
  serverUrl: string,
  prefix = 'hidaya_test',
  /** A database to copy (CREATE DATABASE ... TEMPLATE): a migrated one saves migrating again. */
  template?: string,
): Promise<{ url: string; name: string; drop(): Promise<void> }> {
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
  const onServer = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await onServer(template ? `create database ${name} template ${template}` : `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), name, drop: () => onServer(`drop database if exists ${name} with (force)`) };
}

/**
 * A fresh, migrated database that disappears when closed: in-memory PGlite without `serverUrl`, or a
 * new database on that PostgreSQL server (created here, dropped on close). Tests and benchmarks use it.
 */
export async function openThrowawayDatabase(
  serverUrl: string | undefined,
  prefix = 'hidaya_test',
  template?: DatabaseTemplate,
): Promise<Database> {
  if (!serverUrl) {
    return openPglite(undefined, {
      template: template?.pgliteDump ? new Blob([readFileSync(template.pgliteDump)]) : undefined,
    });
  }
  const throwaway = await createThrowawayPostgres(serverUrl, prefix, template?.postgresDatabase);
  const database = await openPostgres(throwaway.url);
  return {
    ...database,
    close: async () => {
      await database.close();
      await throwaway.drop();
    },
  };
}
