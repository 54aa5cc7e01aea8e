import { randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { PLANS, returnPaths, type DemoOutcome, type PaidPlan } from '@/contracts/billing';
import type { Db } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { demoSubscriptions } from './demo-schema';
import {
  InvalidSignature,
  PaymentsError,
  type ProrationPreview,
  type PaymentEvent,
  type PaymentsProvider,
  type ProviderSubscription,
  type ProviderSubscriptionStatus,
} from '../../platform/ports/payments';

type Row = typeof demoSubscriptions.$inferSelect;

const token = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url')}`;
const customerOf = (userId: number) => `demo_cus_${userId}`;
const userOfCustomer = (customerId: string) => Number(customerId.replace(/^demo_cus_/, '')) || 0;

function addMonth(date: Date): Date {
  const next = new Date(date);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
}
function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * 24 * 60 * 60 * 1000);
}

function toSubscription(row: Row): ProviderSubscription {
  const status = row.status as ProviderSubscriptionStatus;
  return {
    id: row.id,
    customerId: row.customerId,
    userId: userOfCustomer(row.customerId),
    plan: row.plan as PaidPlan,
    status,
    currentPeriodStart: row.currentPeriodStart,
    currentPeriodEnd: row.currentPeriodEnd,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    endedAt: status === 'canceled' ? row.currentPeriodEnd : null,
    created: row.createdAt,
  };
}

/**
 * Stripe's proration, to the cent: the old price's unused share of the period is credited and the new
 * price's same share charged, each rounded to the cent on its own (as Stripe's two invoice lines are).
 */
export function prorate(
  row: Pick<Row, 'plan' | 'currentPeriodStart' | 'currentPeriodEnd'>,
  plan: PaidPlan,
  at: Date,
): ProrationPreview {
  const start = row.currentPeriodStart.getTime();
  const end = row.currentPeriodEnd.getTime();
  const left = Math.min(Math.max(end - at.getTime(), 0), end - start);
  const share = end > start ? left / (end - start) : 0;
  const unusedTime = Math.round(PLANS[row.plan as PaidPlan].priceCents * share);
  const remainingTime = Math.round(PLANS[plan].priceCents * share);
  return {
    currency: 'usd',
    unusedTime,
    remainingTime,
    total: remainingTime - unusedTime,
    // The demo keeps no customer balance (decision 013): a downgrade's credit is shown, not spent later.
    amountDue: Math.max(remainingTime - unusedTime, 0),
    periodEnd: row.currentPeriodEnd,
  };
}

export interface DemoAction {
  /** The news to process, as if the provider had sent a webhook; null when nothing changed. */
  event: PaymentEvent | null;
  redirectUrl: string | null;
  declined: boolean;
}

export interface DemoPaymentsProvider extends PaymentsProvider {
  readonly kind: 'demo';
  /** The person's own demo checkout; null when it is not theirs or does not exist. */
  session(sessionId: string, userId: number): Promise<Row | null>;
  /** What the demo page's buttons do: pay, decline, leave, and later renew, fail a renewal, end the period. */
  act(sessionId: string, userId: number, outcome: DemoOutcome): Promise<DemoAction>;
}

/**
 * The demo provider (decision 013): without Stripe keys outside production it keeps, in its own table
 * (providers.demo_subscriptions), the customers' subscriptions that Stripe would keep, and its
 * checkout page (/demo-checkout/:id) is clearly marked as a demo. Its buttons produce the same events a webhook brings, which billing
 * processes through the same code.
 */
export function demoPayments(db: Db, clock: Clock): DemoPaymentsProvider {
  const byId = async (id: string) =>
    (await db.select().from(demoSubscriptions).where(eq(demoSubscriptions.id, id)))[0] ?? null;

  const open = async (customerId: string, plan: PaidPlan) => {
    const now = clock.now();
    const [row] = await db
      .insert(demoSubscriptions)
      .values({
        id: token('demo_sub'),
        customerId,
        plan,
        status: 'incomplete',
        currentPeriodStart: now,
        currentPeriodEnd: now,
        checkoutSessionId: token('demo_cs'),
      })
      .returning();
    return row!;
  };

  const update = async (id: string, changes: Partial<Row>) => {
    const [row] = await db
      .update(demoSubscriptions)
      .set(changes)
      .where(eq(demoSubscriptions.id, id))
      .returning();
    return row!;
  };

  const event = (type: string, row: Row): PaymentEvent => ({
    id: token('demo_evt'),
    type,
    subscriptionId: row.id,
    customerId: row.customerId,
  });

  return {
    kind: 'demo',
    publishableKey: null,

    async createCustomer({ userId }) {
      return customerOf(userId);
    },

    async createCheckout({ customerId, plan }) {
      const row = await open(customerId, plan);
      return { url: `/demo-checkout/${row.checkoutSessionId}` };
    },

    async createSubscription({ customerId, plan }) {
      const row = await open(customerId, plan);
      return {
        subscriptionId: row.id,
        clientSecret: null,
        demoUrl: `/demo-checkout/${row.checkoutSessionId}`,
      };
    },

    async cancelAtPeriodEnd(subscriptionId) {
      return toSubscription(await update(subscriptionId, { cancelAtPeriodEnd: true }));
    },

    async previewChange({ subscriptionId, plan, at }) {
      const row = await byId(subscriptionId);
      if (!row) throw new PaymentsError(`No such subscription: ${subscriptionId}`);
      return prorate(row, plan, at);
    },

    async changePlan({ subscriptionId, plan }) {
      // The demo's card always pays what is due now; the same subscription carries the new plan.
      return toSubscription(await update(subscriptionId, { plan, cancelAtPeriodEnd: false }));
    },

    async deleteCustomer(customerId) {
      // The customer is nothing but its subscriptions here; Stripe would end them with it.
      await db.delete(demoSubscriptions).where(eq(demoSubscriptions.customerId, customerId));
    },

    async retrieveSubscription(subscriptionId) {
      const row = await byId(subscriptionId);
      return row ? toSubscription(row) : null;
    },

    async listSubscriptions(customerId) {
      const rows = await db
        .select()
        .from(demoSubscriptions)
        .where(eq(demoSubscriptions.customerId, customerId))
        .orderBy(asc(demoSubscriptions.createdAt));
      return rows.map(toSubscription);
    },

    verifyEvent(): PaymentEvent {
      // Nothing outside signs for the demo provider: its news comes from its own page.
      throw new InvalidSignature('Invalid webhook signature');
    },

    async session(sessionId, userId) {
      const [row] = await db
        .select()
        .from(demoSubscriptions)
        .where(
          and(
            eq(demoSubscriptions.checkoutSessionId, sessionId),
            eq(demoSubscriptions.customerId, customerOf(userId)),
          ),
        );
      return row ?? null;
    },

    async act(sessionId, userId, outcome) {
      const row = await this.session(sessionId, userId);
      const none: DemoAction = { event: null, redirectUrl: null, declined: false };
      if (!row) return none;
      const plan = row.plan as PaidPlan;
      const paths = returnPaths(plan);
      const now = clock.now();
      const waiting = row.checkoutStatus === 'open';
      const running = ['trialing', 'active', 'past_due'].includes(row.status);

      if (outcome === 'pay' && waiting) {
        const trialDays = PLANS[plan].trialDays;
        const paid = await update(row.id, {
          checkoutStatus: 'complete',
          status: trialDays > 0 ? 'trialing' : 'active',
          currentPeriodStart: now,
          currentPeriodEnd: trialDays > 0 ? addDays(now, trialDays) : addMonth(now),
        });
        const hosted = PLANS[plan].checkout === 'hosted';
        const success = plan === 'premium' ? `${paths.success}?session_id=${sessionId}` : paths.success;
        return {
          event: event(hosted ? 'checkout.session.completed' : 'invoice.paid', paid),
          redirectUrl: success,
          declined: false,
        };
      }
      if (outcome === 'decline' && waiting) return { ...none, declined: true };
      if (outcome === 'cancel' && waiting) {
        await update(row.id, { checkoutStatus: 'expired', status: 'incomplete_expired' });
        return { ...none, redirectUrl: paths.cancel };
      }
      if (outcome === 'renew' && running) {
        if (row.cancelAtPeriodEnd) return this.act(sessionId, userId, 'end_period');
        const renewed = await update(row.id, {
          status: 'active',
          currentPeriodStart: row.currentPeriodEnd,
          currentPeriodEnd: addMonth(row.currentPeriodEnd),
        });
        return { ...none, event: event('invoice.paid', renewed) };
      }
      if (outcome === 'fail_renewal' && running) {
        return {
          ...none,
          event: event('invoice.payment_failed', await update(row.id, { status: 'past_due' })),
        };
      }
      if (outcome === 'end_period' && running) {
        const ended = await update(row.id, { status: 'canceled', currentPeriodEnd: now });
        return { ...none, event: event('customer.subscription.deleted', ended) };
      }
      return none;
    },
  };
}
