import { AsyncResource } from 'node:async_hooks';
import type { Db } from '../../db/client';
import {
  type CallCount,
  driverError,
  insertCalls,
  insertViews,
  type PageViewRow,
  upsertVisits,
  type VisitRow,
} from './writes';

export type { PageViewRow };

/** One API call as the recording hook sees it. */
export interface ApiCall {
  endpoint: string;
  method: string;
  userId: number | null;
  statusCode: number;
  responseTime: number;
  at: Date;
}

/** What one page view does to its visit: a page more, and the seconds since the visit's last one. */
export interface VisitStep {
  sessionId: string;
  isAuthenticated: boolean;
  at: Date;
  secondsSinceLast: number;
}

export interface RecorderOptions {
  db: Db;
  log: { warn(details: object, message: string): void };
  /** Entries held at most (page views, and API calls counted by minute); past it, what comes is dropped. */
  capacity?: number;
  /** Entries per INSERT, and the count that starts a write before the timer does. */
  batchSize?: number;
  /** What is held is written at least this often (ms); 0: only at `batchSize` and on `close`. */
  flushMs: number;
}

/** Page views and API calls. */
export interface RecorderStats {
  /** Held, not yet written. */
  pending: number;
  written: number;
  /** Lost: past the capacity, recorded after close, or in a write that failed. */
  dropped: number;
}

/**
 * Analytics leave the request path (decision 031): a request only adds to a bounded buffer (a page
 * view is an entry; an API call is counted into its minute's entry for its route, method, status and
 * person), and the buffer is written in multi-row INSERTs, one write at a time, every `flushMs` or as
 * soon as `batchSize` entries wait, and once more when the app closes. A write that fails (the
 * database is away) loses what it held, counted and logged at warn without it; the requests were
 * answered already.
 */
export function analyticsRecorder(options: RecorderOptions) {
  const { db, log, flushMs } = options;
  const capacity = options.capacity ?? 10_000;
  const batchSize = options.batchSize ?? 500;
  let calls = new Map<string, CallCount>();
  let views: PageViewRow[] = [];
  let visits = new Map<string, VisitRow>();
  let heldCalls = 0;
  let written = 0;
  let dropped = 0;
  let closed = false;
  let writing: Promise<void> | null = null;

  const entries = () => calls.size + views.length;

  async function write(table: string, count: number, insert: () => Promise<unknown>): Promise<void> {
    try {
      await insert();
      written += count;
    } catch (error) {
      dropped += count;
      const { name, message, code } = driverError(error);
      // The driver's error alone: never what was recorded, which Drizzle's wrapping error quotes with
      // the statement, nor the driver's `detail`, which can quote a row.
      log.warn({ table, rows: count, err: { type: name, code, message } }, 'analytics rows dropped');
    }
  }

  /** Each part is written on its own, in batches: a failure loses that batch only. */
  async function writeHeld(): Promise<void> {
    const [callRows, viewRows, visitRows] = [[...calls.values()], views, [...visits.values()]];
    [calls, views, visits, heldCalls] = [new Map(), [], new Map(), 0];
    for (let i = 0; i < viewRows.length; i += batchSize) {
      const batch = viewRows.slice(i, i + batchSize);
      await write('page_views', batch.length, () => insertViews(db, batch));
    }
    for (let i = 0; i < visitRows.length; i += batchSize) {
      const batch = visitRows.slice(i, i + batchSize);
      await write('visitor_sessions', 0, () => upsertVisits(db, batch));
    }
    for (let i = 0; i < callRows.length; i += batchSize) {
      const batch = callRows.slice(i, i + batchSize);
      const count = batch.reduce((sum, row) => sum + row.calls, 0);
      await write('api_calls', count, () => insertCalls(db, batch));
    }
  }

  /** Writes what is held, then what arrived meanwhile, until nothing is; one write at a time. */
  async function flush(): Promise<void> {
    while (writing) await writing;
    if (entries() === 0) return;
    writing = writeHeld().finally(() => {
      writing = null;
    });
    await writing;
    if (entries() >= batchSize) await flush();
  }

  // Bound where the recorder is made, outside any request: a write is never held to the budget of
  // the request whose entry started it (decision 012).
  const flushSoon = AsyncResource.bind(() => void flush());
  const timer = flushMs > 0 ? setInterval(flushSoon, flushMs) : undefined;
  timer?.unref();
  const startAtBatch = () => {
    if (entries() >= batchSize && !writing) setImmediate(flushSoon);
  };

  return {
    apiCall(call: ApiCall): void {
      const minute = call.at.getTime() - (call.at.getTime() % 60_000);
      const key = `${minute} ${call.method} ${call.statusCode} ${call.userId ?? ''} ${call.endpoint}`;
      const count = calls.get(key);
      if (count && !closed) {
        count.calls += 1;
        count.totalMs += call.responseTime;
        if (call.responseTime > count.maxMs) count.maxMs = call.responseTime;
        heldCalls += 1;
        return;
      }
      if (closed || entries() >= capacity) {
        dropped += 1;
        return;
      }
      const { endpoint, method, userId, statusCode, responseTime } = call;
      calls.set(key, {
        endpoint,
        method,
        userId,
        statusCode,
        minute,
        calls: 1,
        totalMs: responseTime,
        maxMs: responseTime,
      });
      heldCalls += 1;
      startAtBatch();
    },

    pageView(row: PageViewRow, step: VisitStep): void {
      if (closed || entries() >= capacity) {
        dropped += 1;
        return;
      }
      views.push(row);
      const visit = visits.get(step.sessionId);
      if (visit) {
        visit.pageCount += 1;
        visit.totalTime += step.secondsSinceLast;
        visit.isAuthenticated = visit.isAuthenticated || step.isAuthenticated;
        if (step.at > visit.lastActivity) visit.lastActivity = step.at;
      } else {
        visits.set(step.sessionId, {
          sessionId: step.sessionId,
          isAuthenticated: step.isAuthenticated,
          firstVisit: step.at,
          lastActivity: step.at,
          pageCount: 1,
          totalTime: step.secondsSinceLast,
        });
      }
      startAtBatch();
    },

    flush,

    /** Stops the timer and writes what is held; what is recorded from now on is dropped. */
    async close(): Promise<void> {
      closed = true;
      if (timer) clearInterval(timer);
      await flush();
    },

    stats(): RecorderStats {
      return { pending: heldCalls + views.length, written, dropped };
    },
  };
}

export type AnalyticsRecorder = ReturnType<typeof analyticsRecorder>;
