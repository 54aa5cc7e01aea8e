import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from './support/app';
import { createTestApp, registeredClient, type TestApp } from './support/app';

/** No Stripe key outside production: the demo provider of decision 013 serves every flow. */
let t: TestApp;
let now = new Date('2026-05-10T12:00:00Z');
beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => now }, env: { SESSION_IDLE_DAYS: '120' } });
}, 60_000);
afterAll(() => t.close());

const sessionOf = (url: string) => url.replace('/demo-checkout/', '');
const act = (client: TestClient, sessionId: string, outcome: string) =>
  client.post(`/api/demo-checkout/${sessionId}`, { outcome });
const status = async (client: TestClient) => (await client.get('/api/user/status')).json();

describe('the demo provider (decision 013)', () => {
  it('Premium: a local checkout page; Decline leaves the person on Free, Pay grants Premium through the webhook path', async () => {
    const { client } = await registeredClient(t.app);
    expect((await client.get('/api/subscription/plans')).json().payments).toEqual({
      provider: 'demo',
      publishableKey: null,
    });
    const { url } = (await client.post('/api/create-checkout-session')).json();
    expect(url).toMatch(/^\/demo-checkout\/demo_cs_/);
    const id = sessionOf(url);
    expect((await client.get(`/api/demo-checkout/${id}`)).json()).toMatchObject({
      plan: 'premium',
      priceCents: 700,
      trialDays: 0,
      checkoutStatus: 'open',
    });

    const declined = await act(client, id, 'decline');
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toEqual({ message: 'Your card was declined.', code: 'cardDeclined' });
    expect((await status(client)).entitlements.plan).toBe('free');

    const paid = await act(client, id, 'pay');
    expect(paid.json()).toEqual({ redirectUrl: `/success?session_id=${id}` });
    const after = await status(client);
    expect(after).toMatchObject({
      subscriptionStatus: 'premium',
      subscriptionEndDate: '2026-06-10T12:00:00.000Z',
      entitlements: { plan: 'premium', renewsAt: '2026-06-10T12:00:00.000Z' },
    });
    // Paying twice does nothing more.
    expect((await act(client, id, 'pay')).json()).toEqual({ redirectUrl: null });
  });

  it("another person's demo checkout is 404, and so is a made-up one", async () => {
    const { client } = await registeredClient(t.app);
    const id = sessionOf((await client.post('/api/create-checkout-session')).json().url);
    const { client: other } = await registeredClient(t.app);
    expect((await other.get(`/api/demo-checkout/${id}`)).statusCode).toBe(404);
    expect((await act(other, id, 'pay')).statusCode).toBe(404);
    expect((await client.get('/api/demo-checkout/demo_cs_nothing')).statusCode).toBe(404);
    expect((await status(client)).entitlements.plan).toBe('free');
  });

  it('Cancel on the checkout page goes back to the plans with nothing changed', async () => {
    const { client } = await registeredClient(t.app);
    const { demoUrl, clientSecret } = (await client.post('/api/subscription/create-everything')).json();
    expect(clientSecret).toBeNull();
    const left = await act(client, sessionOf(demoUrl), 'cancel');
    expect(left.json()).toEqual({ redirectUrl: '/subscription' });
    expect((await status(client)).subscriptionStatus).toBe('free');
  });

  it('renewal, a failed renewal and the end of a cancelled period, from the same page', async () => {
    const { client } = await registeredClient(t.app);
    const { demoUrl } = (await client.post('/api/subscription/create-quran-teacher')).json();
    const id = sessionOf(demoUrl);
    expect((await act(client, id, 'pay')).json()).toEqual({ redirectUrl: '/subscription?success=true' });
    expect((await status(client)).subscriptionStatus).toBe('quran_teacher');

    await act(client, id, 'renew');
    expect((await status(client)).subscriptionEndDate).toBe('2026-07-10T12:00:00.000Z');

    // A second running plan would charge twice: refused, the running one is changed instead.
    const second = await client.post('/api/subscription/create-everything');
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({
      message: 'You already have a running plan. Change your plan instead of buying a second one.',
      code: 'changePlanInstead',
    });

    await act(client, id, 'fail_renewal');
    expect((await status(client)).entitlements).toMatchObject({ plan: 'free', premium: false });
    await act(client, id, 'renew');
    expect((await status(client)).entitlements.plan).toBe('quran_teacher');

    expect((await client.post('/api/subscription/cancel')).statusCode).toBe(200);
    expect((await status(client)).entitlements).toMatchObject({
      plan: 'quran_teacher',
      endsAt: '2026-08-10T12:00:00.000Z',
    });
    await act(client, id, 'end_period');
    expect((await status(client)).entitlements.plan).toBe('free');
  });

  it('the school: 7 days free, then renewed with its 4 classes', async () => {
    const { client } = await registeredClient(t.app);
    const { checkoutUrl } = (await client.post('/api/sunday-school/subscribe')).json();
    const id = sessionOf(checkoutUrl);
    expect((await client.get(`/api/demo-checkout/${id}`)).json()).toMatchObject({
      plan: 'school',
      trialDays: 7,
    });
    expect((await act(client, id, 'pay')).json()).toEqual({ redirectUrl: '/sunday-school?success=true' });
    expect((await client.get('/api/sunday-school/subscription')).json()).toEqual({
      hasActiveSubscription: true,
      status: 'active',
      currentPeriodEnd: '2026-05-17T12:00:00.000Z',
      classesUsed: 0,
      classesLimit: 4,
    });
    expect((await client.post('/api/sunday-school/subscribe')).statusCode).toBe(409);
    now = new Date('2026-05-17T12:00:00Z');
    await act(client, id, 'renew');
    expect((await client.get('/api/sunday-school/subscription')).json()).toMatchObject({
      currentPeriodEnd: '2026-06-17T12:00:00.000Z',
      hasActiveSubscription: true,
    });
    now = new Date('2026-05-10T12:00:00Z');
  });
});
