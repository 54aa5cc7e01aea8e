import type { Database } from '../../src/server/db/client';

/**
 * Counts the statements the app sends to the database, each one a round trip: wraps the driver's
 * query method, which drizzle calls once per statement on either engine.
 */
export function statementCounter(database: Database) {
  let sent = 0;
  const target = (database.driver.kind === 'pglite' ? database.driver.client : database.driver.pool) as {
    query: (...args: unknown[]) => Promise<unknown>;
  };
  const query = target.query.bind(target);
  target.query = (...args: unknown[]) => {
    sent++;
    return query(...args);
  };
  return {
    /** How many statements `work` sent (nothing else may use the database meanwhile). */
    async during(work: () => Promise<unknown>): Promise<number> {
      const before = sent;
      await work();
      return sent - before;
    },
  };
}
