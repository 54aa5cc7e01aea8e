import { fromPglite, PgBoss } from 'pg-boss';
import type { Database } from '../../db/client';
import type { JobHandler, Jobs } from './port';

export interface PgBossOptions {
  /** How often an idle worker looks for jobs (pg-boss's default is 2 s; tests use less). */
  pollingIntervalSeconds?: number;
  /** The queue's own failures (maintenance, a database that went away): logged, never fatal. */
  onError?: (error: Error) => void;
}

/**
 * The job port over pg-boss, in the app's own database (its tables in the `pgboss` schema): through
 * the app's connection pool on PostgreSQL, in process on PGlite.
 */
export function pgBossJobs(database: Database, options: PgBossOptions = {}): Jobs {
  const { driver } = database;
  const boss =
    driver.kind === 'pglite'
      ? new PgBoss({ db: fromPglite(driver.client), backend: 'pglite' })
      : new PgBoss({ db: { executeSql: (text, values) => driver.pool.query(text, values) } });
  // An 'error' event nobody listens to would end the process.
  boss.on('error', options.onError ?? (() => {}));

  const workers = new Map<string, JobHandler>();
  const schedules = new Map<string, { cron: string; data?: object }>();
  let started = false;
  let starting: Promise<void> | undefined;

  const queues = new Set<string>();
  const createQueue = async (name: string) => {
    if (queues.has(name)) return;
    if (!(await boss.getQueue(name))) await boss.createQueue(name);
    queues.add(name);
  };
  const startWorker = async (name: string, handler: JobHandler) => {
    await createQueue(name);
    const polling = options.pollingIntervalSeconds ? { pollingIntervalSeconds: options.pollingIntervalSeconds } : {};
    await boss.work<object>(name, polling, async (jobs) => {
      for (const job of jobs) await handler(job.data ?? {});
    });
  };
  const startSchedule = async (name: string, cron: string, data?: object) => {
    await createQueue(name);
    await boss.schedule(name, cron, data ?? null, { tz: 'UTC' });
  };

  return {
    async send(name, data) {
      await createQueue(name);
      await boss.send(name, data ?? null);
    },
    async schedule(name, cron, data) {
      schedules.set(name, { cron, data });
      if (started) await startSchedule(name, cron, data);
    },
    async work(name, handler) {
      workers.set(name, handler as JobHandler);
      if (started) await startWorker(name, handler as JobHandler);
    },
    async start() {
      starting = (async () => {
        await boss.start();
        started = true;
        for (const [name, handler] of workers) await startWorker(name, handler);
        for (const [name, { cron, data }] of schedules) await startSchedule(name, cron, data);
      })();
      await starting;
    },
    async stop() {
      // A stop during the start (SIGTERM right after listen) waits for it, then stops what it started.
      await starting?.catch(() => {});
      if (!started) return;
      started = false;
      // The database is closed by its owner right after: pg-boss must not close it.
      await boss.stop({ graceful: true, close: false, timeout: 5_000 });
    },
  };
}
