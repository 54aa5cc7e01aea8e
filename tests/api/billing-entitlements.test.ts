import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billing } from '@/server/features/billing/public';
import type { AccountSubscriptionChanges } from '@/server/features/billing/repository';
import { createTestApp, registeredClient, TestClient, type TestApp } from './support/app';
import { setMessagesUsed } from './support/meters';
import { sessionUserOf, setPlan } from './support/plans';

let t: TestApp;
let now = new Date('2026-05-10T12:00:00Z');
beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => now } });
});
afterAll(() => t.close());

const setAccount = (id: number, changes: AccountSubscriptionChanges) => setPlan(t.database, id, changes);

describe('what the server says a person may do', () => {
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

  it("the school's own subscription: classes left are those of its current period, even when its start has microseconds", async () => {
    const { client, user } = await registeredClient(t.app);
    // The period's start as PostgreSQL keeps it (microseconds); its meter's key has milliseconds.
    await t.database.db.execute(sql`
      insert into sunday_school_subscriptions
        (user_id, stripe_subscription_id, status, current_period_start, current_period_end, classes_limit)
      values (${user.id}, ${`sub_school_${user.id}`}, 'active', '2026-05-01T08:30:15.123456Z', '2026-06-01T08:30:15Z', 4)`);
    // A class of an earlier period does not count in this one.
    await t.database.db.execute(sql`
      insert into usage_meters (user_id, meter, period, used)
      values (${user.id}, 'school_classes', 'school:2026-04-01T08:30:15.123Z', 4)`);
    const entitlements = async () => (await client.get('/api/user/status')).json().entitlements;
    expect(await entitlements()).toMatchObject({ school: true, schoolClassesLeft: 4, schoolClassesLimit: 4 });

    const classes = billing(t.database.db).schoolClasses;
    const row = await sessionUserOf(t.database, user.id);
    expect(await classes.take(row, now)).toBe(true);
    expect(await classes.take(row, now)).toBe(true);
    expect(await entitlements()).toMatchObject({ school: true, schoolClassesLeft: 2, schoolClassesLimit: 4 });
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
