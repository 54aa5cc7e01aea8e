import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { messageBody } from '@/contracts/catalogue';
import { platformMessages } from '@/contracts/messages/platform';
import { type Database, openPostgres } from '@/server/db/client';
import { databaseUnavailable } from '@/server/platform/db-errors';
import { createThrowawayPostgres } from '../support/throwaway-database';
import { startTcpProxy, type TcpProxy } from '../support/tcp-proxy';
import { createTestApp, registeredClient, type TestApp, type TestClient } from './support/app';

const serverUrl = process.env.TEST_DATABASE_URL;
const today = new Date('2026-11-21T12:00:00Z');

/**
 * The app talks to PostgreSQL through a proxy that the tests cut (every link destroyed, new ones
 * refused) and stall (links open, nothing forwarded), as a network or a hung server would. The
 * timeouts are small so that a stalled database answers 503 well inside the test's time limit.
 */
describe.skipIf(!serverUrl)('PostgreSQL faults (a link the test cuts and stalls)', () => {
  let proxy: TcpProxy;
  let drop: () => Promise<void>;
  let database: Database;
  let t: TestApp;
  let client: TestClient;
  const lostLinks: Error[] = [];
  let nextLinkLost: (() => void) | undefined;
  let day = 0;

  /** A prayer record on a day not yet written: a write in a transaction (record, day total, points). */
  const write = () => {
    day += 1;
    const date = new Date(today.getTime() - day * 86_400_000).toISOString().slice(0, 10);
    return client.post('/api/prayer-records', { prayerType: 'fajr', prayerDate: date });
  };

  beforeAll(async () => {
    const throwaway = await createThrowawayPostgres(serverUrl!);
    drop = throwaway.drop;
    const target = new URL(throwaway.url);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const viaProxy = new URL(throwaway.url);
    viaProxy.host = `127.0.0.1:${proxy.port}`;
    database = await openPostgres(viaProxy.toString(), {
      timeouts: { connectMs: 500, statementMs: 1_000, queryMs: 1_000 },
      onConnectionError: (error) => {
        lostLinks.push(error);
        nextLinkLost?.();
      },
    });
    t = await createTestApp({ database, clock: { now: () => today }, env: { HEALTH_TIMEOUT_MS: '300' } });
    ({ client } = await registeredClient(t.app));
  });
  afterEach(() => proxy.restore());
  afterAll(async () => {
    await t?.close();
    await proxy?.close();
    await drop?.();
  });

  it('a link cut inside a transaction fails that transaction and leaves the process running', async () => {
    const linkLost = new Promise<void>((resolve) => (nextLinkLost = resolve));
    const transaction = database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      proxy.cut();
      // The checked-out connection reports the broken link as an 'error' event: unheard, it ends the process.
      await linkLost;
      await tx.execute(sql`select 1`);
    });
    const error = await transaction.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(Error);
    expect(databaseUnavailable(error)).toBe(true);
    expect(lostLinks.length).toBeGreaterThan(0);

    proxy.restore();
    expect(await database.ping()).toBe(true);
  });

  it('writes under a cut link answer 503 with a message, never 500, and succeed once it is back', async () => {
    expect((await write()).statusCode).toBe(201);

    const inFlight = Array.from({ length: 8 }, write);
    proxy.cut();
    const whileCut = [...(await Promise.all(inFlight))];
    for (let i = 0; i < 10; i += 1) whileCut.push(await write());
    for (const response of whileCut) {
      expect([201, 503]).toContain(response.statusCode);
      if (response.statusCode === 503)
        expect(response.json()).toEqual(messageBody(platformMessages.serviceUnavailable));
    }
    // Every write sent after the cut was refused; none hung.
    expect(whileCut.slice(-10).map((r) => r.statusCode)).toEqual(Array(10).fill(503));

    const signedIn = await client.get('/api/auth/user');
    expect(signedIn.statusCode).toBe(503);
    expect(signedIn.json()).toEqual(messageBody(platformMessages.serviceUnavailable));
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toMatchObject({ status: 'unavailable', database: 'postgres' });

    proxy.restore();
    expect((await write()).statusCode).toBe(201);
    expect((await client.get('/api/auth/user')).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('a stalled database answers 503 within the timeouts, and the app recovers when it answers again', async () => {
    // Open links with nothing coming back (pooled connections) and new links that never answer.
    proxy.stall();
    const [signedIn, written, health, ...more] = await Promise.all([
      client.get('/api/auth/user'),
      write(),
      t.app.inject({ method: 'GET', url: '/api/health' }),
      ...Array.from({ length: 12 }, write),
    ]);
    for (const response of [signedIn, written, ...more]) {
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual(messageBody(platformMessages.serviceUnavailable));
    }
    expect(health.statusCode).toBe(503);

    proxy.restore();
    expect((await client.get('/api/auth/user')).statusCode).toBe(200);
    expect((await write()).statusCode).toBe(201);
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  }, 20_000);
});
