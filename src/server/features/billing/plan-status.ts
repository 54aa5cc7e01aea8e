import {
  PLAN_IDS,
  PLANS,
  type PlansResponse,
  type SchoolSubscriptionResponse,
  type SubscriptionStatusResponse,
  type UserStatusResponse,
} from '@/contracts/billing';
import type { SubscriptionStatus } from '@/contracts/constants';
import type { Db } from '../../db/client';
import type { Clock } from '../../platform/clock';
import type { UserRow } from '../../platform/sessions';
import { billing } from './public';
import { billingRepository } from './repository';
import type { BillingService } from './service';

/**
 * What the person's plan is and entitles them to now, the plans on offer, and the school's
 * subscription with the classes of its billing period.
 */
export function planStatus(db: Db, clock: Clock, service: BillingService) {
  const repo = billingRepository(db);
  const billingApi = billing(db);
  const { payments } = service;

  const status = (user: UserRow): SubscriptionStatusResponse => ({
    subscriptionStatus: user.subscriptionStatus as SubscriptionStatus,
    subscriptionEndDate: user.subscriptionEndDate?.toISOString() ?? null,
  });
  const withEntitlements = async (user: UserRow): Promise<UserStatusResponse> => ({
    ...status(user),
    entitlements: await billingApi.entitlementsOf(user, clock.now()),
  });
  /** The person with their plan as it is now (after a refresh wrote it). */
  const reload = async (user: UserRow): Promise<UserRow> => {
    const row = await repo.subscriptionOf(user.id);
    if (!row) return user;
    const { userId: _userId, ...plan } = row;
    return { ...user, ...plan };
  };

  return {
    /** subscriptionStatus and subscriptionEndDate of the person, as the session has them. */
    status,

    /** The plan status and what it entitles the person to now. */
    userStatus: withEntitlements,

    /** After paying: the person's subscriptions read from the payment provider now, then their status. */
    async refreshed(user: UserRow): Promise<UserStatusResponse> {
      await service.refresh(user);
      return withEntitlements(await reload(user));
    },

    /** The plan catalogue (decision 013) and how payments are taken here. */
    plans(): PlansResponse {
      return {
        plans: PLAN_IDS.map((id) => PLANS[id]),
        payments: {
          provider: payments?.kind ?? 'unavailable',
          publishableKey: payments?.publishableKey ?? null,
        },
      };
    },

    /** Whether the school is open to the person, and the classes of this billing period. */
    async school(user: UserRow): Promise<SchoolSubscriptionResponse> {
      const entitlements = await billingApi.entitlementsOf(user, clock.now());
      const row = await repo.schoolSubscriptionOf(user.id);
      const limit = entitlements.schoolClassesLimit ?? row?.classesLimit ?? 0;
      return {
        hasActiveSubscription: entitlements.school,
        status: (row?.status as SchoolSubscriptionResponse['status']) ?? null,
        currentPeriodEnd: row?.currentPeriodEnd.toISOString() ?? null,
        classesUsed: entitlements.school ? limit - (entitlements.schoolClassesLeft ?? 0) : 0,
        classesLimit: limit,
      };
    },
  };
}
