import type { PaidAccountPlan, PaidPlan } from '@/contracts/billing';

/**
 * The payments port (decision 013): what billing asks of a payment provider, in the provider's own terms of
 * customers, checkouts and subscriptions. Two adapters: Stripe over its official SDK, and the demo
 * provider that keeps the same records in the database when no Stripe key is set outside production.
 */
export type ProviderSubscriptionStatus =
  'incomplete' | 'incomplete_expired' | 'trialing' | 'active' | 'past_due' | 'unpaid' | 'canceled' | 'paused';

/** A subscription as the provider holds it now: webhooks are only the news that it changed. */
export interface ProviderSubscription {
  id: string;
  customerId: string;
  /** The person it was created for (metadata we set), when known. */
  userId: number | null;
  /** The plan of its price; null for a price that is not ours. */
  plan: PaidPlan | null;
  status: ProviderSubscriptionStatus;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
  /** When a cancelled subscription ended (its grants end then). */
  endedAt: Date | null;
  created: Date;
}

/** The news a webhook brings: which event, and which subscription and customer it is about. */
export interface PaymentEvent {
  id: string;
  type: string;
  subscriptionId: string | null;
  customerId: string | null;
}

/**
 * What changing a subscription's plan at a moment costs now, as the provider prorates it: a credit for
 * the unused time of the old price and a charge for the new price over the same remaining time.
 */
export interface ProrationPreview {
  /** ISO 4217, lower case. */
  currency: string;
  /** Cents credited for the old price's unused time (positive). */
  unusedTime: number;
  /** Cents charged for the new price's remaining time. */
  remainingTime: number;
  /** What the change's invoice comes to: remainingTime - unusedTime (negative: a credit). */
  total: number;
  /**
   * What the card is charged now: the total less the customer's credit balance (a downgrade's credit
   * goes to that balance and is spent by the next invoices), never below zero.
   */
  amountDue: number;
  /** When the current period ends (the new price is then paid in full). */
  periodEnd: Date;
}

export interface PlanChange {
  subscriptionId: string;
  plan: PaidAccountPlan;
  /** The moment prorations are computed for: the same for the preview and the change. */
  at: Date;
}

export type HostedPlan = Extract<PaidPlan, 'premium' | 'school'>;
export type ElementPlan = Extract<PaidPlan, 'quran_teacher' | 'everything'>;

export interface PaymentsProvider {
  readonly kind: 'stripe' | 'demo';
  /** Stripe.js's publishable key; null for the demo provider. */
  readonly publishableKey: string | null;
  createCustomer(person: { userId: number; email: string; username: string }): Promise<string>;
  /** Hosted checkout in subscription mode (the school with its trial); answers the page to send the browser to. */
  createCheckout(input: {
    customerId: string;
    userId: number;
    plan: HostedPlan;
    successUrl: string;
    cancelUrl: string;
  }): Promise<{ url: string }>;
  /**
   * A subscription waiting for its first payment: Stripe's client secret for the Payment Element, or
   * the demo provider's checkout page. This and `createCheckout` throw `UnknownCustomer` for a customer
   * the provider no longer has.
   */
  createSubscription(input: {
    customerId: string;
    userId: number;
    plan: ElementPlan;
    returnUrl: string;
  }): Promise<{ subscriptionId: string; clientSecret: string | null; demoUrl: string | null }>;
  cancelAtPeriodEnd(subscriptionId: string): Promise<ProviderSubscription>;
  /** What changing the running subscription to `plan` at `at` costs now; changes nothing. */
  previewChange(change: PlanChange): Promise<ProrationPreview>;
  /**
   * Changes the running subscription (the same one, never a second) to `plan`, prorated at `at`, and
   * charges what is due at once; a cancelled one that still runs goes on renewing. A payment refused
   * throws `PaymentDeclined` and changes nothing.
   */
  changePlan(change: PlanChange): Promise<ProviderSubscription>;
  /**
   * Deletes the customer at the provider with what it holds of them (name, e-mail, payment details); its
   * subscriptions end at once. A customer the provider no longer has counts as deleted.
   */
  deleteCustomer(customerId: string): Promise<void>;
  retrieveSubscription(subscriptionId: string): Promise<ProviderSubscription | null>;
  /** The customer's subscriptions, oldest first. */
  listSubscriptions(customerId: string): Promise<ProviderSubscription[]>;
  /** Checks a webhook's signature over its raw body; throws `InvalidSignature` otherwise. */
  verifyEvent(rawBody: Buffer, signature: string | undefined): PaymentEvent;
}

export class InvalidSignature extends Error {
  override name = 'InvalidSignature';
}

/** The provider could not be reached or refused the request. */
export class PaymentsError extends Error {
  override name = 'PaymentsError';
}

/**
 * The provider has no such customer (any more): deleted by an account deletion that failed after that
 * step, or by hand at the provider. Billing makes the person a new one (decision 013).
 */
export class UnknownCustomer extends PaymentsError {
  override name = 'UnknownCustomer';
}

/** The payer's card was refused for a charge made at once (a plan change); nothing changed. */
export class PaymentDeclined extends PaymentsError {
  override name = 'PaymentDeclined';
}
