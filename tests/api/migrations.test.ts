import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openPostgres } from '@/server/db/client';
import { migrationsFolder } from '@/server/paths';
import { createThrowawayPostgres } from '../support/throwaway-database';

const serverUrl = process.env.TEST_DATABASE_URL;
const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
  entries: { tag: string }[];
};

describe.skipIf(!serverUrl)('migrations on PostgreSQL', () => {
  it('two instances starting together on a fresh database both start, and each migration is applied once', async () => {
    const fresh = await createThrowawayPostgres(serverUrl!);
    try {
      const opened = await Promise.allSettled([openPostgres(fresh.url), openPostgres(fresh.url), openPostgres(fresh.url)]);
      for (const result of opened) if (result.status === 'fulfilled') await result.value.close();
      expect(opened.map((r) => (r.status === 'rejected' ? String(r.reason) : 'started'))).toEqual([
        'started',
        'started',
        'started',
      ]);

      const client = new pg.Client({ connectionString: fresh.url });
      await client.connect();
      const applied = await client.query('select count(*)::int as n from drizzle.__drizzle_migrations');
      await client.end();
      expect(applied.rows[0].n).toBe(journal.entries.length);
    } finally {
      await fresh.drop();
    }
  }, 60_000);
});
