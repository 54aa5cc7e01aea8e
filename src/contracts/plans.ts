/**
 * The plan catalogue (decision 013) without a validation library, so a public page (the landing page's
 * pricing) can show it without loading zod. `billing.ts` re-exports it with the schemas.
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
  /** How it is bought (decision 013): hosted checkout, or a subscription paid through the Payment Element. */
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
