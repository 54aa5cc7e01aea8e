import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@/server/config';
import { sessions } from '@/server/db/schema';
import { createTestApp, newAccount, registeredClient, type TestApp } from './support/app';
import { testDatabaseKind } from './support/database';

/**
 * Decision 001: a session ends after SESSION_IDLE_DAYS without activity and, whatever its activity,
 * SESSION_MAX_AGE_DAYS after it began. The clock is pinned and moved by the tests.
 */
const DAY_MS = 24 * 60 * 60 * 1000;
let now = new Date('2026-11-01T10:00:00Z');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => now }, env: { SESSION_IDLE_DAYS: '14' } });
});
afterAll(() => t.close());

const later = (from: Date, ms: number) => new Date(from.getTime() + ms);
const sessionsOf = (userId: number) =>
  t.database.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, userId));

describe(`a session's maximum age (${testDatabaseKind})`, () => {
  it('is 60 days by default', () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      APP_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    });
    expect(config.sessionMaxAgeMs).toBe(60 * DAY_MS);
    expect(config.sessionIdleMs).toBe(14 * DAY_MS);
  });

  it('signs the person out 60 days after sign-in however active they were, and removes the session', async () => {
    const start = now;
    const { client, user } = await registeredClient(t.app);
    try {
      // Active every 10 days: never idle for 14.
      for (let day = 10; day <= 50; day += 10) {
        now = later(start, day * DAY_MS);
        expect((await client.get('/api/auth/user')).json()).toMatchObject({ id: user.id });
      }
      now = later(start, 60 * DAY_MS - 60_000);
      expect((await client.get('/api/auth/user')).json()).toMatchObject({ id: user.id });
      // A minute later (and within the session cache's few seconds): signed out.
      now = later(start, 60 * DAY_MS);
      expect((await client.get('/api/auth/user')).json()).toBeNull();
      expect((await client.get('/api/user/stats')).statusCode).toBe(401);
      expect(await sessionsOf(user.id)).toEqual([]);
    } finally {
      now = start;
    }
  });

  it('gives the cookie no longer a life than the maximum age, at registration and at sign-in', async () => {
    const account = newAccount();
    const registered = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: account });
    expect(registered.statusCode).toBe(201);
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: account.username, password: account.password },
    });
    expect(signedIn.statusCode).toBe(200);
    for (const res of [registered, signedIn]) {
      expect(res.cookies.find((c) => c.name === 'hidaya_sid')?.maxAge).toBe((60 * DAY_MS) / 1000);
    }
  });

  it('ends a session begun more than 60 days ago whose idle expiry lies further on (one written before the limit)', async () => {
    const { client, user } = await registeredClient(t.app);
    await t.database.db
      .update(sessions)
      .set({ createdAt: later(now, -61 * DAY_MS), expiresAt: later(now, 10 * DAY_MS) })
      .where(eq(sessions.userId, user.id));
    expect((await client.get('/api/auth/user')).json()).toBeNull();
    expect(await sessionsOf(user.id)).toEqual([]);
  });

  it('takes SESSION_MAX_AGE_DAYS, and ends a session at the sooner of its idle expiry and its maximum age', async () => {
    const short = await createTestApp({
      clock: { now: () => now },
      env: { SESSION_IDLE_DAYS: '14', SESSION_MAX_AGE_DAYS: '3' },
    });
    const start = now;
    try {
      const { client, user } = await registeredClient(short.app);
      now = later(start, 2 * DAY_MS);
      expect((await client.get('/api/auth/user')).json()).toMatchObject({ id: user.id });
      // The touch slid the expiry to the maximum age, not 14 days on.
      const [row] = await short.database.db
        .select({ expiresAt: sessions.expiresAt })
        .from(sessions)
        .where(eq(sessions.userId, user.id));
      expect(row!.expiresAt.toISOString()).toBe(later(start, 3 * DAY_MS).toISOString());
      now = later(start, 3 * DAY_MS + 1000);
      expect((await client.get('/api/auth/user')).json()).toBeNull();
      expect(await short.database.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
    } finally {
      now = start;
      await short.close();
    }
  });
});
