import type { JobHandler, Jobs } from './port';

/**
 * Jobs run in this process at once, for tests and anything built without a queue: `send` resolves
 * when the handler has finished (and rejects with its error); schedules are recorded, not timed, and
 * `run` runs a job now as its schedule would.
 */
export function inlineJobs(): Jobs & {
  schedules: ReadonlyMap<string, string>;
  run(name: string, data?: object): Promise<void>;
} {
  const handlers = new Map<string, JobHandler>();
  const schedules = new Map<string, string>();
  const run = async (name: string, data: object = {}) => {
    const handler = handlers.get(name);
    if (!handler) throw new Error(`No handler for job ${name}`);
    await handler(data);
  };
  return {
    schedules,
    run,
    send: run,
    async sendMany(name, data) {
      for (const item of data) await run(name, item);
    },
    async schedule(name, cron) {
      schedules.set(name, cron);
    },
    async work(name, handler) {
      handlers.set(name, handler as JobHandler);
    },
    async start() {},
    async stop() {},
  };
}
