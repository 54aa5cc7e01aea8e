import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@/server/config';
import { createTestApp, newAccount, registeredClient, type TestApp } from './support/app';

/**
 * Decision 003: failed sign-ins are limited per account and per address; successful sign-ins never
 * count and registrations have a limit a school or mosque behind one address does not reach.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_ACCOUNT_LIMIT: '3', AUTH_RATE_LIMIT: '5' } });
});
afterAll(() => t.close());

const signIn = (username: string, password: string, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: ip,
    payload: { username, password },
  });
const tooMany = {
  message: 'Too many attempts. Please wait a few minutes and try again.',
  code: 'tooManyAttempts',
};

describe('failed sign-ins per account', () => {
  it('the 3rd wrong password is answered, the 4th attempt on that account is refused from any address, even with the right password', async () => {
    const { account } = await registeredClient(t.app);
    for (const ip of ['10.0.1.1', '10.0.1.2', '10.0.1.3']) {
      expect((await signIn(account.username, 'Wrong#2026', ip)).statusCode).toBe(401);
    }
    const blocked = await signIn(account.username.toUpperCase(), account.password, '10.0.1.4');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(tooMany);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
  });

  it("a successful sign-in clears the account's failures", async () => {
    const { account } = await registeredClient(t.app);
    for (let i = 0; i < 2; i += 1)
      expect((await signIn(account.username, 'Wrong#2026', '10.0.2.1')).statusCode).toBe(401);
    expect((await signIn(account.username, account.password, '10.0.2.1')).statusCode).toBe(200);
    for (let i = 0; i < 3; i += 1)
      expect((await signIn(account.username, 'Wrong#2026', '10.0.2.2')).statusCode).toBe(401);
    expect((await signIn(account.username, account.password, '10.0.2.2')).statusCode).toBe(429);
  });
});

describe('failed sign-ins per address', () => {
  it('the 5th failure from one address is answered, the 6th attempt from it is refused; another address is not', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await signIn(`nobody_${i}`, 'Wrong#2026', '10.0.3.1')).statusCode).toBe(401);
    }
    const { account } = await registeredClient(t.app);
    expect((await signIn(account.username, account.password, '10.0.3.1')).json()).toEqual(tooMany);
    expect((await signIn(account.username, account.password, '10.0.3.2')).statusCode).toBe(200);
  });
});

describe('a school or a mosque behind one address', () => {
  it('signs in 10 people three times each (30 sign-ins, six times the address limit) without a refusal', async () => {
    const pupils = [];
    for (let i = 0; i < 10; i += 1) {
      const pupil = newAccount();
      // Accounts made elsewhere (each from its own address), so only the sign-ins share one.
      const made = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        remoteAddress: `10.0.6.${i}`,
        payload: pupil,
      });
      expect(made.statusCode).toBe(201);
      pupils.push(pupil);
    }
    for (let round = 0; round < 3; round += 1) {
      for (const pupil of pupils) {
        expect((await signIn(pupil.username, pupil.password, '10.0.4.1')).statusCode).toBe(200);
      }
    }
  });

  it('registers up to AUTH_RATE_LIMIT accounts from one address in 15 minutes; the next is refused', async () => {
    const register = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        remoteAddress: '10.0.5.1',
        payload: newAccount(),
      });
    for (let i = 0; i < 5; i += 1) expect((await register()).statusCode).toBe(201);
    const refused = await register();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(tooMany);
  });

  it('by default a class of more than 20 registers and fails sign-ins without being blocked', () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      APP_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    });
    expect(config.authRateLimit).toBe(100);
    expect(config.authAccountLimit).toBe(10);
  });
});
