import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@/server/app';
import { type Config, loadConfig } from '@/server/config';
import { type Database, openPglite, openPostgres } from '@/server/db/client';
import { registeredClient, type TestClient } from './support/app';

/**
 * Two instances of the app on one database, each with its own session cache (decision 016). On
 * PostgreSQL each has its own pool, as two processes would; PGlite is one process, so its two apps
 * share the one embedded database.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
let config: Config;
let databases: Database[];
let first: FastifyInstance;
let second: FastifyInstance;
let dropDatabase: (() => Promise<void>) | undefined;

async function openTwo(): Promise<Database[]> {
  if (!serverUrl) {
    const database = await openPglite();
    return [database, database];
  }
  const name = `hidaya_test_cache_${process.pid}_${randomBytes(4).toString('hex')}`;
  const onServer = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  await onServer(`create database ${name}`);
  dropDatabase = () => onServer(`drop database if exists ${name} with (force)`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const a = await openPostgres(url.toString());
  const b = await openPostgres(url.toString());
  return [a, b];
}

beforeAll(async () => {
  config = loadConfig({
    NODE_ENV: 'test',
    APP_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    AUTH_RATE_LIMIT: '1000',
  });
  databases = await openTwo();
  first = await buildApp({ config, database: databases[0]! });
  second = await buildApp({ config, database: databases[1]! });
}, 60_000);

afterAll(async () => {
  await first.close();
  await second.close();
  for (const database of new Set(databases)) await database.close();
  await dropDatabase?.();
});

/**
 * Resolves when the second instance's database connection has heard of a change to sessions. The
 * instance's own cache handler was registered first, so it has run by then. No timer: on PostgreSQL
 * the notification travels over the second pool's own connection, and this is the moment it lands.
 */
async function secondHearsNextChange(): Promise<() => Promise<void>> {
  let heard!: () => void;
  const arrived = new Promise<void>((resolve) => (heard = resolve));
  const listener = await databases[1]!.listen('hidaya_sessions', () => heard());
  return async () => {
    await arrived;
    await listener.close();
  };
}

/** The same browser session used against the second instance. */
function onSecond(client: TestClient) {
  const cookie = client.sessionCookie!;
  return { get: (url: string) => second.inject({ method: 'GET', url, headers: { cookie } }) };
}

describe('a session cached on another instance', () => {
  it('is refused on the other instance as soon as the person signs out', async () => {
    const { client, account } = await registeredClient(first);
    const elsewhere = onSecond(client);
    // Read twice on the second instance: the session is now in its cache.
    expect((await elsewhere.get('/api/auth/user')).json().username).toBe(account.username);
    expect((await elsewhere.get('/api/user/stats')).statusCode).toBe(200);

    const heard = await secondHearsNextChange();
    expect((await client.post('/api/auth/logout')).statusCode).toBe(200);
    await heard();

    const stats = await elsewhere.get('/api/user/stats');
    expect(stats.statusCode).toBe(401);
    expect((await elsewhere.get('/api/auth/user')).json()).toBeNull();
  });

  it('is refused on the other instance as soon as the account is deleted', async () => {
    const { client, account } = await registeredClient(first);
    const elsewhere = onSecond(client);
    expect((await elsewhere.get('/api/prayers/today')).statusCode).toBe(200);
    expect((await elsewhere.get('/api/prayers/today')).statusCode).toBe(200);

    const heard = await secondHearsNextChange();
    expect((await client.delete('/api/user', { password: account.password })).statusCode).toBe(200);
    await heard();

    expect((await elsewhere.get('/api/prayers/today')).statusCode).toBe(401);
  });

  it('signs out, on the other instance at once, every other session of a person who changes their password', async () => {
    const { client, account } = await registeredClient(first);
    // A second device signed in through the second instance, its session cached there.
    const login = await second.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: account.username, password: account.password },
    });
    const otherCookie = `hidaya_sid=${login.cookies.find((c) => c.name === 'hidaya_sid')!.value}`;
    const onOther = () =>
      second.inject({ method: 'GET', url: '/api/user/stats', headers: { cookie: otherCookie } });
    expect((await onOther()).statusCode).toBe(200);
    expect((await onOther()).statusCode).toBe(200);
    // This device's session is cached on the second instance too.
    const elsewhere = onSecond(client);
    expect((await elsewhere.get('/api/user/stats')).statusCode).toBe(200);

    const heard = await secondHearsNextChange();
    const change = await client.post('/api/user/password', {
      currentPassword: account.password,
      newPassword: 'Barakah#2027',
    });
    expect(change.statusCode).toBe(200);
    await heard();

    expect((await onOther()).statusCode).toBe(401);
    // The device that made the change stays signed in, on either instance.
    expect((await client.get('/api/user/stats')).statusCode).toBe(200);
    expect((await elsewhere.get('/api/user/stats')).statusCode).toBe(200);
  });

  it("shows a change to the person's account on the other instance at once", async () => {
    const { client } = await registeredClient(first);
    const elsewhere = onSecond(client);
    expect((await elsewhere.get('/api/auth/user')).json().language).toBe('english');

    const heard = await secondHearsNextChange();
    expect((await client.patch('/api/user/preferences', { language: 'turkish' })).statusCode).toBe(200);
    await heard();

    expect((await elsewhere.get('/api/auth/user')).json().language).toBe('turkish');
  });

  it("shows a change to the person's plan (billing's own table) on the other instance at once", async () => {
    const { client } = await registeredClient(first);
    const elsewhere = onSecond(client);
    expect((await elsewhere.get('/api/auth/user')).json().subscriptionStatus).toBe('free');
    expect((await elsewhere.get('/api/user/status')).json().entitlements.plan).toBe('free');

    // The checkout makes the person a customer (billing's first row for them), then the demo payment.
    let heard = await secondHearsNextChange();
    const checkout = (await client.post('/api/create-checkout-session')).json();
    await heard();
    heard = await secondHearsNextChange();
    const sessionId = String(checkout.url).replace('/demo-checkout/', '');
    expect((await client.post(`/api/demo-checkout/${sessionId}`, { outcome: 'pay' })).statusCode).toBe(200);
    await heard();

    expect((await elsewhere.get('/api/auth/user')).json().subscriptionStatus).toBe('premium');
    expect((await elsewhere.get('/api/user/status')).json().entitlements.plan).toBe('premium');
  });

  it('shows the change on the instance that made it, with nothing to wait for', async () => {
    const { client } = await registeredClient(first);
    expect((await client.get('/api/auth/user')).json().language).toBe('english');
    await client.patch('/api/user/preferences', { language: 'french' });
    expect((await client.get('/api/auth/user')).json().language).toBe('french');
    const cookie = client.sessionCookie!;
    await client.post('/api/auth/logout');
    const signedOut = await first.inject({ method: 'GET', url: '/api/user/stats', headers: { cookie } });
    expect(signedOut.statusCode).toBe(401);
  });
});

describe('a prayer answer kept on another instance (decision 028)', () => {
  it('shows a record made through the other instance at once, with no message between them', async () => {
    const { client } = await registeredClient(first);
    await client.request({ method: 'PUT', url: '/api/prayer-settings', payload: { timeZone: 'UTC' } });
    const elsewhere = onSecond(client);
    const date = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const url = `/api/prayers/monthly?month=${date.slice(0, 7)}`;
    const fajrThere = async () =>
      (await elsewhere.get(url)).json().days[Number(date.slice(8)) - 1].prayers.fajr;
    // Read twice on the second instance: the answer is now kept there.
    expect(await fajrThere()).toBe(false);
    expect(await fajrThere()).toBe(false);

    const record = await client.post('/api/prayer-records', { prayerType: 'fajr', prayerDate: date });
    expect(record.statusCode).toBe(201);
    expect(await fajrThere()).toBe(true);

    expect((await client.delete(`/api/prayer-records/${record.json().id}`)).statusCode).toBe(200);
    expect(await fajrThere()).toBe(false);
  });
});
