import { AsyncLocalStorage } from 'node:async_hooks';
import type pg from 'pg';

/**
 * A request's time for the database (decision 012). Every wait of one request for PostgreSQL (a free
 * connection from the pool, the answer to each statement) is taken from one budget,
 * DATABASE_REQUEST_TIMEOUT_MS, so a stalled or saturated database is answered 503 within it however many
 * statements the request makes. Only waiting counts: time a request spends elsewhere (an AI provider's
 * answer) does not. Work outside a request (jobs, start-up) keeps the per-statement limits alone.
 */
export class DatabaseBudgetSpent extends Error {
  override name = 'DatabaseBudgetSpent';
  constructor(budgetMs: number, cause?: unknown) {
    super(`The request has waited its ${budgetMs} ms for the database`, { cause });
  }
}

/** One wait that has begun: the time left of the budget when it began. */
export interface Wait {
  leftMs: number;
  end(): void;
}

/**
 * The waits of one request. Waits that overlap (statements sent side by side) count once: the time
 * spent is the time during which at least one wait was open.
 */
export interface RequestWaits {
  /** Begins a wait; undefined once the request has been answered (work it left behind is not held to it). */
  begin(budgetMs: number): Wait | undefined;
  /** The request has been answered. */
  close(): void;
}

export function requestWaits(now: () => number = () => performance.now()): RequestWaits {
  let spentMs = 0;
  let open = 0;
  let openSince = 0;
  let closed = false;
  return {
    begin(budgetMs) {
      if (closed) return undefined;
      const at = now();
      const leftMs = budgetMs - spentMs - (open > 0 ? at - openSince : 0);
      if (open === 0) openSince = at;
      open += 1;
      let ended = false;
      return {
        leftMs,
        end() {
          if (ended) return;
          ended = true;
          open -= 1;
          if (open === 0) spentMs += now() - openSince;
        },
      };
    },
    close() {
      closed = true;
    },
  };
}

const current = new AsyncLocalStorage<RequestWaits>();

/** Runs `fn` (and everything it starts) as part of the request whose waits these are. */
export function runWithWaits<T>(waits: RequestWaits, fn: () => T): T {
  return current.run(waits, fn);
}

/** node-postgres's error for `query_timeout`. */
export const QUERY_TIMEOUT_MESSAGE = 'Query read timeout';

type Callback = (error: Error | undefined, ...rest: unknown[]) => void;

/**
 * Holds a pool's checkouts to the budget of the request that asks: past it the request gives up with
 * DatabaseBudgetSpent, and a connection the pool hands over later goes straight back.
 */
export function budgetCheckouts(pool: pg.Pool, budgetMs: number): void {
  const connect = pool.connect.bind(pool) as (callback?: Callback) => unknown;
  const checkout = (wait: Wait) =>
    new Promise<pg.PoolClient>((resolve, reject) => {
      if (wait.leftMs <= 0) {
        reject(new DatabaseBudgetSpent(budgetMs));
        return;
      }
      let settled = false;
      const timer = setTimeout(() => {
        settled = true;
        reject(new DatabaseBudgetSpent(budgetMs));
      }, wait.leftMs);
      timer.unref();
      connect((error, client) => {
        clearTimeout(timer);
        const pooled = client as pg.PoolClient | undefined;
        if (settled) {
          pooled?.release();
          return;
        }
        settled = true;
        if (error) reject(error);
        else resolve(pooled!);
      });
    }).finally(wait.end);
  const budgeted = (callback?: Callback) => {
    const wait = current.getStore()?.begin(budgetMs);
    if (!wait) return connect(callback);
    const result = checkout(wait);
    if (!callback) return result;
    // pg-pool's callback form, which its own `query` uses.
    result.then(
      (client) => callback(undefined, client, client.release),
      (error: Error) => callback(error),
    );
    return undefined;
  };
  Object.assign(pool, { connect: budgeted });
}

/**
 * Holds each statement on a pooled connection to the budget of the request that sends it: its read
 * timeout is cut to the time left. A statement sent with no time left fails at once and ends the
 * connection, which may be inside the request's transaction (the rollback would fail the same way).
 * A statement that ran out of time ends it as well (`endWhenQueryTimesOut` in client.ts).
 */
export function budgetQueries(client: pg.PoolClient, budgetMs: number, queryMs: number): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const budgeted = (config: unknown, values?: unknown, callback?: unknown) => {
    const wait =
      config !== null && typeof (config as { submit?: unknown }).submit === 'function'
        ? undefined
        : current.getStore()?.begin(budgetMs);
    if (!wait) return query(config, values, callback);
    const done = (typeof values === 'function' ? values : callback) as Callback | undefined;
    const params = typeof values === 'function' ? undefined : values;
    if (wait.leftMs <= 0) {
      wait.end();
      void client.end();
      const error = new DatabaseBudgetSpent(budgetMs);
      if (!done) return Promise.reject(error);
      process.nextTick(done, error);
      return undefined;
    }
    const byBudget = wait.leftMs < queryMs;
    const timed = byBudget
      ? typeof config === 'string'
        ? { text: config, query_timeout: Math.ceil(wait.leftMs) }
        : { ...(config as object), query_timeout: Math.ceil(wait.leftMs) }
      : config;
    const named = (error: unknown) =>
      byBudget && error instanceof Error && error.message === QUERY_TIMEOUT_MESSAGE
        ? new DatabaseBudgetSpent(budgetMs, error)
        : error;
    if (done) {
      return query(timed, params, (error: Error | undefined, ...rest: unknown[]) => {
        wait.end();
        done(error && (named(error) as Error), ...rest);
      });
    }
    return (query(timed, params) as Promise<unknown>).then(
      (result) => {
        wait.end();
        return result;
      },
      (error: unknown) => {
        wait.end();
        throw named(error);
      },
    );
  };
  Object.assign(client, { query: budgeted });
}
