import {
  keepsPremiumGrants,
  PAID_ACCOUNT_PLANS,
  PLANS,
  SCHOOL_CLASSES_PER_PERIOD,
  type AccountPlanId,
  type PaidAccountPlan,
  type PlanGrants,
} from '@/contracts/billing';

/** The account columns a plan is read from. */
export interface Subscriber {
  subscriptionStatus: string;
  subscriptionPlan: string | null;
  subscriptionEndDate: Date | null;
  /** A Quran Teacher period running when the plan was narrowed keeps Premium's grants until then. */
  premiumGrantsUntil?: Date | null;
}

/** The school's own subscription row, when the person has one. */
export interface SchoolSubscription {
  status: string;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  classesLimit: number;
}

export interface PlanReading {
  plan: AccountPlanId;
  grants: PlanGrants;
  renewsAt: Date | null;
  endsAt: Date | null;
  /** The billing period school classes are counted in, and how many it allows; null without the school. */
  schoolPeriod: { key: string; limit: number } | null;
}

const isPaid = (value: string | null): value is PaidAccountPlan =>
  (PAID_ACCOUNT_PLANS as readonly string[]).includes(value ?? '');

/** What Premium grants besides the Quran teacher and the school (which it does not grant). */
const premiumOnly = () => {
  const { quranTeacher: _quranTeacher, school: _school, ...rest } = PLANS.premium.grants;
  return rest;
};

/** The calendar month (UTC) AI messages are counted in (decision 013). */
export const messagePeriod = (now: Date) => now.toISOString().slice(0, 7);

/**
 * Decision 013: a running paid plan grants its plan; a cancelled one keeps its grants until
 * subscriptionEndDate; payment_failed, inactive and a cancelled plan past its date grant what Free
 * grants. The school comes with Everything or with its own subscription (active, or cancelled until the
 * period's end).
 */
export function readPlan(user: Subscriber, school: SchoolSubscription | null, now: Date): PlanReading {
  let plan: AccountPlanId = 'free';
  let renewsAt: Date | null = null;
  let endsAt: Date | null = null;
  if (isPaid(user.subscriptionStatus)) {
    plan = user.subscriptionStatus;
    renewsAt = user.subscriptionEndDate;
  } else if (
    user.subscriptionStatus === 'cancelled' &&
    user.subscriptionEndDate !== null &&
    user.subscriptionEndDate > now
  ) {
    plan = isPaid(user.subscriptionPlan) ? user.subscriptionPlan : 'premium';
    endsAt = user.subscriptionEndDate;
  }
  // A Quran Teacher period begun while the plan included Premium keeps Premium's grants to its end.
  const grants = keepsPremiumGrants(plan, user.premiumGrantsUntil, now)
    ? { ...PLANS[plan].grants, ...premiumOnly() }
    : { ...PLANS[plan].grants };

  let schoolPeriod: PlanReading['schoolPeriod'] = null;
  const schoolRuns =
    school !== null &&
    (school.status === 'active' || (school.status === 'cancelled' && school.currentPeriodEnd > now));
  if (schoolRuns) {
    grants.school = true;
    schoolPeriod = { key: `school:${school.currentPeriodStart.toISOString()}`, limit: school.classesLimit };
  } else if (grants.school) {
    // Everything's classes are counted per its billing period, which ends at subscriptionEndDate.
    const end = user.subscriptionEndDate;
    schoolPeriod = {
      key: end ? `plan:${end.toISOString()}` : `month:${messagePeriod(now)}`,
      limit: SCHOOL_CLASSES_PER_PERIOD,
    };
  }
  return { plan, grants, renewsAt, endsAt, schoolPeriod };
}
