import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PublicPageRenderer } from '@/contracts/public-pages';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { createContext } from './context';
import { type Database, openPglite, openPostgres } from './db/client';
import { DataDirLockedError } from './db/data-dir-lock';
import { registerJobs } from './jobs';
import { runStartup } from './startup';
import { pgBossJobs } from './platform/jobs/pg-boss';
import { describeProviders } from './providers';
import { loggerOptions } from './platform/logging';
import { clientBuildDir, publicPagesModule } from './paths';

/** The public pages' renderer from the build, when it was built. */
async function loadPublicPages(): Promise<PublicPageRenderer | undefined> {
  if (!existsSync(publicPagesModule)) return undefined;
  const module = (await import(pathToFileURL(publicPagesModule).href)) as {
    renderPublicPage: PublicPageRenderer;
  };
  return module.renderPublicPage;
}

/**
 * Process entry: config -> database -> app -> listen -> jobs, and a graceful stop on SIGTERM/SIGINT
 * in the other order.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  // The app's logger does not exist yet; connection losses and queue failures go through it once it does.
  let logConnectionError = (error: Error) => console.error(error);
  let logJobError = (error: Error) => console.error(error);
  const database: Database = config.databaseUrl
    ? await openPostgres(config.databaseUrl, {
        timeouts: config.databaseTimeouts,
        onConnectionError: (error) => logConnectionError(error),
      })
    : await openPglite(path.join(config.dataDir, 'db'), {
        // Said before the logger exists: why a start after a crash did not wait for the old lock.
        onStaleLock: (message) => console.warn(message),
      });

  const jobs = pgBossJobs(database, { onError: (error) => logJobError(error) });
  const context = createContext({ config, database, jobs });
  await registerJobs(context);
  const app = await buildApp({
    context,
    clientDir: clientBuildDir,
    publicPages: await loadPublicPages(),
    logger: loggerOptions(config.logLevel),
  });

  logConnectionError = (error) => app.log.warn({ err: error }, 'database connection lost');
  logJobError = (error) => app.log.warn({ err: error }, 'job queue error');
  await runStartup(context, { log: app.log });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => {
      app.log.error('shutdown took longer than 10 s; exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    try {
      await app.close();
      await jobs.stop();
      await database.close();
      app.log.info('stopped');
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error while shutting down');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ host: config.host, port: config.port });
  app.log.info(
    { database: database.kind, url: `http://localhost:${config.port}` },
    `Hidaya is serving on http://localhost:${config.port}`,
  );
  app.log.info({ providers: describeProviders(context.providers) }, 'outside providers in use');
  await jobs.start();
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
