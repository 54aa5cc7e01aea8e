import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** performance.now() when the request arrived. */
    startedAt: number;
    /** Outside calls this request waited for (the AI provider), by name, in ms. */
    timings: { name: string; ms: number }[] | null;
  }
}

/**
 * A `Server-Timing` header (W3C Server Timing) on responses that waited for an outside service:
 * `ai;dur=203.4, total;dur=209.9`. Browser developer tools show it, and the coach benchmark reads it
 * to tell Hidaya's own time from the provider's. Durations only: no names of keys, hosts or models.
 */
export function registerServerTiming(app: FastifyInstance): void {
  app.decorateRequest('startedAt', 0);
  app.decorateRequest('timings', null);
  app.addHook('onRequest', (request, _reply, done) => {
    request.startedAt = performance.now();
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.timings) {
      const entries = request.timings.map(({ name, ms }) => `${name};dur=${ms.toFixed(1)}`);
      entries.push(`total;dur=${(performance.now() - request.startedAt).toFixed(1)}`);
      reply.header('server-timing', entries.join(', '));
    }
    done(null, payload);
  });
}

/** Runs `work` and records how long the request waited for it under `name`. */
export async function timed<T>(request: FastifyRequest, name: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    (request.timings ??= []).push({ name, ms: performance.now() - started });
  }
}
