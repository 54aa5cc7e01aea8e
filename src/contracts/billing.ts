import { z } from './zod';
import { SUBSCRIPTION_STATUSES } from './constants';

/**
 * The plan catalogue (D3): one list that the pricing page, the subscription page, the profile and the
 * server read. Prices are the server's: a client names a plan, never an amount.
 */
export const PLAN_IDS = ['free', 'premium', 'quran_teacher', 'everything', 'school'] as const;
export type PlanId = (typeof PLAN_IDS)[number];
/** Plans a person's account status can name (the school has its own subscription). */
export const ACCOUNT_PLAN_IDS = ['free', 'premium', 'quran_teacher', 'everything'] as const;
export type AccountPlanId = (typeof ACCOUNT_PLAN_IDS)[number];
export const PAID_ACCOUNT_PLANS = ['premium', 'quran_teacher', 'everything'] as const;
export type PaidAccountPlan = (typeof PAID_ACCOUNT_PLANS)[number];
export type PaidPlan = Exclude<PlanId, 'free'>;

export const SCHOOL_CLASSES_PER_PERIOD = 4;
export const SCHOOL_TRIAL_DAYS = 7;

/** What a plan lets a person do; `entitlementsOf` on the server is the only reader. */
export interface PlanGrants {
  unlimitedMessages: boolean;
  priorityResponses: boolean;
  detailedCitations: boolean;
  messageHistory: boolean;
  allPrayerLessons: boolean;
  quranTeacher: boolean;
  school: boolean;
}

export interface Plan {
  id: PlanId;
  /** US cents a month. */
  priceCents: number;
  trialDays: number;
  /** How it is bought (D13): hosted checkout, or a subscription paid through the Payment Element. */
  checkout: 'none' | 'hosted' | 'element';
  tag: 'mostPopular' | 'popular' | 'bestValue' | null;
  grants: PlanGrants;
}

const FREE_GRANTS: PlanGrants = {
  unlimitedMessages: false,
  priorityResponses: false,
  detailedCitations: false,
  messageHistory: false,
  allPrayerLessons: false,
  quranTeacher: false,
  school: false,
};
const PREMIUM_GRANTS: PlanGrants = {
  ...FREE_GRANTS,
  unlimitedMessages: true,
  priorityResponses: true,
  detailedCitations: true,
  messageHistory: true,
  allPrayerLessons: true,
};

export const PLANS: Record<PlanId, Plan> = {
  free: { id: 'free', priceCents: 0, trialDays: 0, checkout: 'none', tag: null, grants: FREE_GRANTS },
  premium: {
    id: 'premium',
    priceCents: 700,
    trialDays: 0,
    checkout: 'hosted',
    tag: 'mostPopular',
    grants: PREMIUM_GRANTS,
  },
  quran_teacher: {
    id: 'quran_teacher',
    priceCents: 700,
    trialDays: 0,
    checkout: 'element',
    tag: 'popular',
    grants: { ...PREMIUM_GRANTS, quranTeacher: true },
  },
  everything: {
    id: 'everything',
    priceCents: 2500,
    trialDays: 0,
    checkout: 'element',
    tag: 'bestValue',
    grants: { ...PREMIUM_GRANTS, quranTeacher: true, school: true },
  },
  school: {
    id: 'school',
    priceCents: 2500,
    trialDays: SCHOOL_TRIAL_DAYS,
    checkout: 'hosted',
    tag: null,
    grants: { ...FREE_GRANTS, school: true },
  },
};

/** Where the browser comes back to after paying for a plan, or after leaving the payment page. */
export function returnPaths(plan: PaidPlan): { success: string; cancel: string } {
  if (plan === 'premium') return { success: '/success', cancel: '/pricing' };
  if (plan === 'school') return { success: '/sunday-school?success=true', cancel: '/sunday-school' };
  return { success: '/subscription?success=true', cancel: '/subscription' };
}

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
});

/** How the browser pays: Stripe (with its publishable key), the demo provider, or not at all. */
export const paymentsModeSchema = z.object({
  provider: z.enum(['stripe', 'demo', 'unavailable']),
  publishableKey: z.string().nullable(),
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
  /** The UI's simple reading (D3): any paid plan. */
  premium: z.boolean(),
  /** The next payment date of a running plan; null when nothing renews. */
  renewsAt: z.string().nullable(),
  /** When a cancelled plan's grants end. */
  endsAt: z.string().nullable(),
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
  subscriptionEndDate: z.string().nullable(),
  entitlements: entitlementsSchema,
});
export type UserStatusResponse = z.infer<typeof userStatusResponse>;

export const subscriptionStatusResponse = z.object({
  subscriptionStatus: z.enum(SUBSCRIPTION_STATUSES),
  subscriptionEndDate: z.string().nullable(),
});

export const checkoutSessionResponse = z.object({ url: z.string() });
export const schoolCheckoutResponse = z.object({ checkoutUrl: z.string() });
export const createSubscriptionResponse = z.object({
  /** Stripe's client secret for the Payment Element, or null with the demo provider. */
  clientSecret: z.string().nullable(),
  /** Where the demo provider's checkout page is, when the demo provider is in use. */
  demoUrl: z.string().nullable(),
});
export type CreateSubscriptionResponse = z.infer<typeof createSubscriptionResponse>;

export const SCHOOL_SUBSCRIPTION_STATUSES = ['active', 'cancelled', 'past_due', 'unpaid'] as const;
export const schoolSubscriptionResponse = z.object({
  hasActiveSubscription: z.boolean(),
  status: z.enum(SCHOOL_SUBSCRIPTION_STATUSES).nullable(),
  currentPeriodEnd: z.string().nullable(),
  classesUsed: z.number().int(),
  classesLimit: z.number().int(),
});

export const cancelResponse = z.object({
  message: z.string(),
  code: z.string(),
  subscriptionEndDate: z.string().nullable(),
});

/** The session id that Stripe (or the demo provider) appends to the success address. */
export const confirmCheckoutQuery = z.object({ session_id: z.string().min(1).max(255).optional() });

/** The demo provider's checkout page (D13). */
export const DEMO_OUTCOMES = ['pay', 'decline', 'cancel', 'renew', 'fail_renewal', 'end_period'] as const;
export const demoSessionResponse = z.object({
  plan: z.enum(PLAN_IDS),
  priceCents: z.number().int(),
  trialDays: z.number().int(),
  /** open: waiting for Pay, Decline or Cancel; complete: paid; expired: left. */
  checkoutStatus: z.enum(['open', 'complete', 'expired']),
  subscriptionStatus: z.string(),
  cancelAtPeriodEnd: z.boolean(),
  currentPeriodEnd: z.string(),
});
export type DemoSession = z.infer<typeof demoSessionResponse>;
export type DemoOutcome = (typeof DEMO_OUTCOMES)[number];
export const demoActionInput = z.object({ outcome: z.enum(DEMO_OUTCOMES) });
export const demoActionResponse = z.object({ redirectUrl: z.string().nullable() });
