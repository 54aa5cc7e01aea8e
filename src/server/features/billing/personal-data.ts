import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sundaySchoolSubscriptions, usageMeters } from '../../db/schema/billing';
import type { UserRow } from '../../platform/sessions';
import type { PaymentsProvider } from '../../platform/ports/payments';

/**
 * What billing holds about one person, for their data download (decision 023): metered use and
 * subscriptions, without the payment provider's reference numbers.
 */
export async function billingPersonalData(db: Db, user: UserRow, payments: PaymentsProvider | null) {
  const userId = user.id;
  const meters = await db
    .select({ meter: usageMeters.meter, period: usageMeters.period, used: usageMeters.used })
    .from(usageMeters)
    .where(eq(usageMeters.userId, userId))
    .orderBy(asc(usageMeters.period), asc(usageMeters.meter));
  const school = await db
    .select()
    .from(sundaySchoolSubscriptions)
    .where(eq(sundaySchoolSubscriptions.userId, userId))
    .orderBy(asc(sundaySchoolSubscriptions.createdAt));
  // The demo provider keeps its records in this database (decision 013), so they are part of the download;
  // Stripe's are the person's to ask Stripe for.
  const demo =
    payments?.kind === 'demo' && user.stripeCustomerId
      ? await payments.listSubscriptions(user.stripeCustomerId)
      : [];
  return {
    usage: meters,
    schoolSubscriptions: school.map((s) => ({
      status: s.status,
      currentPeriodStart: s.currentPeriodStart.toISOString(),
      currentPeriodEnd: s.currentPeriodEnd.toISOString(),
      classesLimit: s.classesLimit,
      createdAt: s.createdAt.toISOString(),
    })),
    demoSubscriptions: demo.map((s) => ({
      plan: s.plan,
      status: s.status,
      currentPeriodStart: s.currentPeriodStart.toISOString(),
      currentPeriodEnd: s.currentPeriodEnd.toISOString(),
      cancelAtPeriodEnd: s.cancelAtPeriodEnd,
      createdAt: s.created.toISOString(),
    })),
  };
}
