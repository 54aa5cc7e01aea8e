import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { demoSubscriptions, sundaySchoolSubscriptions, usageMeters } from '../../db/schema/billing';

/**
 * What billing holds about one person, for their data download (decision 023): metered use and
 * subscriptions, without the payment provider's reference numbers.
 */
export async function billingPersonalData(db: Db, userId: number) {
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
  const demo = await db
    .select()
    .from(demoSubscriptions)
    .where(eq(demoSubscriptions.userId, userId))
    .orderBy(asc(demoSubscriptions.createdAt));
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
      createdAt: s.createdAt.toISOString(),
    })),
  };
}
