import { DatabaseBudgetSpent } from '../db/request-budget';

interface PgError {
  code?: string;
  constraint?: string;
  cause?: unknown;
}

/** The PostgreSQL error with one of `codes` behind an error, which Drizzle wraps as `cause`. */
function pgErrorWith(error: unknown, codes: readonly string[]): PgError | undefined {
  for (let e = error as PgError | undefined; e && typeof e === 'object'; e = e.cause as PgError | undefined) {
    if (e.code !== undefined && codes.includes(e.code)) return e;
  }
  return undefined;
}

/** Node's codes for a server that cannot be reached or a link that broke. */
const networkCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/**
 * SQLSTATEs of a server that is going away, starting, full or too slow: 57P01-57P03 (shut down,
 * crashed, not yet accepting), 57014 (statement_timeout cancelled the statement), 53300 (too many
 * connections); class 08 (connection exceptions) is matched by its prefix.
 */
const unavailableStates = new Set(['57P01', '57P02', '57P03', '57014', '53300']);
/** node-postgres and pg-pool raise these without a code; their texts are fixed in their sources. */
const driverMessages = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Query read timeout',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];

/**
 * True when an error means the database is down, unreachable or did not answer in time (the request's
 * budget for it spent included): the request may succeed later, so it is a 503 (decision 012), not a 500.
 */
export function databaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  const pending: unknown[] = [error];
  while (pending.length > 0) {
    const e = pending.pop();
    if (!e || typeof e !== 'object' || seen.has(e)) continue;
    seen.add(e);
    if (e instanceof DatabaseBudgetSpent) return true;
    const { code, message, cause } = e as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string') {
      if (networkCodes.has(code) || unavailableStates.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
    }
    if (typeof message === 'string' && driverMessages.some((text) => message.startsWith(text))) return true;
    pending.push(cause);
    // A host name with several addresses fails with one error per address.
    if (e instanceof AggregateError) pending.push(...e.errors);
  }
  return false;
}
/** The PostgreSQL foreign-key violation (23503) behind an error: the row referred to is gone. */
export const foreignKeyViolation = (error: unknown) => pgErrorWith(error, ['23503']);

/** The PostgreSQL unique violation (23505) behind an error. */
export const uniqueViolation = (error: unknown) => pgErrorWith(error, ['23505']);

/**
 * Text PostgreSQL cannot store (22P05 untranslatable character, 22021 character not in repertoire:
 * a NUL, or bytes that are not UTF-8). The contracts refuse these first; this is the last line.
 */
export const invalidText = (error: unknown) => pgErrorWith(error, ['22P05', '22021']);
