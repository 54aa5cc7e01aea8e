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

/**
 * What a plan card lists, in the catalogue's order: the first four are the spec's Free Tier card, the
 * next four its Premium card; the rest name the Quran teacher and the school. Shown as
 * the billing namespace's `features.<key>` wherever a plan is described (decision 013).
 */
export const PLAN_FEATURES = [
  'fiveMessages',
  'allScholars',
  'basicCitations',
  'fajrLesson',
  'unlimitedMessages',
  'priorityResponses',
  'detailedCitations',
  'messageHistory',
  'allPrayerLessons',
  'quranTeacher',
  'quranTeacherUnlimited',
  'school',
  'schoolTrial',
] as const;
export type PlanFeature = (typeof PLAN_FEATURES)[number];

/**
 * When each part of the product opens (ISO date), or null when it is open now. A plan whose grants
 * include a part not yet open says when it opens and cannot be bought (decision 013). Every part is
 * open today.
 */
export const FEATURE_OPENINGS: Record<keyof PlanGrants, string | null> = {
  unlimitedMessages: null,
  priorityResponses: null,
  detailedCitations: null,
  messageHistory: null,
  allPrayerLessons: null,
  quranTeacher: null,
  school: null,
};

/** The latest opening date among the parts a plan grants; null when everything it grants is open. */
export function opensAtOf(
  grants: PlanGrants,
  openings: Record<keyof PlanGrants, string | null> = FEATURE_OPENINGS,
): string | null {
  let latest: string | null = null;
  for (const key of Object.keys(grants) as (keyof PlanGrants)[]) {
    const opens = grants[key] ? openings[key] : null;
    if (opens && (latest === null || opens > latest)) latest = opens;
  }
  return latest;
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
  /** What its card lists (the billing namespace's `features.<key>`), from its grants. */
  features: readonly PlanFeature[];
  /** When the last part it grants opens; null when it can be bought now. */
  opensAt: string | null;
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

const FREE_FEATURES: readonly PlanFeature[] = ['fiveMessages', 'allScholars', 'basicCitations', 'fajrLesson'];
const PREMIUM_FEATURES: readonly PlanFeature[] = [
  'unlimitedMessages',
  'priorityResponses',
  'detailedCitations',
  'messageHistory',
  'allPrayerLessons',
];
/** Quran Teacher is its own plan (decision 013): the teacher on every verse, plus what Free grants. */
const QURAN_TEACHER_GRANTS: PlanGrants = { ...FREE_GRANTS, quranTeacher: true };

const plan = (id: PlanId, fields: Omit<Plan, 'id' | 'opensAt'>): Plan => ({
  id,
  ...fields,
  opensAt: opensAtOf(fields.grants),
});

export const PLANS: Record<PlanId, Plan> = {
  free: plan('free', {
    priceCents: 0,
    trialDays: 0,
    checkout: 'none',
    tag: null,
    grants: FREE_GRANTS,
    features: FREE_FEATURES,
  }),
  premium: plan('premium', {
    priceCents: 700,
    trialDays: 0,
    checkout: 'hosted',
    tag: 'mostPopular',
    grants: PREMIUM_GRANTS,
    features: PREMIUM_FEATURES,
  }),
  quran_teacher: plan('quran_teacher', {
    priceCents: 700,
    trialDays: 0,
    checkout: 'element',
    tag: 'popular',
    grants: QURAN_TEACHER_GRANTS,
    features: ['quranTeacher', 'quranTeacherUnlimited', ...FREE_FEATURES],
  }),
  everything: plan('everything', {
    priceCents: 2500,
    trialDays: 0,
    checkout: 'element',
    tag: 'bestValue',
    grants: { ...PREMIUM_GRANTS, quranTeacher: true, school: true },
    features: [...PREMIUM_FEATURES, 'quranTeacher', 'school'],
  }),
  school: plan('school', {
    priceCents: 2500,
    trialDays: SCHOOL_TRIAL_DAYS,
    checkout: 'hosted',
    tag: null,
    grants: { ...FREE_GRANTS, school: true },
    features: ['school', 'schoolTrial'],
  }),
};

/**
 * Quran Teacher granted all of Premium until it became its own plan (decision 013). The Quran Teacher
 * periods running then were marked with their end (`premiumGrantsUntil`, migration 0025) and keep
 * Premium's grants until it; no period bought, renewed or changed to since is marked.
 */
export function keepsPremiumGrants(
  plan: PlanId,
  premiumGrantsUntil: Date | null | undefined,
  now: Date,
): boolean {
  return plan === 'quran_teacher' && premiumGrantsUntil != null && premiumGrantsUntil > now;
}

/** The plans a running one can be changed to and from, with proration (decision 013). */
export function isChangeablePlan(plan: string): plan is PaidAccountPlan {
  return (PAID_ACCOUNT_PLANS as readonly string[]).includes(plan);
}

/** Where the browser comes back to after paying for a plan, or after leaving the payment page. */
export function returnPaths(plan: PaidPlan): { success: string; cancel: string } {
  if (plan === 'premium') return { success: '/success', cancel: '/pricing' };
  if (plan === 'school') return { success: '/sunday-school?success=true', cancel: '/sunday-school' };
  return { success: '/subscription?success=true', cancel: '/subscription' };
}
