/** What a job does with its data. A job that throws is retried by the queue. */
export type JobHandler<T extends object = object> = (data: T) => Promise<void>;

/**
 * How long a queue keeps its jobs. Without one, the queue's defaults (pg-boss: completed jobs for 7
 * days, waiting ones for 14).
 */
export interface JobRetention {
  /**
   * The data holds a secret (a mail with a working link): each job is deleted the moment its handler
   * has succeeded, so no finished job keeps it (decision 023).
   */
  deleteWhenDone?: boolean;
  /** How long a job that failed for good is kept (then deleted with its data), in seconds. */
  keepFailedSeconds?: number;
  /** How long a job may wait to be run before it is deleted unrun, in seconds. */
  keepWaitingSeconds?: number;
}

/**
 * Background work (decision 012): jobs kept in the database, so that any instance can run them and
 * no two run the same one. Handlers and schedules may be declared before `start` (they take effect
 * then); main.ts starts the queue after the app listens and stops it before the database closes.
 */
export interface Jobs {
  /** Queues one run of `name`. */
  send(name: string, data?: object): Promise<void>;
  /** Queues one run of `name` per item of `data`, all in one statement. */
  sendMany(name: string, data: object[]): Promise<void>;
  /** Queues `name` on a cron expression (UTC), once per occurrence across all instances. */
  schedule(name: string, cron: string, data?: object): Promise<void>;
  /** Runs this process's handler for the jobs of `name`, which are kept as `retention` says. */
  work<T extends object = object>(
    name: string,
    handler: JobHandler<T>,
    retention?: JobRetention,
  ): Promise<void>;
  start(): Promise<void>;
  /** Takes no new jobs and waits for the running ones. */
  stop(): Promise<void>;
}
