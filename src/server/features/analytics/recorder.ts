import { AsyncResource } from 'node:async_hooks';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { apiCalls, pageViews, visitorSessions } from '../../db/schema/analytics';

export type ApiCallRow = typeof apiCalls.$inferInsert & { timestamp: Date };
export type PageViewRow = typeof pageViews.$inferInsert & { timestamp: Date };

/** What one page view does to its visit: a page more, and the seconds since the visit's last one. */
export interface VisitStep {
  sessionId: string;
  isAuthenticated: boolean;
  at: Date;
  secondsSinceLast: number;
}

type VisitRow = typeof visitorSessions.$inferInsert & {
  firstVisit: Date;
  lastActivity: Date;
  pageCount: number;
  totalTime: number;
};

export interface RecorderOptions {
  db: Db;
  log: { warn(details: object, message: string): void };
  /** Rows held at most; past it a row is counted as dropped. */
  capacity?: number;
  /** Rows per INSERT, and the count that starts a write before the timer does. */
  batchSize?: number;
  /** Rows held are written at least this often (ms); 0: only at `batchSize` and on `close`. */
  flushMs: number;
}

export interface RecorderStats {
  /** Rows held, not yet written. */
  pending: number;
  written: number;
  /** Rows lost: past the capacity, recorded after close, or in a write that failed. */
  dropped: number;
}

/**
 * Analytics rows leave the request path (decision 031): a request only pushes its row into a bounded
 * buffer, and the buffer is written in multi-row INSERTs, one write at a time, every `flushMs` or as
 * soon as `batchSize` rows wait, and once more when the app closes. A write that fails (the database
 * is away) loses its rows, counted and logged at warn without them; the requests were answered already.
 */
export function analyticsRecorder(options: RecorderOptions) {
  const { db, log, flushMs } = options;
  const capacity = options.capacity ?? 10_000;
  const batchSize = options.batchSize ?? 500;
  let calls: ApiCallRow[] = [];
  let views: PageViewRow[] = [];
  let visits = new Map<string, VisitRow>();
  let written = 0;
  let dropped = 0;
  let closed = false;
  let writing: Promise<void> | null = null;

  const pending = () => calls.length + views.length;

  function admit(): boolean {
    if (closed || pending() >= capacity) {
      dropped += 1;
      return false;
    }
    return true;
  }

  /** Each part is written on its own: a failure loses that part's rows only. */
  async function write(table: string, rows: number, insert: () => Promise<unknown>): Promise<void> {
    try {
      await insert();
      written += rows;
    } catch (error) {
      dropped += rows;
      const { name, message, code } = driverError(error);
      // The driver's error alone: never the rows, which Drizzle's wrapping error quotes with the
      // statement, nor the driver's `detail`, which can quote a row.
      log.warn({ table, rows, err: { type: name, code, message } }, 'analytics rows dropped');
    }
  }

  async function writeHeld(): Promise<void> {
    const [heldCalls, heldViews, heldVisits] = [calls, views, [...visits.values()]];
    [calls, views, visits] = [[], [], new Map()];
    for (let i = 0; i < heldViews.length; i += batchSize) {
      const batch = heldViews.slice(i, i + batchSize);
      await write('page_views', batch.length, () => db.insert(pageViews).values(batch));
    }
    for (let i = 0; i < heldVisits.length; i += batchSize) {
      const batch = heldVisits.slice(i, i + batchSize);
      await write('visitor_sessions', 0, () => upsertVisits(db, batch));
    }
    for (let i = 0; i < heldCalls.length; i += batchSize) {
      const batch = heldCalls.slice(i, i + batchSize);
      await write('api_calls', batch.length, () => insertCalls(db, batch));
    }
  }

  /** Writes what is held, then what arrived meanwhile, until nothing is; one write at a time. */
  async function flush(): Promise<void> {
    while (writing) await writing;
    if (pending() === 0) return;
    writing = writeHeld().finally(() => {
      writing = null;
    });
    await writing;
    if (pending() >= batchSize) await flush();
  }

  // Bound where the recorder is made, outside any request: a write is never held to the budget of
  // the request whose row started it (decision 012).
  const flushSoon = AsyncResource.bind(() => void flush());
  const timer = flushMs > 0 ? setInterval(flushSoon, flushMs) : undefined;
  timer?.unref();
  const startAtBatch = () => {
    if (pending() >= batchSize && !writing) setImmediate(flushSoon);
  };

  return {
    apiCall(row: ApiCallRow): void {
      if (!admit()) return;
      calls.push(row);
      startAtBatch();
    },

    pageView(row: PageViewRow, step: VisitStep): void {
      if (!admit()) return;
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

    /** Stops the timer and writes what is held; rows recorded from now on are dropped. */
    async close(): Promise<void> {
      closed = true;
      if (timer) clearInterval(timer);
      await flush();
    },

    stats(): RecorderStats {
      return { pending: pending(), written, dropped };
    },
  };
}

export type AnalyticsRecorder = ReturnType<typeof analyticsRecorder>;

/** The database driver's error under Drizzle's (which names the statement and its parameters). */
function driverError(error: unknown): { name?: string; message?: string; code?: string } {
  const cause = (error as { cause?: unknown } | null)?.cause;
  return (cause instanceof Error ? cause : error) as { name?: string; message?: string; code?: string };
}

/** SQLSTATE foreign_key_violation. */
const ACCOUNT_GONE = '23503';

/**
 * A person who deleted their account just after their last calls no longer exists when those calls
 * are written: the batch is written again naming no one, rather than lost.
 */
async function insertCalls(db: Db, rows: ApiCallRow[]): Promise<void> {
  try {
    await db.insert(apiCalls).values(rows);
  } catch (error) {
    if (driverError(error).code !== ACCOUNT_GONE) throw error;
    await db.insert(apiCalls).values(rows.map((row) => ({ ...row, userId: null })));
  }
}

/**
 * A visit's page views and seconds are added to what its row holds; a new visit's row is made. The
 * rows of one statement are distinct visits (the buffer merges a visit's steps).
 */
function upsertVisits(db: Db, rows: VisitRow[]) {
  return db
    .insert(visitorSessions)
    .values(rows)
    .onConflictDoUpdate({
      target: visitorSessions.sessionId,
      set: {
        pageCount: sql`${visitorSessions.pageCount} + excluded.page_count`,
        totalTime: sql`${visitorSessions.totalTime} + excluded.total_time`,
        lastActivity: sql`greatest(${visitorSessions.lastActivity}, excluded.last_activity)`,
        isAuthenticated: sql`${visitorSessions.isAuthenticated} or excluded.is_authenticated`,
      },
    });
}
