/** What a job does with its data. A job that throws is retried by the queue. */
export type JobHandler<T extends object = object> = (data: T) => Promise<void>;

/**
 * Background work (decision 012): jobs kept in the database, so that any instance can run them and
 * no two run the same one. Handlers and schedules may be declared before `start` (they take effect
 * then); main.ts starts the queue after the app listens and stops it before the database closes.
 */
export interface Jobs {
  /** Queues one run of `name`. */
  send(name: string, data?: object): Promise<void>;
  /** Queues `name` on a cron expression (UTC), once per occurrence across all instances. */
  schedule(name: string, cron: string, data?: object): Promise<void>;
  /** Runs this process's handler for the jobs of `name`. */
  work<T extends object = object>(name: string, handler: JobHandler<T>): Promise<void>;
  start(): Promise<void>;
  /** Takes no new jobs and waits for the running ones. */
  stop(): Promise<void>;
}
