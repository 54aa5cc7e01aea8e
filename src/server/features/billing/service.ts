import {
  PAID_ACCOUNT_PLANS,
  PLANS,
  returnPaths,
  type PaidAccountPlan,
  type PaidPlan,
  type PlanChangePreview,
} from '@/contracts/billing';
import type { SubscriptionStatus } from '@/contracts/constants';
import { billingMessages } from '@/contracts/messages/billing';
import { BadRequest, Conflict, NotFound, PaymentRequired, ServiceUnavailable } from '../../platform/errors';
import type { UserRow } from '../../platform/sessions';
import {
  InvalidSignature,
  PaymentDeclined,
  PaymentsError,
  type ElementPlan,
  type HostedPlan,
  type PaymentEvent,
  type PaymentsProvider,
  type ProviderSubscription,
  UnknownCustomer,
} from '../../platform/ports/payments';
import { readPlan } from './entitlements';
import type { BillingRepository } from './repository';

const RUNNING = new Set(['active', 'trialing']);
const FREE = {
  subscriptionStatus: 'free',
  subscriptionPlan: null,
  subscriptionEndDate: null,
  stripeCustomerId: null,
  stripeSubscriptionId: null,
};
const isAccountPlan = (plan: PaidPlan | null): plan is PaidAccountPlan =>
  (PAID_ACCOUNT_PLANS as readonly string[]).includes(plan ?? '');

/** The account status a subscription's current state means (decision 013); null: leave it as it is. */
function accountStatusOf(sub: ProviderSubscription, plan: PaidAccountPlan): SubscriptionStatus | null {
  if (RUNNING.has(sub.status)) return sub.cancelAtPeriodEnd ? 'cancelled' : plan;
  if (sub.status === 'past_due' || sub.status === 'unpaid') return 'payment_failed';
  if (sub.status === 'canceled') return 'cancelled';
  if (sub.status === 'incomplete_expired' || sub.status === 'paused') return 'inactive';
  return null; // incomplete: waiting for its first payment
}

function schoolStatusOf(sub: ProviderSubscription): string | null {
  if (RUNNING.has(sub.status)) return sub.cancelAtPeriodEnd ? 'cancelled' : 'active';
  if (sub.status === 'past_due' || sub.status === 'unpaid') return sub.status;
  if (sub.status === 'canceled') return 'cancelled';
  return null;
}

/**
 * Payments as a careful SaaS takes them (decision 013): the provider's current state of a subscription is the
 * truth. Webhooks, the demo provider's page and a returning payer all end in `sync`, which reads
 * that state and writes it, so any order, replay or duplicate lands in the same place.
 */
export function billingService(repo: BillingRepository, payments: PaymentsProvider | null) {
  const provider = () => {
    if (!payments) throw new ServiceUnavailable(billingMessages.paymentUnavailable);
    return payments;
  };
  /** The provider's refusals and outages read as "temporarily unavailable" (503). */
  const guarded = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      if (error instanceof PaymentDeclined) throw new PaymentRequired(billingMessages.cardDeclined);
      if (error instanceof PaymentsError) throw new ServiceUnavailable(billingMessages.paymentUnavailable);
      throw error;
    }
  };

  async function newCustomerOf(user: UserRow): Promise<string> {
    const customerId = await provider().createCustomer({
      userId: user.id,
      email: user.email,
      username: user.username,
    });
    await repo.updateSubscription(user.id, { stripeCustomerId: customerId });
    return customerId;
  }

  /**
   * `work` done for the person's customer, made on first use. A stored customer the provider no longer
   * has (an account deletion that failed after deleting it, decision 013, or one deleted by hand) is
   * replaced by a new one, once, so the person can pay again.
   */
  async function asCustomer<T>(user: UserRow, work: (customerId: string) => Promise<T>): Promise<T> {
    const stored = user.stripeCustomerId;
    if (!stored) return work(await newCustomerOf(user));
    try {
      return await work(stored);
    } catch (error) {
      if (!(error instanceof UnknownCustomer)) throw error;
      return work(await newCustomerOf(user));
    }
  }

  async function sync(sub: ProviderSubscription): Promise<void> {
    if (sub.plan === null) return;
    const known =
      (sub.userId !== null ? await repo.subscriptionOf(sub.userId) : null) ??
      (sub.customerId ? await repo.subscriptionOfCustomer(sub.customerId) : null);
    // A person we made a customer always has a row; one named only by the subscription's metadata
    // starts on Free (a write for a person who has since gone changes nothing).
    const user = known ?? (sub.userId !== null ? { userId: sub.userId, ...FREE } : null);
    if (!user) return;

    if (sub.plan === 'school') {
      const status = schoolStatusOf(sub);
      if (!status) return;
      await repo.upsertSchoolSubscription({
        userId: user.userId,
        stripeSubscriptionId: sub.id,
        status,
        currentPeriodStart: sub.currentPeriodStart,
        currentPeriodEnd: sub.currentPeriodEnd,
      });
      return;
    }

    const plan = sub.plan;
    if (!isAccountPlan(plan)) return;
    const status = accountStatusOf(sub, plan);
    if (!status) return;
    // News of an older subscription never overrides the one the person has now; a running one takes over.
    const current = user.stripeSubscriptionId;
    if (current && current !== sub.id && !RUNNING.has(sub.status)) return;
    const endDate = sub.status === 'canceled' ? (sub.endedAt ?? sub.currentPeriodEnd) : sub.currentPeriodEnd;
    await repo.updateSubscription(user.userId, {
      subscriptionStatus: status,
      subscriptionPlan: plan,
      subscriptionEndDate: endDate,
      stripeSubscriptionId: sub.id,
      stripeCustomerId: sub.customerId || user.stripeCustomerId,
    });
  }

  /**
   * Two paid plans never run side by side (decision 013): while one runs (a cancelled one until its
   * end too) another is bought by changing it, not by a second subscription.
   */
  function refuseSecondPlan(current: string, wanted: PaidPlan): void {
    if (current === wanted) throw new Conflict(billingMessages.alreadyOnPlan);
    if (current !== 'free') throw new Conflict(billingMessages.changePlanInstead);
  }

  /** The person's running plan and its subscription, to be changed to `to`; refused when there is none or it is `to`. */
  function changeOf(user: UserRow, to: PaidAccountPlan, now: Date) {
    const from = readPlan(user, null, now).plan;
    const subscriptionId = user.stripeSubscriptionId;
    if (from === 'free' || !subscriptionId) throw new NotFound(billingMessages.noPlanToChange);
    if (from === to) throw new Conflict(billingMessages.alreadyOnPlan);
    if (PLANS[to].opensAt) throw new Conflict(billingMessages.planNotOpen);
    return { from, change: { subscriptionId, plan: to, at: now } };
  }

  async function previewOf(user: UserRow, to: PaidAccountPlan, now: Date) {
    const { from, change } = changeOf(user, to, now);
    const preview = await guarded(() => provider().previewChange(change));
    const answer: PlanChangePreview = {
      from,
      to,
      dueNow: preview.amountDue,
      credit: Math.max(-preview.total, 0),
      currency: preview.currency,
      unusedTime: preview.unusedTime,
      remainingTime: preview.remainingTime,
      nextPriceCents: PLANS[to].priceCents,
      renewsAt: preview.periodEnd.toISOString(),
    };
    return { answer, change };
  }

  /** One webhook (or demo) event, processed once per id, by reading the subscription it is about. */
  async function processEvent(event: PaymentEvent): Promise<'processed' | 'duplicate'> {
    if (await repo.isEventProcessed(event.id)) return 'duplicate';
    if (event.subscriptionId) {
      const sub = await guarded(() => provider().retrieveSubscription(event.subscriptionId!));
      if (sub) await sync(sub);
    }
    await repo.markEventProcessed(event.id, event.type);
    return 'processed';
  }

  return {
    payments,

    processEvent,

    /**
     * A webhook's exact bytes and signature: a body the provider did not sign (or any, with no
     * provider configured) is 400; a signed event is processed once.
     */
    async receiveWebhook(body: Buffer, signature: string | undefined): Promise<void> {
      if (!payments) throw new BadRequest(billingMessages.invalidWebhookSignature);
      let event;
      try {
        event = payments.verifyEvent(body, signature);
      } catch (error) {
        if (error instanceof InvalidSignature) throw new BadRequest(billingMessages.invalidWebhookSignature);
        throw error;
      }
      await processEvent(event);
    },

    /** A payer back from paying: their subscriptions are read now, so a late webhook never keeps them waiting. */
    async refresh(user: UserRow): Promise<void> {
      if (!user.stripeCustomerId || !payments) return;
      const subs = await guarded(() => payments.listSubscriptions(user.stripeCustomerId!));
      for (const sub of subs) await sync(sub);
    },

    /** Hosted checkout for Premium or the school; `origin` is the site's address the payer comes back to. */
    async checkout(user: UserRow, plan: HostedPlan, now: Date, origin: string): Promise<string> {
      const reading = readPlan(user, await repo.schoolSubscriptionOf(user.id), now);
      if (plan === 'premium') refuseSecondPlan(reading.plan, plan);
      else if (reading.grants.school) throw new Conflict(billingMessages.alreadyOnPlan);
      if (PLANS[plan].opensAt) throw new Conflict(billingMessages.planNotOpen);
      const paths = returnPaths(plan);
      const success =
        plan === 'premium'
          ? `${origin}${paths.success}?session_id={CHECKOUT_SESSION_ID}`
          : `${origin}${paths.success}`;
      return guarded(() =>
        asCustomer(user, async (customerId) => {
          const { url } = await provider().createCheckout({
            customerId,
            userId: user.id,
            plan,
            successUrl: success,
            cancelUrl: `${origin}${paths.cancel}`,
          });
          return url;
        }),
      );
    },

    /** A Quran Teacher or Everything subscription waiting for its payment through the Payment Element. */
    async subscribe(user: UserRow, plan: ElementPlan, now: Date, origin: string) {
      refuseSecondPlan(readPlan(user, null, now).plan, plan);
      if (PLANS[plan].opensAt) throw new Conflict(billingMessages.planNotOpen);
      return guarded(() =>
        asCustomer(user, async (customerId) => {
          const created = await provider().createSubscription({
            customerId,
            userId: user.id,
            plan,
            returnUrl: `${origin}${returnPaths(plan).success}`,
          });
          return { clientSecret: created.clientSecret, demoUrl: created.demoUrl };
        }),
      );
    },

    /**
     * Before the person's account is deleted: their customer is deleted at the provider (decision 013),
     * so neither their name and e-mail stay there nor does anything renew (their plan, the school:
     * the provider ends every subscription with the customer). A provider that cannot be reached refuses
     * the deletion (503) rather than leave them paying. With no provider configured at all (payments
     * switched off since they paid) nothing here can reach it, and refusing would keep the account for
     * ever: the deletion goes on, and the customer id is returned for the operator to delete at the
     * provider by hand. When the account's own deletion fails after this step, the account keeps the id
     * of a customer that is gone: the deletion tried again finds it deleted (the port counts that as
     * done), and a checkout makes a new one (`asCustomer`).
     */
    async forgetCustomer(user: UserRow): Promise<{ undeletedCustomer: string | null }> {
      if (!user.stripeCustomerId) return { undeletedCustomer: null };
      if (!payments) return { undeletedCustomer: user.stripeCustomerId };
      await guarded(() => provider().deleteCustomer(user.stripeCustomerId!));
      return { undeletedCustomer: null };
    },

    /** What changing the running plan to `to` costs now, prorated by the provider; nothing changes. */
    async previewChange(user: UserRow, to: PaidAccountPlan, now: Date): Promise<PlanChangePreview> {
      return (await previewOf(user, to, now)).answer;
    },

    /**
     * Changes the running subscription to `to` (decision 013): the same subscription, with the
     * provider's proration at this moment, what is due charged at once (a refused card: 402, nothing
     * changed). Its new state is written as a webhook would write it, which stays the truth.
     */
    async changePlan(user: UserRow, to: PaidAccountPlan, now: Date): Promise<PlanChangePreview> {
      const { answer, change } = await previewOf(user, to, now);
      const sub = await guarded(() => provider().changePlan(change));
      await sync(sub);
      return answer;
    },

    /** Cancels the person's own plan at the end of its billing period; grants last until then. */
    async cancel(user: UserRow, now: Date) {
      const reading = readPlan(user, null, now);
      if (!user.stripeSubscriptionId || reading.plan === 'free' || reading.endsAt) {
        throw new NotFound(billingMessages.noSubscriptionToCancel);
      }
      const sub = await guarded(() => provider().cancelAtPeriodEnd(user.stripeSubscriptionId!));
      await sync(sub);
      return sub.currentPeriodEnd;
    },
  };
}

export type BillingService = ReturnType<typeof billingService>;
