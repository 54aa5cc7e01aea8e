import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client';
import { createTestApp, newAccount } from './support/app';
import { openTestDatabase, testDatabaseKind } from './support/database';

/**
 * TRUST_PROXY in each documented form, through the started server: the app listens on 127.0.0.1 and
 * is reached over real HTTP, so the connection's address is the proxy's, as behind a load balancer.
 */
let database: Database;
const running: { close(): Promise<unknown> }[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  for (const app of running) await app.close();
  await database.close();
});

/** The app started with these settings; `/test/client` answers who it takes the client to be. */
async function started(env: Record<string, string>) {
  const { app } = await createTestApp({ database, env });
  app.get('/test/client', async (request) => ({ ip: request.ip, protocol: request.protocol }));
  await app.listen({ host: '127.0.0.1', port: 0 });
  running.push(app);
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return {
    client: async (headers: Record<string, string>) =>
      (await fetch(`${base}/test/client`, { headers })).json() as Promise<{ ip: string; protocol: string }>,
    signIn: (forwardedFor: string, username: string, password: string) =>
      fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
        body: JSON.stringify({ username, password }),
      }),
    register: (headers: Record<string, string>) =>
      fetch(`${base}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(newAccount()),
      }),
  };
}

// The proxy nearest the server (127.0.0.1) appended 198.51.100.2, which itself forwarded 203.0.113.9.
const chain = { 'x-forwarded-for': '203.0.113.9, 198.51.100.2', 'x-forwarded-proto': 'https' };

describe(`TRUST_PROXY, through the started server (${testDatabaseKind})`, () => {
  it.each([
    ['unset', undefined, '127.0.0.1', 'http'],
    ['false', 'false', '127.0.0.1', 'http'],
    ['true: every proxy, the furthest address', 'true', '203.0.113.9', 'https'],
    ['a hop count of 1: the address the nearest proxy saw', '1', '198.51.100.2', 'https'],
    ['a hop count of 2', '2', '203.0.113.9', 'https'],
    ['a hop count of 0: no proxy', '0', '127.0.0.1', 'http'],
    ["the proxy's address", '127.0.0.1', '198.51.100.2', 'https'],
    ['a comma-separated list of CIDR ranges', '127.0.0.0/8, 198.51.100.0/24', '203.0.113.9', 'https'],
    ['a named range', 'loopback', '198.51.100.2', 'https'],
    ['an address that is not the connecting one: its headers are ignored', '10.0.0.1', '127.0.0.1', 'http'],
  ])('%s', async (_form, setting, ip, protocol) => {
    const server = await started(setting === undefined ? {} : { TRUST_PROXY: setting });
    expect(await server.client(chain)).toEqual({ ip, protocol });
  });

  it('TRUST_PROXY=1: clients behind the load balancer are limited each by its own address', async () => {
    const server = await started({ TRUST_PROXY: '1', AUTH_RATE_LIMIT: '3' });
    for (let i = 0; i < 3; i += 1)
      expect((await server.signIn('203.0.113.20', `nobody_${i}`, 'Wrong#2026')).status).toBe(401);
    const refused = await server.signIn('203.0.113.20', 'nobody_3', 'Wrong#2026');
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({
      message: 'Too many attempts. Please wait a few minutes and try again.',
      code: 'tooManyAttempts',
    });
    // A client may write its own X-Forwarded-For: the proxy appends the address it saw, which counts.
    expect((await server.signIn('10.9.9.9, 203.0.113.20', 'nobody_4', 'Wrong#2026')).status).toBe(429);
    // Another client of the same load balancer is not refused.
    expect((await server.signIn('203.0.113.21', 'nobody_5', 'Wrong#2026')).status).toBe(401);
  });

  it('TRUST_PROXY=1: an IPv6 client behind the load balancer is counted by its /64', async () => {
    const server = await started({ TRUST_PROXY: '1', AUTH_RATE_LIMIT: '3' });
    for (let i = 1; i <= 3; i += 1)
      expect((await server.signIn(`2001:db8:40:1::${i}`, `nobody_${i}`, 'Wrong#2026')).status).toBe(401);
    expect((await server.signIn('2001:db8:40:1:aaaa::1', 'nobody_4', 'Wrong#2026')).status).toBe(429);
    expect((await server.signIn('2001:db8:40:2::1', 'nobody_5', 'Wrong#2026')).status).toBe(401);
  });

  it('TRUST_PROXY=1: the session cookie is Secure when the load balancer received https', async () => {
    const server = await started({ TRUST_PROXY: '1' });
    const res = await server.register({ 'x-forwarded-for': '203.0.113.30', 'x-forwarded-proto': 'https' });
    expect(res.status).toBe(201);
    expect(res.headers.get('set-cookie')).toMatch(/^hidaya_sid=[^;]+;.*\bSecure\b/i);
  });

  it('TRUST_PROXY unset: a client cannot escape its limit by writing X-Forwarded-For', async () => {
    const server = await started({ AUTH_RATE_LIMIT: '3' });
    for (let i = 0; i < 3; i += 1)
      expect((await server.signIn(`203.0.113.${40 + i}`, `nobody_${i}`, 'Wrong#2026')).status).toBe(401);
    expect((await server.signIn('203.0.113.99', 'nobody_3', 'Wrong#2026')).status).toBe(429);
  });
});
