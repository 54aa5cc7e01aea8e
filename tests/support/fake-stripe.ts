import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A fake Stripe on 127.0.0.1 speaking the REST protocol the official SDK uses (form-encoded requests,
 * JSON answers, Stripe's error bodies), so the code under test is the production adapter reached
 * through the SDK's host, port and protocol options. It keeps customers, checkout sessions and
 * subscriptions; tests move a subscription as Stripe would (pay, renew, fail, end) and sign events
 * with the SDK's own test-header helper.
 */
export const FAKE_PRICES = {
  premium: 'price_premium',
  quran_teacher: 'price_quran_teacher',
  everything: 'price_everything',
  school: 'price_school',
};
/** What each price charges a month, in cents (the catalogue's prices). */
export const FAKE_PRICE_AMOUNTS: Record<string, number> = {
  [FAKE_PRICES.premium]: 700,
  [FAKE_PRICES.quran_teacher]: 700,
  [FAKE_PRICES.everything]: 2500,
  [FAKE_PRICES.school]: 2500,
};
export const WEBHOOK_SECRET = 'whsec_fake_secret';

/** An invoice the fake made at once for a plan change (`always_invoice`), with its proration lines. */
export interface FakeInvoice {
  id: string;
  subscription: string;
  total: number;
  lines: { amount: number; price: string; proration: true }[];
}

export interface FakeSubscription {
  id: string;
  object: 'subscription';
  customer: string;
  status: string;
  cancel_at_period_end: boolean;
  ended_at: number | null;
  created: number;
  start_date: number;
  metadata: Record<string, string>;
  items: {
    object: 'list';
    data: { id: string; price: { id: string }; current_period_start: number; current_period_end: number }[];
  };
  latest_invoice: string | { id: string; confirmation_secret: { client_secret: string } };
  trialDays: number;
}

export interface FakeRequest {
  method: string;
  path: string;
  body: Record<string, unknown>;
}

export interface FakeStripe {
  host: string;
  port: number;
  requests: FakeRequest[];
  customers: Map<string, Record<string, unknown>>;
  checkoutSessions: Map<string, Record<string, unknown>>;
  subscriptions: Map<string, FakeSubscription>;
  /** Invoices charged at once for plan changes, oldest first. */
  invoices: FakeInvoice[];
  /** Each customer's credit balance in cents (Stripe keeps it negative; positive here), spent by invoices. */
  credits: Map<string, number>;
  /** When true, a charge made at once (a plan change) is refused as Stripe refuses a declined card. */
  declineCharges: boolean;
  /** Seconds since the epoch that "now" is for subscriptions the fake creates. */
  now: number;
  /** The payer finishes a hosted checkout: a subscription starts (trialing with a trial). */
  completeCheckout(sessionId: string): FakeSubscription;
  /** Stripe changed a subscription (paid, renewed, failed, ended). */
  update(
    subscriptionId: string,
    changes: Partial<Omit<FakeSubscription, 'items'>> & { periodStart?: number; periodEnd?: number },
  ): FakeSubscription;
  /** A webhook body and its `Stripe-Signature` header, signed with the SDK's helper. */
  signedEvent(
    type: string,
    object: unknown,
    options?: { id?: string; secret?: string },
  ): { payload: string; signature: string };
  close(): Promise<void>;
}

/** Stripe's form encoding (`a[b][0][c]=v`) back into objects and arrays. */
function parseForm(text: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const parts = key.replace(/\]/g, '').split('[');
    let node: Record<string, unknown> = root;
    parts.forEach((part, index) => {
      if (index === parts.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Record<string, unknown>;
    });
  }
  return root;
}

const DAY = 24 * 60 * 60;
const MONTH = 30 * DAY;

export async function startFakeStripe(): Promise<FakeStripe> {
  let counter = 0;
  const nextId = (prefix: string) => `${prefix}_fake${(counter += 1)}`;
  const signer = new Stripe('sk_test_signer');

  const fake = {
    requests: [] as FakeRequest[],
    customers: new Map<string, Record<string, unknown>>(),
    checkoutSessions: new Map<string, Record<string, unknown>>(),
    subscriptions: new Map<string, FakeSubscription>(),
    invoices: [] as FakeInvoice[],
    credits: new Map<string, number>(),
    declineCharges: false,
    now: Math.floor(Date.UTC(2026, 4, 10, 12) / 1000),
  };

  const newSubscription = (input: {
    customer: string;
    price: string;
    metadata: Record<string, string>;
    status: string;
    trialDays: number;
  }): FakeSubscription => {
    const id = nextId('sub');
    const end = fake.now + (input.trialDays > 0 ? input.trialDays * DAY : MONTH);
    const sub: FakeSubscription = {
      id,
      object: 'subscription',
      customer: input.customer,
      status: input.status,
      cancel_at_period_end: false,
      ended_at: null,
      created: fake.now,
      start_date: fake.now,
      metadata: input.metadata,
      items: {
        object: 'list',
        data: [
          {
            id: nextId('si'),
            price: { id: input.price },
            current_period_start: fake.now,
            current_period_end: end,
          },
        ],
      },
      latest_invoice: nextId('in'),
      trialDays: input.trialDays,
    };
    fake.subscriptions.set(id, sub);
    return sub;
  };

  const publicSubscription = (sub: FakeSubscription) => {
    const { trialDays: _trialDays, ...rest } = sub;
    return rest;
  };

  const notFound = (res: http.ServerResponse, what: string) => {
    res.writeHead(404, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}` },
      }),
    );
  };

  /** As Stripe answers a request naming a customer it does not have, or no longer has (deleted). */
  const unknownCustomer = (res: http.ServerResponse, id: string) => {
    res.writeHead(400, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        error: {
          type: 'invalid_request_error',
          code: 'resource_missing',
          param: 'customer',
          message: `No such customer: '${id}'`,
        },
      }),
    );
  };
  /**
   * As Stripe prorates moving a subscription's item to another price at `prorationDate` (seconds): a
   * line crediting the old price's unused share of the period, a line charging the new price's
   * same share, each rounded to the cent.
   */
  const prorationLines = (sub: FakeSubscription, price: string, prorationDate: number) => {
    const item = sub.items.data[0]!;
    const length = item.current_period_end - item.current_period_start;
    const left = Math.min(Math.max(item.current_period_end - prorationDate, 0), length);
    const share = length > 0 ? left / length : 0;
    return [
      {
        amount: -Math.round(FAKE_PRICE_AMOUNTS[item.price.id]! * share),
        price: item.price.id,
        proration: true as const,
      },
      { amount: Math.round(FAKE_PRICE_AMOUNTS[price]! * share), price, proration: true as const },
    ];
  };
  /** The body of a subscription change: its item (must be the subscription's own) and the new price. */
  const itemChange = (sub: FakeSubscription, body: Record<string, unknown>) => {
    const items = body.items as Record<string, { id?: string; price?: string }> | undefined;
    const change = items?.['0'];
    if (!change) return null;
    if (change.id !== sub.items.data[0]!.id || !change.price || !(change.price in FAKE_PRICE_AMOUNTS))
      return 'invalid' as const;
    return { price: change.price, prorationDate: Number(body.proration_date ?? fake.now) };
  };
  const invalidRequest = (res: http.ServerResponse, message: string, status = 400) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ error: { type: 'invalid_request_error', message } }));
  };

  const liveCustomer = (id: unknown) => {
    const customer = fake.customers.get(String(id));
    return customer !== undefined && !customer.deleted;
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const body =
        req.method === 'GET'
          ? Object.fromEntries(url.searchParams)
          : parseForm(Buffer.concat(chunks).toString());
      fake.requests.push({ method: req.method ?? 'GET', path: url.pathname, body });
      const send = (value: unknown) => {
        res.writeHead(200, { 'content-type': 'application/json', 'request-id': nextId('req') });
        res.end(JSON.stringify(value));
      };
      const path = url.pathname;
      let match: RegExpExecArray | null;

      if (req.method === 'POST' && path === '/v1/customers') {
        const customer = { id: nextId('cus'), object: 'customer', ...body };
        fake.customers.set(customer.id, customer);
        return send(customer);
      }
      if (req.method === 'POST' && path === '/v1/checkout/sessions') {
        if (!liveCustomer(body.customer)) return unknownCustomer(res, String(body.customer));
        const id = nextId('cs');
        const session = {
          id,
          object: 'checkout.session',
          url: `https://checkout.stripe.test/${id}`,
          subscription: null,
          ...body,
        };
        fake.checkoutSessions.set(id, session);
        return send(session);
      }
      if ((match = /^\/v1\/customers\/([^/]+)$/.exec(path)) && req.method === 'DELETE') {
        // As Stripe: the customer is deleted (retrievable only as a stub), its subscriptions end at once,
        // and a customer that does not exist, or no longer does, is a 404.
        const id = match[1]!;
        if (!fake.customers.get(id) || fake.customers.get(id)!.deleted)
          return notFound(res, `customer: '${id}'`);
        const deleted = { id, object: 'customer', deleted: true };
        fake.customers.set(id, deleted);
        for (const sub of fake.subscriptions.values()) {
          if (sub.customer !== id || sub.status === 'canceled' || sub.status === 'incomplete_expired')
            continue;
          Object.assign(sub, { status: 'canceled', ended_at: fake.now, cancel_at_period_end: false });
        }
        return send(deleted);
      }
      if ((match = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path))) {
        const session = fake.checkoutSessions.get(match[1]!);
        return session ? send(session) : notFound(res, 'checkout session');
      }
      if (req.method === 'POST' && path === '/v1/subscriptions') {
        if (!liveCustomer(body.customer)) return unknownCustomer(res, String(body.customer));
        const items = body.items as Record<string, { price: string }>;
        const sub = newSubscription({
          customer: String(body.customer),
          price: items['0']!.price,
          metadata: (body.metadata ?? {}) as Record<string, string>,
          status: body.payment_behavior === 'default_incomplete' ? 'incomplete' : 'active',
          trialDays: 0,
        });
        const expand = Object.values((body.expand ?? {}) as Record<string, string>);
        const invoiceId = sub.latest_invoice as string;
        return send({
          ...publicSubscription(sub),
          latest_invoice: expand.includes('latest_invoice.confirmation_secret')
            ? {
                id: invoiceId,
                object: 'invoice',
                confirmation_secret: { client_secret: `${invoiceId}_secret_fake`, type: 'payment_intent' },
              }
            : invoiceId,
        });
      }
      if (req.method === 'GET' && path === '/v1/subscriptions') {
        const data = [...fake.subscriptions.values()]
          .filter((s) => s.customer === url.searchParams.get('customer'))
          .reverse()
          .map(publicSubscription);
        return send({ object: 'list', data, has_more: false, url: '/v1/subscriptions' });
      }
      if (req.method === 'POST' && path === '/v1/invoices/create_preview') {
        const sub = fake.subscriptions.get(String(body.subscription));
        if (!sub) return notFound(res, 'subscription');
        if (body.customer !== undefined && body.customer !== sub.customer)
          return invalidRequest(res, 'The subscription does not belong to this customer');
        const details = (body.subscription_details ?? {}) as Record<string, unknown>;
        const change = itemChange(sub, details);
        if (change === 'invalid') return invalidRequest(res, 'Invalid subscription item or price');
        if (!change || details.proration_behavior !== 'always_invoice')
          return invalidRequest(res, 'The fake previews only an item change invoiced at once');
        const lines = prorationLines(sub, change.price, change.prorationDate);
        const total = lines.reduce((sum, line) => sum + line.amount, 0);
        return send({
          id: nextId('upcoming_in'),
          object: 'invoice',
          customer: sub.customer,
          subscription: sub.id,
          currency: 'usd',
          subtotal: total,
          total,
          amount_due: Math.max(total - (fake.credits.get(sub.customer) ?? 0), 0),
          lines: {
            object: 'list',
            has_more: false,
            url: '/v1/invoices/upcoming/lines',
            data: lines.map((line) => ({
              id: nextId('il'),
              object: 'line_item',
              amount: line.amount,
              currency: 'usd',
              pricing: { price_details: { price: line.price } },
              parent: { type: 'subscription_item_details', subscription_item_details: { proration: true } },
            })),
          },
        });
      }
      if ((match = /^\/v1\/subscriptions\/([^/]+)$/.exec(path))) {
        const sub = fake.subscriptions.get(match[1]!);
        if (!sub) return notFound(res, 'subscription');
        if (req.method === 'POST') {
          const change = itemChange(sub, body);
          if (change === 'invalid') return invalidRequest(res, 'Invalid subscription item or price');
          if (change) {
            // `always_invoice` with `error_if_incomplete`: the prorations are invoiced and paid now, or
            // nothing changes (a declined card is Stripe's 402 card_error).
            const lines = prorationLines(sub, change.price, change.prorationDate);
            const total = lines.reduce((sum, line) => sum + line.amount, 0);
            if (fake.declineCharges && total > 0) {
              res.writeHead(402, { 'content-type': 'application/json' });
              return res.end(
                JSON.stringify({
                  error: {
                    type: 'card_error',
                    code: 'card_declined',
                    decline_code: 'generic_decline',
                    message: 'Your card was declined.',
                  },
                }),
              );
            }
            // A credit goes to the customer's balance; a charge spends the balance first.
            const credit = fake.credits.get(sub.customer) ?? 0;
            fake.credits.set(sub.customer, total < 0 ? credit - total : Math.max(credit - total, 0));
            const invoice = { id: nextId('in'), subscription: sub.id, total, lines };
            fake.invoices.push(invoice);
            sub.items.data[0]!.price = { id: change.price };
            sub.latest_invoice = invoice.id;
          }
          if (body.cancel_at_period_end === 'true') sub.cancel_at_period_end = true;
          if (body.cancel_at_period_end === 'false') sub.cancel_at_period_end = false;
          if (body.metadata) sub.metadata = body.metadata as Record<string, string>;
        }
        return send(publicSubscription(sub));
      }
      notFound(res, `route ${req.method} ${path}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const result: FakeStripe = {
    ...fake,
    host: '127.0.0.1',
    port,
    get now() {
      return fake.now;
    },
    get declineCharges() {
      return fake.declineCharges;
    },
    set declineCharges(value: boolean) {
      fake.declineCharges = value;
    },
    set now(value: number) {
      fake.now = value;
    },
    completeCheckout(sessionId) {
      const session = fake.checkoutSessions.get(sessionId);
      if (!session) throw new Error(`no checkout session ${sessionId}`);
      const lineItems = session.line_items as Record<string, { price: string }>;
      const subscriptionData = (session.subscription_data ?? {}) as {
        metadata?: Record<string, string>;
        trial_period_days?: string;
      };
      const trialDays = Number(subscriptionData.trial_period_days ?? 0);
      const sub = newSubscription({
        customer: String(session.customer),
        price: lineItems['0']!.price,
        metadata: subscriptionData.metadata ?? {},
        status: trialDays > 0 ? 'trialing' : 'active',
        trialDays,
      });
      session.subscription = sub.id;
      session.status = 'complete';
      return sub;
    },
    update(subscriptionId, changes) {
      const sub = fake.subscriptions.get(subscriptionId);
      if (!sub) throw new Error(`no subscription ${subscriptionId}`);
      const { periodStart, periodEnd, ...rest } = changes;
      Object.assign(sub, rest);
      const item = sub.items.data[0]!;
      if (periodStart !== undefined) item.current_period_start = periodStart;
      if (periodEnd !== undefined) item.current_period_end = periodEnd;
      return sub;
    },
    signedEvent(type, object, options = {}) {
      const payload = JSON.stringify({
        id: options.id ?? nextId('evt'),
        object: 'event',
        type,
        api_version: '2026-10-28.endive',
        created: fake.now,
        data: { object },
      });
      const signature = signer.webhooks.generateTestHeaderString({
        payload,
        secret: options.secret ?? WEBHOOK_SECRET,
      });
      return { payload, signature };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return result;
}
