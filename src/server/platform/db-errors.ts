interface PgError {
  code?: string;
  constraint?: string;
  cause?: unknown;
}

/** The PostgreSQL unique violation (23505) behind an error, which Drizzle wraps as `cause`. */
export function uniqueViolation(error: unknown): PgError | undefined {
  for (let e = error as PgError | undefined; e && typeof e === 'object'; e = e.cause as PgError | undefined) {
    if (e.code === '23505') return e;
  }
  return undefined;
}
