import { z } from './zod';
import { text } from './text';
import { SUBSCRIPTION_STATUSES } from './constants';
import { ACCOUNT_PLAN_IDS, PAID_ACCOUNT_PLANS, PLAN_FEATURES, PLAN_IDS } from './plans';

export * from './plans';

export const planSchema = z.object({
  id: z.enum(PLAN_IDS),
  priceCents: z.number().int(),
  trialDays: z.number().int(),
  checkout: z.enum(['none', 'hosted', 'element']),
  tag: z.enum(['mostPopular', 'popular', 'bestValue']).nullable(),
  grants: z.object({
    unlimitedMessages: z.boolean(),
    priorityResponses: z.boolean(),
    detailedCitations: z.boolean(),
    messageHistory: z.boolean(),
    allPrayerLessons: z.boolean(),
    quranTeacher: z.boolean(),
    school: z.boolean(),
  }),
  features: z.array(z.enum(PLAN_FEATURES)).readonly(),
  opensAt: text().nullable(),
});

/** How the browser pays: Stripe (with its publishable key), the demo provider, or not at all. */
export const paymentsModeSchema = z.object({
  provider: z.enum(['stripe', 'demo', 'unavailable']),
  publishableKey: text().nullable(),
});
export type PaymentsMode = z.infer<typeof paymentsModeSchema>;

export const plansResponse = z.object({ plans: z.array(planSchema), payments: paymentsModeSchema });
export type PlansResponse = z.infer<typeof plansResponse>;

/**
 * What a person may do now, as the server decides it (`entitlementsOf`). The client shows this and
 * never works a plan out from a status itself.
 */
export const entitlementsSchema = z.object({
  /** The plan whose grants apply now (a cancelled plan until its end date, then free). */
  plan: z.enum(ACCOUNT_PLAN_IDS),
  /** The UI's simple reading (decision 013): any paid plan. */
  premium: z.boolean(),
  /** The next payment date of a running plan; null when nothing renews. */
  renewsAt: text().nullable(),
  /** When a cancelled plan's grants end. */
  endsAt: text().nullable(),
  unlimitedMessages: z.boolean(),
  priorityResponses: z.boolean(),
  detailedCitations: z.boolean(),
  messageHistory: z.boolean(),
  allPrayerLessons: z.boolean(),
  quranTeacher: z.boolean(),
  school: z.boolean(),
  /** AI messages left this month; null when unlimited. */
  messagesLeft: z.number().int().nullable(),
  messagesPerMonth: z.number().int(),
  /** School classes left this billing period; null without the school. */
  schoolClassesLeft: z.number().int().nullable(),
  schoolClassesLimit: z.number().int().nullable(),
});
export type Entitlements = z.infer<typeof entitlementsSchema>;

export const userStatusResponse = z.object({
  subscriptionStatus: z.enum(SUBSCRIPTION_STATUSES),
  subscriptionEndDate: text().nullable(),
  entitlements: entitlementsSchema,
});
export type UserStatusResponse = z.infer<typeof userStatusResponse>;

export const subscriptionStatusResponse = z.object({
  subscriptionStatus: z.enum(SUBSCRIPTION_STATUSES),
  subscriptionEndDate: text().nullable(),
});
export type SubscriptionStatusResponse = z.infer<typeof subscriptionStatusResponse>;

export const checkoutSessionResponse = z.object({ url: text() });
export const schoolCheckoutResponse = z.object({ checkoutUrl: text() });
export const createSubscriptionResponse = z.object({
  /** Stripe's client secret for the Payment Element, or null with the demo provider. */
  clientSecret: text().nullable(),
  /** Where the demo provider's checkout page is, when the demo provider is in use. */
  demoUrl: text().nullable(),
});
export type CreateSubscriptionResponse = z.infer<typeof createSubscriptionResponse>;

export const SCHOOL_SUBSCRIPTION_STATUSES = ['active', 'cancelled', 'past_due', 'unpaid'] as const;
export const schoolSubscriptionResponse = z.object({
  hasActiveSubscription: z.boolean(),
  status: z.enum(SCHOOL_SUBSCRIPTION_STATUSES).nullable(),
  currentPeriodEnd: text().nullable(),
  classesUsed: z.number().int(),
  classesLimit: z.number().int(),
});
export type SchoolSubscriptionResponse = z.infer<typeof schoolSubscriptionResponse>;

export const cancelResponse = z.object({
  message: text(),
  code: text(),
  subscriptionEndDate: text().nullable(),
});

/** A change of the running plan to another paid plan, with the provider's proration (decision 013). */
export const planChangeInput = z.object({ plan: z.enum(PAID_ACCOUNT_PLANS) });
export type PlanChangeInput = z.infer<typeof planChangeInput>;

/** What changing plan costs now: the new plan's remaining time less the unused time of the old one. */
export const planChangePreviewResponse = z.object({
  from: z.enum(PAID_ACCOUNT_PLANS),
  to: z.enum(PAID_ACCOUNT_PLANS),
  /** Cents charged now (0 when the change gives a credit). */
  dueNow: z.number().int(),
  /** Cents credited to the next payments (a downgrade's unused time); 0 when something is due. */
  credit: z.number().int(),
  /** ISO 4217, lower case, as the provider says it ("usd"). */
  currency: text(),
  /** The unused time of the old plan, in cents (what the change credits for it). */
  unusedTime: z.number().int(),
  /** The new plan's price for the same remaining time, in cents. */
  remainingTime: z.number().int(),
  /** The new plan's price a month from the next renewal, in cents. */
  nextPriceCents: z.number().int(),
  /** When the current billing period ends and the new price is first paid in full. */
  renewsAt: text(),
});
export type PlanChangePreview = z.infer<typeof planChangePreviewResponse>;

export const planChangeResponse = planChangePreviewResponse.extend({
  message: text(),
  code: text(),
});
export type PlanChangeResult = z.infer<typeof planChangeResponse>;

/** The session id that Stripe (or the demo provider) appends to the success address. */
export const confirmCheckoutQuery = z.object({ session_id: text().min(1).max(255).optional() });

/** The demo provider's checkout page (decision 013). */
export const DEMO_OUTCOMES = ['pay', 'decline', 'cancel', 'renew', 'fail_renewal', 'end_period'] as const;
export const demoSessionResponse = z.object({
  plan: z.enum(PLAN_IDS),
  priceCents: z.number().int(),
  trialDays: z.number().int(),
  /** open: waiting for Pay, Decline or Cancel; complete: paid; expired: left. */
  checkoutStatus: z.enum(['open', 'complete', 'expired']),
  subscriptionStatus: text(),
  cancelAtPeriodEnd: z.boolean(),
  currentPeriodEnd: text(),
});
export type DemoSession = z.infer<typeof demoSessionResponse>;
export type DemoOutcome = (typeof DEMO_OUTCOMES)[number];
export const demoActionInput = z.object({ outcome: z.enum(DEMO_OUTCOMES) });
export const demoActionResponse = z.object({ redirectUrl: text().nullable() });
