import { FREE_MESSAGES_PER_MONTH } from '@/contracts/constants';
import type { Entitlements } from '@/contracts/billing';
import type { AccountPlanId } from '@/contracts/plans';
import { desc, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accountSubscriptions, sundaySchoolSubscriptions } from '../../db/schema/billing';
import { sessionUserPart, type UserRow } from '../../platform/sessions';
import { personRead } from '../../platform/person-read';
import { messagePeriod, readPlan } from './entitlements';
import { entitlementsPart } from './person-reads';
import type { PaymentsProvider } from '../../platform/ports/payments';
import { billingRepository, METERS } from './repository';
import { billingService } from './service';

declare module '../../platform/sessions' {
  /** Billing's share of the signed-in person: their account plan. */
  interface SessionUser {
    subscriptionStatus: string;
    subscriptionPlan: string | null;
    subscriptionEndDate: Date | null;
    premiumGrantsUntil: Date | null;
    stripeCustomerId: string | null;
    stripeSubscriptionId: string | null;
  }
}

/**
 * The plan in every session lookup (context.ts), so entitlements need no query of their own for it; a
 * person without a plan row is on Free. Plan changes notify the session caches (migration 0012).
 */
export const billingSessionPart = sessionUserPart({
  table: accountSubscriptions,
  userId: accountSubscriptions.userId,
  join: 'left',
  columns: {
    subscriptionStatus: sql<string>`coalesce(${accountSubscriptions.subscriptionStatus}, 'free')`,
    subscriptionPlan: accountSubscriptions.subscriptionPlan,
    subscriptionEndDate: accountSubscriptions.subscriptionEndDate,
    premiumGrantsUntil: accountSubscriptions.premiumGrantsUntil,
    stripeCustomerId: accountSubscriptions.stripeCustomerId,
    stripeSubscriptionId: accountSubscriptions.stripeSubscriptionId,
  },
});

/** A person without a plan row: on Free. */
const FREE_SUBSCRIBER = { subscriptionStatus: 'free', subscriptionPlan: null, subscriptionEndDate: null };

/** A metered allowance a feature takes from and gives back to (the AI-turn pipeline's quota). */
export interface Allowance {
  /** Takes one unit atomically; false when the person has none left. */
  take(user: UserRow, now: Date): Promise<boolean>;
  /** Gives the unit back when the work it paid for failed. */
  giveBack(user: UserRow, now: Date): Promise<void>;
}

/**
 * What other features may ask of billing. `entitlementsOf` is the only place anything decides what a
 * person may do (decision 013); the allowances count metered use per person, meter and period.
 */
export function billing(db: Db) {
  const repo = billingRepository(db);
  const readEntitlements = personRead(db, 'billing_entitlements', { entitlements: entitlementsPart });

  const planOf = async (user: UserRow, now: Date) =>
    readPlan(user, await repo.schoolSubscriptionOf(user.id), now);

  /** AI messages a month (decision 015): a plan with unlimited messages is not counted. */
  const messages: Allowance = {
    async take(user, now) {
      if (readPlan(user, null, now).grants.unlimitedMessages) return true;
      return repo.take(user.id, METERS.messages, messagePeriod(now), FREE_MESSAGES_PER_MONTH);
    },
    async giveBack(user, now) {
      if (readPlan(user, null, now).grants.unlimitedMessages) return;
      await repo.giveBack(user.id, METERS.messages, messagePeriod(now));
    },
  };

  /** School classes a billing period; none without the school. */
  const schoolClasses: Allowance = {
    async take(user, now) {
      const { schoolPeriod } = await planOf(user, now);
      if (!schoolPeriod) return false;
      return repo.take(user.id, METERS.schoolClasses, schoolPeriod.key, schoolPeriod.limit);
    },
    async giveBack(user, now) {
      const { schoolPeriod } = await planOf(user, now);
      if (schoolPeriod) await repo.giveBack(user.id, METERS.schoolClasses, schoolPeriod.key);
    },
  };

  return {
    /** What the person may do and what is left of their allowances: one statement. */
    async entitlementsOf(user: UserRow, now: Date): Promise<Entitlements> {
      return (await readEntitlements(user.id, { entitlements: { user, now } })).entitlements;
    },
    messages,
    schoolClasses,
    /**
     * The account plan in force for each of these people, and whether the school is open to them (its
     * own subscription or Everything), read as `entitlementsOf` reads it: two statements for a page.
     */
    async plansOf(
      userIds: readonly number[],
      now: Date,
    ): Promise<Map<number, { plan: AccountPlanId; school: boolean }>> {
      if (userIds.length === 0) return new Map();
      const ids = [...userIds];
      const [subscriptions, schools] = await Promise.all([
        db.select().from(accountSubscriptions).where(inArray(accountSubscriptions.userId, ids)),
        // Each person's latest school subscription, as schoolSubscriptionOf reads it.
        db
          .selectDistinctOn([sundaySchoolSubscriptions.userId])
          .from(sundaySchoolSubscriptions)
          .where(inArray(sundaySchoolSubscriptions.userId, ids))
          .orderBy(sundaySchoolSubscriptions.userId, desc(sundaySchoolSubscriptions.currentPeriodEnd)),
      ]);
      const subscriptionOf = new Map(subscriptions.map((row) => [row.userId, row]));
      const schoolOf = new Map(schools.map((row) => [row.userId, row]));
      return new Map(
        ids.map((id) => {
          const reading = readPlan(subscriptionOf.get(id) ?? FREE_SUBSCRIBER, schoolOf.get(id) ?? null, now);
          return [id, { plan: reading.plan, school: reading.grants.school }];
        }),
      );
    },
    /** Admin reset: one person's, or everyone's, AI messages start again at zero. */
    async resetMessages(userId?: number): Promise<void> {
      await repo.reset(METERS.messages, userId);
    },
  };
}

export type Billing = ReturnType<typeof billing>;

/**
 * Before a person's account is deleted: their customer, and with it every subscription, is deleted at
 * the payment provider (billingService.forgetCustomer).
 */
export function forgetCustomerOf(
  db: Db,
  payments: PaymentsProvider | null,
  user: UserRow,
): Promise<{ undeletedCustomer: string | null }> {
  return billingService(billingRepository(db), payments).forgetCustomer(user);
}
/** Billing's share of the reads other features compose about one person (platform/person-read). */
export { entitlementsPart };
export { billingPersonalData } from './personal-data';
