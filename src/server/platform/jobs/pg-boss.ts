import { fromPglite, PgBoss } from 'pg-boss';
import type { Database } from '../../db/client';
import type { JobHandler, JobRetention, Jobs } from './port';

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
  // Jobs past their queue's keep are deleted by pg-boss's maintenance, hourly here (its default is
  // daily), so a short keep (the mail queue's, decision 023) is not stretched by a day.
  const maintenance = { maintenanceIntervalSeconds: 60 * 60 };
  const boss =
    driver.kind === 'pglite'
      ? new PgBoss({ db: fromPglite(driver.client), backend: 'pglite', ...maintenance })
      : new PgBoss({ db: { executeSql: (text, values) => driver.pool.query(text, values) }, ...maintenance });
  // An 'error' event nobody listens to would end the process.
  boss.on('error', options.onError ?? (() => {}));

  const workers = new Map<string, { handler: JobHandler; retention: JobRetention }>();
  const schedules = new Map<string, { cron: string; data?: object }>();
  let started = false;
  let starting: Promise<void> | undefined;

  const queues = new Set<string>();
  const createQueue = async (name: string, retention: JobRetention = {}) => {
    if (queues.has(name)) return;
    // pg-boss copies these into each job as it is queued; a queue made before they were set gets them.
    const keep = {
      ...(retention.keepFailedSeconds ? { deleteAfterSeconds: retention.keepFailedSeconds } : {}),
      ...(retention.keepWaitingSeconds ? { retentionSeconds: retention.keepWaitingSeconds } : {}),
    };
    if (!(await boss.getQueue(name))) await boss.createQueue(name, keep);
    else if (Object.keys(keep).length > 0) await boss.updateQueue(name, keep);
    queues.add(name);
  };
  const startWorker = async (name: string, handler: JobHandler, retention: JobRetention) => {
    queues.delete(name);
    await createQueue(name, retention);
    const polling = options.pollingIntervalSeconds
      ? { pollingIntervalSeconds: options.pollingIntervalSeconds }
      : {};
    await boss.work<object>(name, polling, async (jobs) => {
      for (const job of jobs) {
        await handler(job.data ?? {});
        // pg-boss's own completion then finds nothing to complete, which it allows.
        if (retention.deleteWhenDone) await boss.deleteJob(name, job.id);
      }
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
    async sendMany(name, data) {
      if (data.length === 0) return;
      await createQueue(name);
      await boss.insert(
        name,
        data.map((item) => ({ data: item })),
      );
    },
    async schedule(name, cron, data) {
      schedules.set(name, { cron, data });
      if (started) await startSchedule(name, cron, data);
    },
    async work(name, handler, retention = {}) {
      workers.set(name, { handler: handler as JobHandler, retention });
      if (started) await startWorker(name, handler as JobHandler, retention);
    },
    async start() {
      starting = (async () => {
        await boss.start();
        started = true;
        for (const [name, { handler, retention }] of workers) await startWorker(name, handler, retention);
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
