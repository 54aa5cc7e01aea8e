import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '@/server/config';
import { createTestApp, newAccount, registeredClient, type TestApp } from './support/app';

/**
 * Decision 003: failed sign-ins are limited per account and address, per address, and slowed past a
 * ceiling per account; successful sign-ins never count and registrations have a limit a school or
 * mosque behind one address does not reach. Every per-address limit counts an IPv6 client by its /64.
 */
let t: TestApp;
/** The pauses the app took before checking a password (its clock records them instead of sleeping). */
const pauses: number[] = [];
beforeAll(async () => {
  t = await createTestApp({
    // AUTH_ACCOUNT_LIMIT is its default, 10.
    env: { AUTH_RATE_LIMIT: '12', AUTH_ACCOUNT_CEILING: '25' },
    clock: {
      now: () => new Date(),
      sleep: async (ms) => {
        pauses.push(ms);
      },
    },
  });
});
afterAll(() => t.close());
beforeEach(() => {
  pauses.length = 0;
});

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
const wrong = {
  message: 'Invalid username or password',
  code: 'invalidCredentials',
};
const failTimes = async (n: number, username: string, ip: string) => {
  for (let i = 0; i < n; i += 1) {
    const res = await signIn(username, 'Wrong#2026', ip);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(wrong);
  }
};

describe('failed sign-ins per account and address', () => {
  it('ten wrong passwords from one address do not stop the right password from another', async () => {
    const { account } = await registeredClient(t.app);
    await failTimes(10, account.username, '10.0.1.1');
    const mine = await signIn(account.username, account.password, '10.0.1.2');
    expect(mine.statusCode).toBe(200);
    expect(mine.json().username).toBe(account.username);
  });

  it('the address that failed ten times is refused on that account, even with the right password, until its window ends', async () => {
    const { account } = await registeredClient(t.app);
    await failTimes(10, account.username, '10.0.1.3');
    for (const attempt of [account.password, 'Wrong#2026']) {
      const blocked = await signIn(account.username.toUpperCase(), attempt, '10.0.1.3');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual(tooMany);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    }
    // Its guesses at other accounts are still counted only by the address limit.
    const other = await registeredClient(t.app);
    expect((await signIn(other.account.username, other.account.password, '10.0.1.3')).statusCode).toBe(200);
  });

  it("a successful sign-in clears its own address's failures on the account, not another address's", async () => {
    const { account } = await registeredClient(t.app);
    await failTimes(6, account.username, '10.0.2.1');
    await failTimes(9, account.username, '10.0.2.2');
    expect((await signIn(account.username, account.password, '10.0.2.1')).statusCode).toBe(200);
    // 10.0.2.1 starts again on the account: six more failures (12 in all) are answered.
    await failTimes(6, account.username, '10.0.2.1');
    // 10.0.2.2 still has its nine: the tenth is answered, then it is refused.
    await failTimes(1, account.username, '10.0.2.2');
    expect((await signIn(account.username, account.password, '10.0.2.2')).json()).toEqual(tooMany);
  });
});

describe("an account's ceiling (an attack from many addresses)", () => {
  it('slows every attempt past AUTH_ACCOUNT_CEILING failures, longer with each failure, and never refuses one', async () => {
    const { account } = await registeredClient(t.app);
    // 25 failures from three addresses: each below its own limit, the account at its ceiling.
    await failTimes(10, account.username, '10.0.9.1');
    await failTimes(10, account.username, '10.0.9.2');
    await failTimes(5, account.username, '10.0.9.3');
    expect(pauses).toEqual([]);
    // Every further attempt waits first, a quarter of a second more per failure, and is answered.
    for (let i = 4; i <= 9; i += 1) await failTimes(1, account.username, `10.0.9.${i}`);
    expect(pauses).toEqual([250, 500, 750, 1000, 1250, 1500]);
    pauses.length = 0;
    // The person who knows the password signs in, after the same wait.
    const mine = await signIn(account.username, account.password, '10.0.9.20');
    expect(mine.statusCode).toBe(200);
    expect(pauses).toEqual([1750]);
    // Signing in does not end the slowing: the attack goes on being slowed.
    await failTimes(1, account.username, '10.0.9.21');
    expect(pauses).toEqual([1750, 1750]);
    // The wait stops growing at 5 seconds (the 44th failure and after).
    pauses.length = 0;
    for (let i = 22; i <= 35; i += 1) await failTimes(1, account.username, `10.0.9.${i}`);
    expect(pauses).toEqual([
      2000, 2250, 2500, 2750, 3000, 3250, 3500, 3750, 4000, 4250, 4500, 4750, 5000, 5000,
    ]);
  });

  it("does not slow another account's sign-in", async () => {
    const { account } = await registeredClient(t.app);
    expect((await signIn(account.username, account.password, '10.0.9.1')).statusCode).toBe(200);
    expect(pauses).toEqual([]);
  });
});

describe('failed sign-ins per address', () => {
  it('the 12th failure from one address is answered, the 13th attempt from it is refused; another address is not', async () => {
    for (let i = 0; i < 12; i += 1) {
      expect((await signIn(`nobody_${i}`, 'Wrong#2026', '10.0.3.1')).statusCode).toBe(401);
    }
    const { account } = await registeredClient(t.app);
    expect((await signIn(account.username, account.password, '10.0.3.1')).json()).toEqual(tooMany);
    expect((await signIn(account.username, account.password, '10.0.3.2')).statusCode).toBe(200);
  });

  it('counts an IPv6 client by its /64: addresses of one /64 share the limit, another /64 does not', async () => {
    for (let i = 1; i <= 12; i += 1) {
      const ip = `2001:db8:77:1:${i.toString(16)}::${i}`;
      expect((await signIn(`nobody_v6_${i}`, 'Wrong#2026', ip)).statusCode).toBe(401);
    }
    const { account } = await registeredClient(t.app);
    const sameNetwork = await signIn(account.username, account.password, '2001:db8:77:1:ffff:ffff:ffff:fffe');
    expect(sameNetwork.statusCode).toBe(429);
    expect(sameNetwork.json()).toEqual(tooMany);
    expect((await signIn(account.username, account.password, '2001:db8:77:2::1')).statusCode).toBe(200);
  });

  it('counts an IPv4-mapped IPv6 address as its IPv4 address', async () => {
    for (let i = 0; i < 12; i += 1) {
      expect((await signIn(`nobody_mapped_${i}`, 'Wrong#2026', '::ffff:10.0.3.7')).statusCode).toBe(401);
    }
    const { account } = await registeredClient(t.app);
    expect((await signIn(account.username, account.password, '10.0.3.7')).json()).toEqual(tooMany);
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

  const register = (ip: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      remoteAddress: ip,
      payload: newAccount(),
    });

  it('registers up to AUTH_RATE_LIMIT accounts from one address in 15 minutes; the next is refused', async () => {
    for (let i = 0; i < 12; i += 1) expect((await register('10.0.5.1')).statusCode).toBe(201);
    const refused = await register('10.0.5.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(tooMany);
  });

  it('counts registrations from one IPv6 /64 together, whatever address of it each comes from', async () => {
    for (let i = 1; i <= 12; i += 1)
      expect((await register(`2001:db8:5:6:${i.toString(16)}::1`)).statusCode).toBe(201);
    const refused = await register('2001:db8:5:6::abcd');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(tooMany);
    expect((await register('2001:db8:5:7::abcd')).statusCode).toBe(201);
  });

  it('by default a class of more than 20 registers and fails sign-ins without being blocked', () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      APP_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    });
    expect(config.authRateLimit).toBe(100);
    expect(config.authAccountLimit).toBe(10);
    expect(config.authAccountCeiling).toBe(100);
  });
});
