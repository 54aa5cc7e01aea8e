import { createServer } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountSubscriptions, users } from '@/server/db/schema';
import { billing } from '@/server/features/billing/public';
import { stripePayments } from '@/server/providers/payments/stripe-adapter';
import { FAKE_PRICES, startFakeStripe, WEBHOOK_SECRET, type FakeStripe } from '../support/fake-stripe';
import { createTestApp, registeredClient, TestClient, type TestApp } from './support/app';
import { failNextDelete } from './support/faults';
import { sessionUserOf } from './support/plans';

const DAY = 24 * 60 * 60;
const STRIPE_ENV = {
  STRIPE_SECRET_KEY: 'sk_test_fake',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_PRICE_PREMIUM: FAKE_PRICES.premium,
  STRIPE_PRICE_QURAN_TEACHER: FAKE_PRICES.quran_teacher,
  STRIPE_PRICE_EVERYTHING: FAKE_PRICES.everything,
  STRIPE_PRICE_SCHOOL: FAKE_PRICES.school,
};

let fake: FakeStripe;
let t: TestApp;
/** The app's clock follows the fake Stripe's, so periods and "now" agree. */
const clock = { now: () => new Date(fake.now * 1000) };

beforeAll(async () => {
  fake = await startFakeStripe();
  t = await createTestApp({
    clock,
    // Periods are a month long; sessions must outlast the clock's jumps.
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

const webhook = (signed: { payload: string; signature: string } | { payload: string; signature?: string }) =>
  t.app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    headers: {
      'content-type': 'application/json',
      ...(signed.signature ? { 'stripe-signature': signed.signature } : {}),
    },
    payload: signed.payload,
  });

const entitlementsOf = async (client: TestClient) =>
  (await client.get('/api/user/status')).json().entitlements;
const statusOf = async (client: TestClient) => (await client.get('/api/subscription/status')).json();
const dhuhr = (client: TestClient) =>
  client.get('/api/prayer-teaching?prayerType=dhuhr&tradition=sunni&level=1&language=en');

/** Premium through hosted checkout, paid, and the webhook delivered. */
async function premiumSubscriber() {
  const person = await registeredClient(t.app);
  const { url } = (await person.client.post('/api/create-checkout-session')).json();
  const sessionId = url.split('/').pop()!;
  const sub = fake.completeCheckout(sessionId);
  const session = fake.checkoutSessions.get(sessionId)!;
  const delivered = await webhook(fake.signedEvent('checkout.session.completed', session));
  expect(delivered.statusCode).toBe(200);
  return { ...person, sub, session };
}

describe('Premium through hosted checkout (decision 013)', () => {
  it('creates a Stripe customer and a subscription-mode checkout at the server’s price; the webhook grants Premium', async () => {
    const { client, user } = await registeredClient(t.app);
    const res = await client.post('/api/create-checkout-session', { price: 'price_cheap', amount: 1 });
    expect(res.statusCode).toBe(200);
    const { url } = res.json();
    expect(url).toMatch(/^https:\/\/checkout\.stripe\.test\/cs_/);
    const session = fake.checkoutSessions.get(url.split('/').pop()!)!;
    expect(session).toMatchObject({
      mode: 'subscription',
      line_items: { '0': { price: FAKE_PRICES.premium, quantity: '1' } },
      client_reference_id: String(user.id),
    });
    expect(String(session.success_url)).toMatch(/\/success\?session_id=\{CHECKOUT_SESSION_ID\}$/);
    expect(fake.customers.get(String(session.customer))).toMatchObject({
      metadata: { userId: String(user.id) },
    });

    expect(await entitlementsOf(client)).toMatchObject({ plan: 'free', premium: false });
    const sub = fake.completeCheckout(String(session.id));
    expect((await webhook(fake.signedEvent('checkout.session.completed', session))).json()).toEqual({
      received: true,
    });

    const end = new Date(sub.items.data[0]!.current_period_end * 1000).toISOString();
    expect(await statusOf(client)).toEqual({ subscriptionStatus: 'premium', subscriptionEndDate: end });
    expect(await entitlementsOf(client)).toMatchObject({
      plan: 'premium',
      premium: true,
      renewsAt: end,
      messagesLeft: null,
    });
    expect((await dhuhr(client)).statusCode).toBe(200);
    // The same person paying twice is refused.
    expect((await client.post('/api/create-checkout-session')).statusCode).toBe(409);
  });

  it('a payer back on /success before the webhook is already Premium (the server asks Stripe)', async () => {
    const { client } = await registeredClient(t.app);
    const { url } = (await client.post('/api/create-checkout-session')).json();
    fake.completeCheckout(url.split('/').pop()!);
    const refreshed = await client.post('/api/subscription/refresh');
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json()).toMatchObject({
      subscriptionStatus: 'premium',
      entitlements: { premium: true },
    });
  });

  it('a replayed event changes nothing', async () => {
    const { client, sub, session } = await premiumSubscriber();
    const replay = fake.signedEvent('checkout.session.completed', session, { id: 'evt_replayed' });
    expect((await webhook(replay)).statusCode).toBe(200);
    // Stripe's state moves on; the same event delivered again is not processed again.
    fake.update(sub.id, { status: 'past_due' });
    expect((await webhook(replay)).statusCode).toBe(200);
    expect((await statusOf(client)).subscriptionStatus).toBe('premium');
  });

  it('a bad or missing signature is 400 and changes nothing', async () => {
    const { client } = await registeredClient(t.app);
    const { url } = (await client.post('/api/create-checkout-session')).json();
    const sessionId = url.split('/').pop()!;
    fake.completeCheckout(sessionId);
    const session = fake.checkoutSessions.get(sessionId)!;
    for (const forged of [
      fake.signedEvent('checkout.session.completed', session, { secret: 'whsec_someone_else' }),
      { payload: fake.signedEvent('checkout.session.completed', session).payload },
      { ...fake.signedEvent('checkout.session.completed', session), payload: '{"id":"evt_x"}' },
    ]) {
      const res = await webhook(forged);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'Invalid webhook signature', code: 'invalidWebhookSignature' });
    }
    expect((await statusOf(client)).subscriptionStatus).toBe('free');
  });

  it('a failed payment drops the grants', async () => {
    const { client, sub } = await premiumSubscriber();
    fake.update(sub.id, { status: 'past_due' });
    const invoice = {
      id: 'in_failed',
      object: 'invoice',
      customer: sub.customer,
      parent: { subscription_details: { subscription: sub.id } },
    };
    await webhook(fake.signedEvent('invoice.payment_failed', invoice));
    expect((await statusOf(client)).subscriptionStatus).toBe('payment_failed');
    expect(await entitlementsOf(client)).toMatchObject({ plan: 'free', premium: false, messagesLeft: 5 });
    expect((await dhuhr(client)).statusCode).toBe(402);
  });

  it('cancel keeps the grants until the end date, and not after', async () => {
    const { client, sub } = await premiumSubscriber();
    const end = sub.items.data[0]!.current_period_end;
    const res = await client.post('/api/subscription/cancel');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'Your subscription has been cancelled. You keep access until the end of the billing period.',
      code: 'subscriptionEndsAtPeriodEnd',
      subscriptionEndDate: new Date(end * 1000).toISOString(),
    });
    expect(fake.subscriptions.get(sub.id)!.cancel_at_period_end).toBe(true);
    expect((await statusOf(client)).subscriptionStatus).toBe('cancelled');
    expect(await entitlementsOf(client)).toMatchObject({
      plan: 'premium',
      endsAt: new Date(end * 1000).toISOString(),
    });
    expect((await dhuhr(client)).statusCode).toBe(200);

    const before = fake.now;
    fake.now = end - 1;
    expect((await dhuhr(client)).statusCode).toBe(200);
    fake.now = end + 1;
    expect(await entitlementsOf(client)).toMatchObject({ plan: 'free', premium: false });
    expect((await dhuhr(client)).statusCode).toBe(402);
    // Stripe ends it at the period's end; the deletion changes nothing more.
    fake.update(sub.id, { status: 'canceled', ended_at: end });
    await webhook(fake.signedEvent('customer.subscription.deleted', fake.subscriptions.get(sub.id)));
    expect(await entitlementsOf(client)).toMatchObject({ plan: 'free' });
    fake.now = before;
  });

  it("another person's cancel is refused; nobody can touch someone else's subscription", async () => {
    const owner = await premiumSubscriber();
    const { client: other } = await registeredClient(t.app);
    const res = await other.post('/api/subscription/cancel', { subscriptionId: owner.sub.id });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      message: 'You have no active subscription to cancel',
      code: 'noSubscriptionToCancel',
    });
    expect(fake.subscriptions.get(owner.sub.id)!.cancel_at_period_end).toBe(false);
    expect((await statusOf(owner.client)).subscriptionStatus).toBe('premium');
    expect((await statusOf(other)).subscriptionStatus).toBe('free');
    expect((await new TestClient(t.app).post('/api/subscription/cancel')).statusCode).toBe(401);
  });
});

describe('Quran Teacher and Everything through the Payment Element', () => {
  it('creates a default_incomplete subscription and answers its client secret; `updated` before `created` ends right', async () => {
    const { client, user } = await registeredClient(t.app);
    const res = await client.post('/api/subscription/create-quran-teacher');
    expect(res.statusCode).toBe(200);
    const { clientSecret } = res.json();
    expect(clientSecret).toMatch(/_secret_fake$/);
    const sub = [...fake.subscriptions.values()].find((s) => s.metadata.userId === String(user.id))!;
    expect(sub.items.data[0]!.price.id).toBe(FAKE_PRICES.quran_teacher);
    const created = fake.requests.find(
      (r) =>
        r.path === '/v1/subscriptions' &&
        r.method === 'POST' &&
        (r.body.metadata as Record<string, string>).userId === String(user.id),
    )!;
    expect(created.body).toMatchObject({ payment_behavior: 'default_incomplete' });
    // Not paid yet: nothing granted.
    expect((await statusOf(client)).subscriptionStatus).toBe('free');

    const incomplete = structuredClone(sub);
    fake.update(sub.id, { status: 'active' });
    // Stripe delivers out of order: the update (active) first, then the creation (incomplete at the time).
    await webhook(fake.signedEvent('customer.subscription.updated', fake.subscriptions.get(sub.id)));
    await webhook(fake.signedEvent('customer.subscription.created', incomplete));
    expect((await statusOf(client)).subscriptionStatus).toBe('quran_teacher');
    expect(await entitlementsOf(client)).toMatchObject({
      plan: 'quran_teacher',
      quranTeacher: true,
      school: false,
    });
  });

  it('Everything grants the school without a school subscription', async () => {
    const { client, user } = await registeredClient(t.app);
    await client.post('/api/subscription/create-everything');
    const sub = [...fake.subscriptions.values()].find((s) => s.metadata.userId === String(user.id))!;
    fake.update(sub.id, { status: 'active' });
    await webhook(
      fake.signedEvent('invoice.paid', {
        id: 'in_paid',
        object: 'invoice',
        customer: sub.customer,
        parent: { subscription_details: { subscription: sub.id } },
      }),
    );
    expect((await client.get('/api/sunday-school/subscription')).json()).toMatchObject({
      hasActiveSubscription: true,
      classesUsed: 0,
      classesLimit: 4,
    });
  });
});

describe('the AI Islamic school', () => {
  it('hosted checkout with a 7-day trial; 4 classes a period, counted again after the renewal', async () => {
    const { client, user } = await registeredClient(t.app);
    expect((await client.get('/api/sunday-school/subscription')).json()).toMatchObject({
      hasActiveSubscription: false,
    });
    const res = await client.post('/api/sunday-school/subscribe');
    expect(res.statusCode).toBe(200);
    const sessionId = res.json().checkoutUrl.split('/').pop();
    const session = fake.checkoutSessions.get(sessionId)!;
    expect(session).toMatchObject({
      mode: 'subscription',
      line_items: { '0': { price: FAKE_PRICES.school } },
      // No card is asked for the free week; a trial ending without one is cancelled, not charged.
      payment_method_collection: 'if_required',
      subscription_data: {
        trial_period_days: '7',
        trial_settings: { end_behavior: { missing_payment_method: 'cancel' } },
      },
    });
    const sub = fake.completeCheckout(sessionId);
    expect(sub.status).toBe('trialing');
    await webhook(fake.signedEvent('checkout.session.completed', session));
    const trialEnd = new Date((fake.now + 7 * DAY) * 1000).toISOString();
    expect((await client.get('/api/sunday-school/subscription')).json()).toEqual({
      hasActiveSubscription: true,
      status: 'active',
      currentPeriodEnd: trialEnd,
      classesUsed: 0,
      classesLimit: 4,
    });

    const userRow = await sessionUserOf(t.database, user.id);
    const classes = billing(t.database.db).schoolClasses;
    for (let i = 0; i < 4; i += 1) expect(await classes.take(userRow, clock.now())).toBe(true);
    expect(await classes.take(userRow, clock.now())).toBe(false);
    expect((await client.get('/api/sunday-school/subscription')).json()).toMatchObject({ classesUsed: 4 });
    expect((await entitlementsOf(client)).schoolClassesLeft).toBe(0);

    // The trial ends and the first payment renews the period: classes are counted afresh.
    const oldEnd = sub.items.data[0]!.current_period_end;
    fake.update(sub.id, { status: 'active', periodStart: oldEnd, periodEnd: oldEnd + 30 * DAY });
    await webhook(
      fake.signedEvent('invoice.paid', {
        id: 'in_renewal',
        object: 'invoice',
        customer: sub.customer,
        parent: { subscription_details: { subscription: sub.id } },
      }),
    );
    expect((await client.get('/api/sunday-school/subscription')).json()).toMatchObject({
      classesUsed: 0,
      classesLimit: 4,
    });
    expect(await classes.take(userRow, clock.now())).toBe(true);
    // A class whose start failed is given back.
    await classes.giveBack(userRow, clock.now());
    expect((await client.get('/api/sunday-school/subscription')).json()).toMatchObject({ classesUsed: 0 });
  });
});

describe('account deletion at Stripe (decisions 013, 023)', () => {
  const stripeAt = (port: number) =>
    stripePayments({
      secretKey: 'sk_test_fake',
      publishableKey: 'pk_test_fake',
      webhookSecret: WEBHOOK_SECRET,
      prices: FAKE_PRICES,
      host: '127.0.0.1',
      port,
      protocol: 'http',
    });

  it('deletes the Stripe customer (name, e-mail) and so ends the subscription at once; its late news changes nothing', async () => {
    const { client, account, sub, session } = await premiumSubscriber();
    const customerId = String(session.customer);
    expect(fake.customers.get(customerId)).toMatchObject({ email: account.email, name: account.username });

    const res = await client.delete('/api/user', { password: account.password });
    expect(res.statusCode).toBe(200);
    expect(fake.requests.filter((r) => r.method === 'DELETE')).toContainEqual({
      method: 'DELETE',
      path: `/v1/customers/${customerId}`,
      body: {},
    });
    expect(fake.customers.get(customerId)).toEqual({ id: customerId, object: 'customer', deleted: true });
    expect(fake.subscriptions.get(sub.id)).toMatchObject({ status: 'canceled', ended_at: fake.now });
    // Stripe's news of the ended subscription arrives for an account that is gone.
    expect(
      (await webhook(fake.signedEvent('customer.subscription.deleted', fake.subscriptions.get(sub.id))))
        .statusCode,
    ).toBe(200);
    expect((await client.get('/api/auth/user')).json()).toBeNull();
    // A customer deleted already (a deletion tried again after failing later on) counts as deleted.
    await expect(stripeAt(fake.port).deleteCustomer(customerId)).resolves.toBeUndefined();
  });

  /** The account's own deletion fails (the database cancels it) after Stripe deleted the customer. */
  async function deletionFailingAfterStripe() {
    const person = await premiumSubscriber();
    const customerId = String(person.session.customer);
    const fault = await failNextDelete(t.database, 'users');
    try {
      const res = await person.client.delete('/api/user', { password: person.account.password });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        message: 'Hidaya is briefly unavailable. Please try again in a moment.',
        code: 'serviceUnavailable',
      });
    } finally {
      await fault.restore();
    }
    expect(fake.customers.get(customerId)).toEqual({ id: customerId, object: 'customer', deleted: true });
    expect((await person.client.get('/api/auth/user')).json()).toMatchObject({
      username: person.account.username,
    });
    return { ...person, customerId };
  }

  it('a deletion that failed after Stripe deleted the customer succeeds when tried again', async () => {
    const { client, account, customerId } = await deletionFailingAfterStripe();

    const res = await client.delete('/api/user', { password: account.password });
    expect(res.statusCode).toBe(200);
    // Stripe answered the second delete with 404 (the customer is gone), which counts as done.
    expect(
      fake.requests.filter((r) => r.method === 'DELETE' && r.path === `/v1/customers/${customerId}`),
    ).toHaveLength(2);
    expect((await client.get('/api/auth/user')).json()).toBeNull();
  });

  it('a person whose deletion failed after Stripe deleted the customer can pay again: the Payment Element makes a new customer', async () => {
    const { client, user, account, sub, customerId } = await deletionFailingAfterStripe();
    await webhook(fake.signedEvent('customer.subscription.deleted', fake.subscriptions.get(sub.id)));

    const res = await client.post('/api/subscription/create-quran-teacher');
    expect(res.statusCode).toBe(200);
    expect(res.json().clientSecret).toMatch(/_secret_fake$/);
    const [ended, waiting] = [...fake.subscriptions.values()].filter(
      (s) => s.metadata.userId === String(user.id),
    );
    expect(ended!.customer).toBe(customerId);
    expect(waiting!.customer).not.toBe(customerId);
    expect(fake.customers.get(waiting!.customer)).toMatchObject({ email: account.email });
  });

  it('a person whose deletion failed after Stripe deleted the customer can pay again: a checkout makes a new customer', async () => {
    const { client, account, sub, customerId } = await deletionFailingAfterStripe();
    // Stripe's news of the subscription it ended with the customer.
    await webhook(fake.signedEvent('customer.subscription.deleted', fake.subscriptions.get(sub.id)));
    expect(await entitlementsOf(client)).toMatchObject({ plan: 'free', premium: false });

    const res = await client.post('/api/create-checkout-session');
    expect(res.statusCode).toBe(200);
    const session = fake.checkoutSessions.get(res.json().url.split('/').pop())!;
    const renewed = String(session.customer);
    expect(renewed).not.toBe(customerId);
    expect(fake.customers.get(renewed)).toMatchObject({ email: account.email, name: account.username });
    fake.completeCheckout(String(session.id));
    await webhook(fake.signedEvent('checkout.session.completed', session));
    expect(await entitlementsOf(client)).toMatchObject({ plan: 'premium', premium: true });
  });

  it('Stripe unreachable: 503 and nothing is deleted', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as { port: number };
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const down = await createTestApp({ env: STRIPE_ENV, providers: () => ({ payments: stripeAt(port) }) });
    try {
      const { client, account, user } = await registeredClient(down.app);
      await down.database.db
        .insert(accountSubscriptions)
        .values({ userId: user.id, stripeCustomerId: `cus_unreached_${user.id}` });

      const res = await client.delete('/api/user', { password: account.password });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        message: 'Payment System Temporarily Unavailable',
        code: 'paymentUnavailable',
      });
      expect(
        await down.database.db.select({ id: users.id }).from(users).where(eq(users.id, user.id)),
      ).toEqual([{ id: user.id }]);
      expect((await client.get('/api/auth/user')).json()).toMatchObject({ username: account.username });
    } finally {
      await down.close();
    }
  });
});

describe('payments configuration', () => {
  it('the plans list says Stripe with its publishable key, and the CSP allows Stripe.js', async () => {
    const { client } = await registeredClient(t.app);
    const res = await client.get('/api/subscription/plans');
    expect(res.json().payments).toEqual({ provider: 'stripe', publishableKey: 'pk_test_fake' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' https://js.stripe.com");
    expect(csp).toContain("connect-src 'self' https://api.stripe.com");
  });

  it('a public server without keys (PUBLIC_URL not on this machine) takes no demo payments, whatever NODE_ENV says', async () => {
    // `npm start` sets no NODE_ENV: the server is told apart from a local run by its public address.
    const exposed = await createTestApp({
      env: { NODE_ENV: 'development', PUBLIC_URL: 'https://hidaya.example.org' },
    });
    try {
      const { client } = await registeredClient(exposed.app);
      for (const url of ['/api/create-checkout-session', '/api/subscription/create-everything']) {
        const res = await client.post(url);
        expect(res.statusCode).toBe(503);
        expect(res.json()).toEqual({
          message: 'Payment System Temporarily Unavailable',
          code: 'paymentUnavailable',
        });
      }
      const plans = await client.get('/api/subscription/plans');
      expect(plans.json().payments).toEqual({ provider: 'unavailable', publishableKey: null });
    } finally {
      await exposed.close();
    }
  });

  it('in production without keys: payments answer 503 and the plans say unavailable; no Stripe in the CSP', async () => {
    const prod = await createTestApp({ env: { NODE_ENV: 'production' } });
    try {
      const { client } = await registeredClient(prod.app);
      for (const url of [
        '/api/create-checkout-session',
        '/api/subscription/create-everything',
        '/api/sunday-school/subscribe',
      ]) {
        const res = await client.post(url);
        expect(res.statusCode).toBe(503);
        expect(res.json()).toEqual({
          message: 'Payment System Temporarily Unavailable',
          code: 'paymentUnavailable',
        });
      }
      const plans = await client.get('/api/subscription/plans');
      expect(plans.json().payments).toEqual({ provider: 'unavailable', publishableKey: null });
      expect(String(plans.headers['content-security-policy'])).not.toContain('stripe');
    } finally {
      await prod.close();
    }
  });
});
