import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountSubscriptionChanges } from '@/server/features/billing/repository';
import { createTestApp, registeredClient, TestClient, type TestApp } from './support/app';
import { setMessagesUsed } from './support/meters';
import { setPlan } from './support/plans';

let t: TestApp;
let now = new Date('2026-05-10T12:00:00Z');
beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => now } });
});
afterAll(() => t.close());

const setAccount = (id: number, changes: AccountSubscriptionChanges) => setPlan(t.database, id, changes);

describe('what the server says a person may do (issue 8 item 7)', () => {
  it('a free person: Free, 5 messages a month, counting down', async () => {
    const { client, user } = await registeredClient(t.app);
    const res = await client.get('/api/user/status');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      subscriptionStatus: 'free',
      subscriptionEndDate: null,
      entitlements: { plan: 'free', premium: false, messagesLeft: 5, allPrayerLessons: false, school: false },
    });
    await setMessagesUsed(t.database, user.id, 3, now);
    expect((await client.get('/api/user/status')).json().entitlements.messagesLeft).toBe(2);
  });

  it('a cancelled plan still paid for is that plan until its end date, then Free', async () => {
    const { client, user } = await registeredClient(t.app);
    const end = new Date('2026-05-20T00:00:00Z');
    await setAccount(user.id, {
      subscriptionStatus: 'cancelled',
      subscriptionPlan: 'premium',
      subscriptionEndDate: end,
    });
    expect((await client.get('/api/user/status')).json().entitlements).toMatchObject({
      plan: 'premium',
      premium: true,
      endsAt: end.toISOString(),
      renewsAt: null,
      messagesLeft: null,
      allPrayerLessons: true,
    });
    const lesson = '/api/prayer-teaching?prayerType=dhuhr&tradition=sunni&level=1&language=en';
    expect((await client.get(lesson)).statusCode).toBe(200);
    now = new Date('2026-05-20T00:00:01Z');
    expect((await client.get('/api/user/status')).json().entitlements).toMatchObject({
      plan: 'free',
      premium: false,
    });
    expect((await client.get(lesson)).statusCode).toBe(402);
    now = new Date('2026-05-10T12:00:00Z');
  });

  it('answers the status calls and the plan catalogue to signed-in people only', async () => {
    const visitor = new TestClient(t.app);
    for (const url of [
      '/api/user/status',
      '/api/user/subscription',
      '/api/subscription/status',
      '/api/subscription/plans',
    ]) {
      expect((await visitor.get(url)).statusCode).toBe(401);
    }
    const { client } = await registeredClient(t.app);
    expect((await client.get('/api/subscription/status')).json()).toEqual({
      subscriptionStatus: 'free',
      subscriptionEndDate: null,
    });
    const plans = (await client.get('/api/subscription/plans')).json().plans;
    expect(plans.map((p: { id: string; priceCents: number }) => [p.id, p.priceCents])).toEqual([
      ['free', 0],
      ['premium', 700],
      ['quran_teacher', 700],
      ['everything', 2500],
      ['school', 2500],
    ]);
  });
});
