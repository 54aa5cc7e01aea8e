import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoSubscriptions } from '@/server/providers/payments/demo-schema';
import { stripePayments } from '@/server/providers/payments/stripe-adapter';
import { FAKE_PRICES, startFakeStripe, WEBHOOK_SECRET, type FakeStripe } from '../support/fake-stripe';
import { createTestApp, registeredClient, TestClient, type TestApp } from './support/app';

/**
 * Changing plan (decision 013): the running subscription moves to the new plan's price with the
 * provider's proration, what is due is charged now, and a second subscription is never started.
 * Stripe is reached through its SDK (the fake on 127.0.0.1); the demo provider does the same sums.
 * The clocks are after Quran Teacher became its own plan, so it grants no part of Premium here.
 */
const DAY = 24 * 60 * 60;
const START = Math.floor(Date.UTC(2027, 0, 10, 12) / 1000);

const STRIPE_ENV = {
  STRIPE_SECRET_KEY: 'sk_test_fake',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_PRICE_PREMIUM: FAKE_PRICES.premium,
  STRIPE_PRICE_QURAN_TEACHER: FAKE_PRICES.quran_teacher,
  STRIPE_PRICE_EVERYTHING: FAKE_PRICES.everything,
  STRIPE_PRICE_SCHOOL: FAKE_PRICES.school,
};

const entitlementsOf = async (client: TestClient) =>
  (await client.get('/api/user/status')).json().entitlements;
const preview = (client: TestClient, plan: unknown) =>
  client.post('/api/subscription/preview-change', { plan });
const change = (client: TestClient, plan: unknown) => client.post('/api/subscription/change', { plan });

describe('changing plan with Stripe (through the SDK)', () => {
  let fake: FakeStripe;
  let t: TestApp;
  const clock = { now: () => new Date(fake.now * 1000) };

  beforeAll(async () => {
    fake = await startFakeStripe();
    fake.now = START;
    t = await createTestApp({
      clock,
      env: { ...STRIPE_ENV, SESSION_IDLE_DAYS: '90' },
      providers: () => ({
        payments: stripePayments({
          secretKey: 'sk_test_fake',
          publishableKey: 'pk_test_fake',
          webhookSecret: WEBHOOK_SECRET,
          prices: FAKE_PRICES,
          host: fake.host,
          port: fake.port,
          protocol: 'http',
        }),
      }),
    });
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const webhook = (signed: { payload: string; signature: string }) =>
    t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signed.signature },
      payload: signed.payload,
    });

  /** Premium through hosted checkout, paid at START, the webhook delivered. */
  async function premiumSubscriber() {
    fake.now = START;
    const person = await registeredClient(t.app);
    const { url } = (await person.client.post('/api/create-checkout-session')).json();
    const sessionId = url.split('/').pop()!;
    const sub = fake.completeCheckout(sessionId);
    const session = fake.checkoutSessions.get(sessionId)!;
    expect((await webhook(fake.signedEvent('checkout.session.completed', session))).statusCode).toBe(200);
    return { ...person, sub };
  }
  const subscriptionsOf = (customer: string) =>
    [...fake.subscriptions.values()].filter((sub) => sub.customer === customer);

  it('upgrades Premium to Everything on the same subscription: 10 of 30 days used, $12.00 due now to the cent', async () => {
    const { client, sub } = await premiumSubscriber();
    const periodEnd = new Date(sub.items.data[0]!.current_period_end * 1000).toISOString();
    fake.now = START + 10 * DAY;

    const previewed = await preview(client, 'everything');
    expect(previewed.statusCode).toBe(200);
    // 20 of 30 days left: $7.00 × 2/3 = 466.67 → 467 credited, $25.00 × 2/3 = 1666.67 → 1667 charged.
    const due = {
      from: 'premium',
      to: 'everything',
      dueNow: 1200,
      credit: 0,
      currency: 'usd',
      unusedTime: 467,
      remainingTime: 1667,
      nextPriceCents: 2500,
      renewsAt: periodEnd,
    };
    expect(previewed.json()).toEqual(due);
    const previewRequest = fake.requests.findLast((r) => r.path === '/v1/invoices/create_preview')!;
    expect(previewRequest.body).toMatchObject({
      subscription: sub.id,
      subscription_details: {
        items: { '0': { id: sub.items.data[0]!.id, price: FAKE_PRICES.everything } },
        proration_behavior: 'always_invoice',
        proration_date: String(START + 10 * DAY),
      },
    });
    // A preview changes nothing.
    expect(fake.subscriptions.get(sub.id)!.items.data[0]!.price.id).toBe(FAKE_PRICES.premium);
    expect((await entitlementsOf(client)).plan).toBe('premium');

    const changed = await change(client, 'everything');
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ ...due, message: 'Your plan has been changed.', code: 'planChanged' });
    const update = fake.requests.findLast(
      (r) => r.method === 'POST' && r.path === `/v1/subscriptions/${sub.id}`,
    )!;
    expect(update.body).toMatchObject({
      items: { '0': { id: sub.items.data[0]!.id, price: FAKE_PRICES.everything } },
      proration_behavior: 'always_invoice',
      payment_behavior: 'error_if_incomplete',
    });
    expect(fake.invoices.at(-1)).toMatchObject({ subscription: sub.id, total: 1200 });
    // One subscription, now at Everything's price; the period is unchanged.
    expect(subscriptionsOf(sub.customer).map((s) => [s.id, s.items.data[0]!.price.id])).toEqual([
      [sub.id, FAKE_PRICES.everything],
    ]);
    expect(await entitlementsOf(client)).toMatchObject({
      plan: 'everything',
      renewsAt: periodEnd,
      quranTeacher: true,
      school: true,
      unlimitedMessages: true,
    });
  });

  it('downgrades Everything to Quran Teacher: the unused time is a credit, nothing is due, Premium’s grants go', async () => {
    const { client, sub } = await premiumSubscriber();
    fake.now = START + 10 * DAY;
    expect((await change(client, 'everything')).statusCode).toBe(200);
    fake.now = START + 25 * DAY;
    const invoices = fake.invoices.length;

    // 5 of 30 days left: $25.00 / 6 = 416.67 → 417 credited, $7.00 / 6 = 116.67 → 117 charged.
    const expected = {
      from: 'everything',
      to: 'quran_teacher',
      dueNow: 0,
      credit: 300,
      unusedTime: 417,
      remainingTime: 117,
    };
    expect((await preview(client, 'quran_teacher')).json()).toMatchObject(expected);
    const changed = await change(client, 'quran_teacher');
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ ...expected, nextPriceCents: 700, code: 'planChanged' });
    expect(fake.invoices.length).toBe(invoices + 1);
    expect(fake.invoices.at(-1)!.total).toBe(-300);
    expect(subscriptionsOf(sub.customer)).toHaveLength(1);
    expect(await entitlementsOf(client)).toMatchObject({
      plan: 'quran_teacher',
      quranTeacher: true,
      school: false,
      unlimitedMessages: false,
      allPrayerLessons: false,
      messagesLeft: 5,
    });
    const dhuhr = await client.get(
      '/api/prayer-teaching?prayerType=dhuhr&tradition=sunni&level=1&language=en',
    );
    expect(dhuhr.statusCode).toBe(402);

    // Back up to Everything the same day: the $3.00 change is paid by the $3.00 credit in the
    // customer's balance, as Stripe charges it (the invoice's total alone would say $3.00 due).
    expect((await preview(client, 'everything')).json()).toMatchObject({
      dueNow: 0,
      unusedTime: 117,
      remainingTime: 417,
    });
  });

  it('the webhook stays the truth: customer.subscription.updated sets the plan Stripe says', async () => {
    const { client, sub } = await premiumSubscriber();
    // Changed at Stripe (say by the support team in the dashboard); the news comes by webhook.
    fake.subscriptions.get(sub.id)!.items.data[0]!.price = { id: FAKE_PRICES.quran_teacher };
    const updated = fake.signedEvent('customer.subscription.updated', { id: sub.id, object: 'subscription' });
    expect((await webhook(updated)).statusCode).toBe(200);
    expect((await entitlementsOf(client)).plan).toBe('quran_teacher');
  });

  it('a declined card is 402 and leaves the old plan running', async () => {
    const { client, sub } = await premiumSubscriber();
    fake.now = START + 3 * DAY;
    const invoices = fake.invoices.length;
    fake.declineCharges = true;
    try {
      const refused = await change(client, 'everything');
      expect(refused.statusCode).toBe(402);
      expect(refused.json()).toEqual({ message: 'Your card was declined.', code: 'cardDeclined' });
    } finally {
      fake.declineCharges = false;
    }
    expect(fake.invoices.length).toBe(invoices);
    expect(fake.subscriptions.get(sub.id)!.items.data[0]!.price.id).toBe(FAKE_PRICES.premium);
    expect((await entitlementsOf(client)).plan).toBe('premium');
  });

  it('never two subscriptions: a second checkout while a plan runs is 409 and points to the change', async () => {
    const { client, sub } = await premiumSubscriber();
    const second = await client.post('/api/subscription/create-everything');
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({
      message: 'You already have a running plan. Change your plan instead of buying a second one.',
      code: 'changePlanInstead',
    });
    expect((await client.post('/api/subscription/create-quran-teacher')).json().code).toBe(
      'changePlanInstead',
    );
    expect((await client.post('/api/create-checkout-session')).json()).toEqual({
      message: 'You are already on this plan',
      code: 'alreadyOnPlan',
    });
    expect((await change(client, 'premium')).json()).toMatchObject({ code: 'alreadyOnPlan' });
    expect(subscriptionsOf(sub.customer)).toHaveLength(1);

    // Quran Teacher running: Premium's checkout is refused the same way.
    fake.now = START + DAY;
    expect((await change(client, 'quran_teacher')).statusCode).toBe(200);
    const premium = await client.post('/api/create-checkout-session');
    expect(premium.statusCode).toBe(409);
    expect(premium.json().code).toBe('changePlanInstead');
  });

  it('a cancelled plan that still runs is changed, not doubled, and renews again', async () => {
    const { client, sub } = await premiumSubscriber();
    expect((await client.post('/api/subscription/cancel')).statusCode).toBe(200);
    expect((await entitlementsOf(client)).endsAt).not.toBeNull();
    expect((await client.post('/api/subscription/create-everything')).statusCode).toBe(409);
    fake.now = START + 15 * DAY;
    expect((await change(client, 'everything')).json()).toMatchObject({ dueNow: 900 });
    expect(fake.subscriptions.get(sub.id)!.cancel_at_period_end).toBe(false);
    expect(await entitlementsOf(client)).toMatchObject({ plan: 'everything', endsAt: null });
    expect(subscriptionsOf(sub.customer)).toHaveLength(1);
  });

  it('400 for a plan that cannot be changed to, 401 signed out, 404 without a running plan; only one’s own subscription moves', async () => {
    const { client, sub } = await premiumSubscriber();
    for (const plan of ['school', 'free', 'gold', undefined]) {
      for (const call of [preview, change]) {
        const res = await call(client, plan);
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toMatch(/plan/);
      }
    }
    const signedOut = new TestClient(t.app);
    expect((await preview(signedOut, 'everything')).statusCode).toBe(401);
    expect((await change(signedOut, 'everything')).statusCode).toBe(401);

    const { client: free } = await registeredClient(t.app);
    for (const call of [preview, change]) {
      const res = await call(free, 'everything');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'You have no running plan to change', code: 'noPlanToChange' });
    }
    // Naming someone else's subscription changes nothing of theirs: the server acts on the caller's own.
    const other = await premiumSubscriber();
    fake.now = START + DAY;
    const res = await other.client.post('/api/subscription/change', {
      plan: 'everything',
      subscriptionId: sub.id,
    });
    expect(res.statusCode).toBe(200);
    expect(fake.subscriptions.get(sub.id)!.items.data[0]!.price.id).toBe(FAKE_PRICES.premium);
    expect(fake.subscriptions.get(other.sub.id)!.items.data[0]!.price.id).toBe(FAKE_PRICES.everything);
    expect((await entitlementsOf(client)).plan).toBe('premium');
  });
});

describe('changing plan with the demo provider', () => {
  let t: TestApp;
  let now = new Date(START * 1000);
  beforeAll(async () => {
    t = await createTestApp({ clock: { now: () => now }, env: { SESSION_IDLE_DAYS: '120' } });
  }, 60_000);
  afterAll(() => t.close());

  async function premiumSubscriber() {
    now = new Date(START * 1000);
    const person = await registeredClient(t.app);
    const { url } = (await person.client.post('/api/create-checkout-session')).json();
    const sessionId = url.replace('/demo-checkout/', '');
    expect((await person.client.post(`/api/demo-checkout/${sessionId}`, { outcome: 'pay' })).statusCode).toBe(
      200,
    );
    return person;
  }
  const rowsOf = (userId: number) =>
    t.database.db
      .select()
      .from(demoSubscriptions)
      .where(eq(demoSubscriptions.customerId, `demo_cus_${userId}`));

  it('prorates as Stripe does, to the cent, on the one subscription: up to Everything, then down to Quran Teacher', async () => {
    const { client, user } = await premiumSubscriber();
    // The period is 10 January to 10 February, 31 days.
    expect((await entitlementsOf(client)).renewsAt).toBe('2027-02-10T12:00:00.000Z');

    now = new Date('2027-01-20T12:00:00Z');
    // 21 of 31 days left: $7.00 × 21/31 = 474.19 → 474, $25.00 × 21/31 = 1693.55 → 1694.
    const up = {
      from: 'premium',
      to: 'everything',
      dueNow: 1220,
      credit: 0,
      currency: 'usd',
      unusedTime: 474,
      remainingTime: 1694,
      nextPriceCents: 2500,
      renewsAt: '2027-02-10T12:00:00.000Z',
    };
    expect((await preview(client, 'everything')).json()).toEqual(up);
    expect((await entitlementsOf(client)).plan).toBe('premium');
    expect((await change(client, 'everything')).json()).toEqual({
      ...up,
      message: 'Your plan has been changed.',
      code: 'planChanged',
    });
    expect(await entitlementsOf(client)).toMatchObject({ plan: 'everything', school: true });

    now = new Date('2027-01-31T12:00:00Z');
    // 10 of 31 days left: $25.00 × 10/31 = 806.45 → 806 credited, $7.00 × 10/31 = 225.81 → 226 charged.
    const down = await change(client, 'quran_teacher');
    expect(down.json()).toMatchObject({ dueNow: 0, credit: 580, unusedTime: 806, remainingTime: 226 });
    expect(await entitlementsOf(client)).toMatchObject({
      plan: 'quran_teacher',
      unlimitedMessages: false,
      renewsAt: '2027-02-10T12:00:00.000Z',
    });
    const rows = await rowsOf(user.id);
    expect(rows.map((row) => [row.plan, row.status])).toEqual([['quran_teacher', 'active']]);
  });

  it('a second plan bought while one runs is 409; a free person has nothing to change (404)', async () => {
    const { client, user } = await premiumSubscriber();
    const second = await client.post('/api/subscription/create-everything');
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe('changePlanInstead');
    expect(await rowsOf(user.id)).toHaveLength(1);
    const { client: free } = await registeredClient(t.app);
    expect((await change(free, 'premium')).statusCode).toBe(404);
  });
});
