import { inject } from 'vitest';
import type { Database } from '@/server/db/client';
import { openThrowawayDatabase } from '../../support/throwaway-database';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database on the
 * PostgreSQL server named by TEST_DATABASE_URL; either a copy of the template the run migrated once.
 */
export function openTestDatabase(): Promise<Database> {
  return openThrowawayDatabase(process.env.TEST_DATABASE_URL, undefined, inject('databaseTemplate'));
}

export const testDatabaseKind = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
