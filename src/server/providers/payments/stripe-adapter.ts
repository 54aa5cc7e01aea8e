import Stripe from 'stripe';
import { SCHOOL_TRIAL_DAYS, type PaidPlan } from '@/contracts/billing';
import {
  InvalidSignature,
  PaymentDeclined,
  PaymentsError,
  UnknownCustomer,
  type PaymentEvent,
  type PaymentsProvider,
  type PlanChange,
  type ProviderSubscription,
} from '../../platform/ports/payments';

export interface StripeOptions {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  prices: Record<PaidPlan, string>;
  /** Where the API is; tests point these at a fake Stripe on 127.0.0.1. */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
}

const seconds = (value: number | null | undefined) => (value ? new Date(value * 1000) : null);
const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** The Stripe adapter over the official SDK (decision 013). */
export function stripePayments(options: StripeOptions): PaymentsProvider {
  const stripe = new Stripe(options.secretKey, {
    host: options.host,
    port: options.port,
    protocol: options.protocol,
    maxNetworkRetries: 1,
    timeout: 20_000,
    telemetry: false,
  });
  const planOfPrice = new Map(
    Object.entries(options.prices).map(([plan, price]) => [price, plan as PaidPlan]),
  );

  const toSubscription = (sub: Stripe.Subscription): ProviderSubscription => {
    const item = sub.items.data[0];
    // Since API version 2025-03-31 the period lives on the items.
    const start = item?.current_period_start ?? sub.start_date;
    const end = item?.current_period_end ?? sub.start_date;
    const userId = Number(sub.metadata?.userId);
    return {
      id: sub.id,
      customerId: idOf(sub.customer) ?? '',
      userId: Number.isInteger(userId) && userId > 0 ? userId : null,
      plan: (item && planOfPrice.get(item.price.id)) ?? null,
      status: sub.status as ProviderSubscription['status'],
      currentPeriodStart: new Date(start * 1000),
      currentPeriodEnd: new Date(end * 1000),
      cancelAtPeriodEnd: sub.cancel_at_period_end,
      endedAt: seconds(sub.ended_at),
      created: new Date(sub.created * 1000),
    };
  };

  /**
   * Stripe's own errors become `PaymentsError` (503 to the person); a customer named in the request that
   * Stripe no longer has (deleted) becomes `UnknownCustomer`.
   */
  const call = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      if (
        error instanceof Stripe.errors.StripeInvalidRequestError &&
        error.code === 'resource_missing' &&
        error.param === 'customer'
      )
        throw new UnknownCustomer(error.message);
      if (error instanceof Stripe.errors.StripeCardError) throw new PaymentDeclined(error.message);
      if (error instanceof Stripe.errors.StripeError) throw new PaymentsError(error.message);
      throw error;
    }
  };

  /**
   * The subscription's one item moved to the plan's price, prorated at the change's moment and
   * invoiced at once (`always_invoice`), so the preview's invoice is what is charged now; a still
   * running cancelled subscription goes on renewing.
   */
  const changeOf = async ({ subscriptionId, plan, at }: PlanChange) => {
    const sub = await call(() => stripe.subscriptions.retrieve(subscriptionId));
    const item = sub.items.data[0];
    if (!item) throw new PaymentsError(`Subscription ${subscriptionId} has no item`);
    return {
      sub,
      items: [{ id: item.id, price: options.prices[plan] }],
      proration_behavior: 'always_invoice' as const,
      proration_date: Math.floor(at.getTime() / 1000),
    };
  };

  return {
    kind: 'stripe',
    publishableKey: options.publishableKey,

    async createCustomer({ userId, email, username }) {
      const customer = await call(() =>
        stripe.customers.create({ email, name: username, metadata: { userId: String(userId) } }),
      );
      return customer.id;
    },

    async createCheckout({ customerId, userId, plan, successUrl, cancelUrl }) {
      const metadata = { userId: String(userId), plan };
      const session = await call(() =>
        stripe.checkout.sessions.create({
          mode: 'subscription',
          customer: customerId,
          client_reference_id: String(userId),
          line_items: [{ price: options.prices[plan], quantity: 1 }],
          success_url: successUrl,
          cancel_url: cancelUrl,
          metadata,
          // The school's free week needs no card (spec 3's landing page: 'no credit card needed'): a
          // trial that ends without one is cancelled, never charged (decision 013).
          ...(plan === 'school' ? { payment_method_collection: 'if_required' as const } : {}),
          subscription_data: {
            metadata,
            ...(plan === 'school'
              ? {
                  trial_period_days: SCHOOL_TRIAL_DAYS,
                  trial_settings: { end_behavior: { missing_payment_method: 'cancel' as const } },
                }
              : {}),
          },
        }),
      );
      if (!session.url) throw new PaymentsError('Stripe returned no checkout URL');
      return { url: session.url };
    },

    async createSubscription({ customerId, userId, plan }) {
      const sub = await call(() =>
        stripe.subscriptions.create({
          customer: customerId,
          items: [{ price: options.prices[plan] }],
          payment_behavior: 'default_incomplete',
          payment_settings: { save_default_payment_method: 'on_subscription' },
          metadata: { userId: String(userId), plan },
          expand: ['latest_invoice.confirmation_secret'],
        }),
      );
      const invoice = sub.latest_invoice;
      const clientSecret =
        invoice && typeof invoice !== 'string' ? (invoice.confirmation_secret?.client_secret ?? null) : null;
      if (!clientSecret) throw new PaymentsError('Stripe returned no client secret');
      return { subscriptionId: sub.id, clientSecret, demoUrl: null };
    },

    async cancelAtPeriodEnd(subscriptionId) {
      return toSubscription(
        await call(() => stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true })),
      );
    },

    async previewChange(change) {
      const { sub, ...details } = await changeOf(change);
      const preview = await call(() =>
        stripe.invoices.createPreview({
          customer: idOf(sub.customer) ?? undefined,
          subscription: sub.id,
          subscription_details: details,
        }),
      );
      // The credit for the old price's unused time is the negative line, the new price's remaining time the positive.
      const lines = preview.lines.data;
      return {
        currency: preview.currency,
        unusedTime: -lines.reduce((sum, line) => sum + Math.min(line.amount, 0), 0),
        remainingTime: lines.reduce((sum, line) => sum + Math.max(line.amount, 0), 0),
        total: preview.total,
        // What Stripe will charge: the total less the customer's credit balance.
        amountDue: preview.amount_due,
        periodEnd: new Date((sub.items.data[0]?.current_period_end ?? sub.start_date) * 1000),
      };
    },

    async changePlan(change) {
      const { sub, ...details } = await changeOf(change);
      return toSubscription(
        await call(() =>
          stripe.subscriptions.update(sub.id, {
            ...details,
            // Paid at once or not changed at all: a refused card leaves the old plan running.
            payment_behavior: 'error_if_incomplete',
            cancel_at_period_end: false,
            metadata: { ...sub.metadata, plan: change.plan },
          }),
        ),
      );
    },

    async deleteCustomer(customerId) {
      try {
        // Stripe also cancels the customer's subscriptions at once.
        await stripe.customers.del(customerId);
      } catch (error) {
        // Deleted already (a deletion that failed after this step, tried again).
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return;
        if (error instanceof Stripe.errors.StripeError) throw new PaymentsError(error.message);
        throw error;
      }
    },

    async retrieveSubscription(subscriptionId) {
      try {
        return toSubscription(await stripe.subscriptions.retrieve(subscriptionId));
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
        if (error instanceof Stripe.errors.StripeError) throw new PaymentsError(error.message);
        throw error;
      }
    },

    async listSubscriptions(customerId) {
      const list = await call(() =>
        stripe.subscriptions.list({ customer: customerId, status: 'all', limit: 10 }),
      );
      return list.data.map(toSubscription).sort((a, b) => a.created.getTime() - b.created.getTime());
    },

    verifyEvent(rawBody, signature): PaymentEvent {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature ?? '', options.webhookSecret);
      } catch {
        throw new InvalidSignature('Invalid webhook signature');
      }
      const object = event.data.object as unknown as Record<string, unknown>;
      let subscriptionId: string | null = null;
      if (event.type.startsWith('customer.subscription.')) subscriptionId = idOf(object.id as string);
      else if (event.type === 'checkout.session.completed')
        subscriptionId = idOf(object.subscription as string);
      else if (event.type.startsWith('invoice.')) {
        // Since API version 2025-03-31 an invoice names its subscription under parent.
        const parent = object.parent as {
          subscription_details?: { subscription?: string | { id: string } };
        } | null;
        subscriptionId =
          idOf(parent?.subscription_details?.subscription) ?? idOf(object.subscription as string | undefined);
      }
      return {
        id: event.id,
        type: event.type,
        subscriptionId,
        customerId: idOf(object.customer as string | undefined),
      };
    },
  };
}
