import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '@/server/config';
import { createContext } from '@/server/context';
import { type Database, openPglite, openPostgres } from '@/server/db/client';
import { runStartup } from '@/server/startup';
import { createThrowawayPostgres, type DatabaseTemplate } from '../../support/throwaway-database';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: DatabaseTemplate;
  }
}

/** The start-up work of every feature (curated content stored), done once into the template. */
async function startOnce(database: Database): Promise<void> {
  const config = loadConfig({ NODE_ENV: 'test', APP_SECRET: 'template-secret-template-secret-0123456789' });
  await runStartup(createContext({ config, database }), { log: console });
}

/**
 * Migrates and starts one database for the whole API run (as epic-stack's global setup does); every test file
 * starts from a copy of it (support/database.ts) instead of running the migrations itself.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const template = await createThrowawayPostgres(serverUrl, 'hidaya_template');
    const migrated = await openPostgres(template.url);
    await startOnce(migrated);
    // A template must have no open connection while it is copied.
    await migrated.close();
    project.provide('databaseTemplate', { postgresDatabase: template.name });
    return () => template.drop();
  }
  const migrated = await openPglite();
  await startOnce(migrated);
  if (migrated.driver.kind !== 'pglite') throw new Error('expected PGlite');
  const dump = await migrated.driver.client.dumpDataDir('none');
  await migrated.close();
  const dir = mkdtempSync(path.join(tmpdir(), 'hidaya-template-'));
  const file = path.join(dir, 'pglite.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('databaseTemplate', { pgliteDump: file });
  return () => rmSync(dir, { recursive: true, force: true });
}
