import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { type RequestWaits, requestWaits, runWithWaits } from '../db/request-budget';

/**
 * Each request's waits for PostgreSQL share one budget (DATABASE_REQUEST_TIMEOUT_MS, decision 012):
 * the request runs in a scope of its own that the pool reads (db/request-budget.ts). Fastify reads a
 * body in the socket's async context, so the scope is entered again before validation, from where the
 * handler runs (as @fastify/request-context does). The embedded database has no link to stall and no
 * budget: nothing is registered for it.
 */
export function registerDatabaseBudget(app: FastifyInstance, database: Database): void {
  if (database.kind !== 'postgres') return;
  const scopes = new WeakMap<FastifyRequest, RequestWaits>();
  app.addHook('onRequest', (request, _reply, done) => {
    const waits = requestWaits();
    scopes.set(request, waits);
    runWithWaits(waits, done);
  });
  app.addHook('preValidation', (request, _reply, done) => {
    const waits = scopes.get(request);
    if (waits) runWithWaits(waits, done);
    else done();
  });
  app.addHook('onResponse', (request, _reply, done) => {
    scopes.get(request)?.close();
    done();
  });
}
