import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  accountSubscriptions,
  processedPaymentEvents,
  sundaySchoolSubscriptions,
  usageMeters,
} from '../../db/schema/billing';
import { foreignKeyViolation } from '../../platform/db-errors';

export const METERS = { messages: 'ai_messages', schoolClasses: 'school_classes' } as const;
export type Meter = (typeof METERS)[keyof typeof METERS];

export type SchoolSubscriptionRow = typeof sundaySchoolSubscriptions.$inferSelect;
/** A person's account plan; a person without a row is on the Free plan. */
export type AccountSubscriptionRow = typeof accountSubscriptions.$inferSelect;
export type AccountSubscriptionChanges = Partial<Omit<AccountSubscriptionRow, 'userId'>>;

/** The billing feature's tables (docs/decisions/013). */
export function billingRepository(db: Db) {
  return {
    /**
     * Takes one unit of a meter in one statement: a new period starts at 1, an existing one grows only
     * while under the limit, so two requests can never both take the last unit.
     */
    async take(userId: number, meter: Meter, period: string, limit: number): Promise<boolean> {
      if (limit <= 0) return false;
      const rows = await db
        .insert(usageMeters)
        .values({ userId, meter, period, used: 1 })
        .onConflictDoUpdate({
          target: [usageMeters.userId, usageMeters.meter, usageMeters.period],
          set: { used: sql`${usageMeters.used} + 1` },
          setWhere: sql`${usageMeters.used} < ${limit}`,
        })
        .returning({ used: usageMeters.used });
      return rows.length > 0;
    },

    async giveBack(userId: number, meter: Meter, period: string): Promise<void> {
      await db
        .update(usageMeters)
        .set({ used: sql`greatest(${usageMeters.used} - 1, 0)` })
        .where(
          and(eq(usageMeters.userId, userId), eq(usageMeters.meter, meter), eq(usageMeters.period, period)),
        );
    },

    async used(userId: number, meter: Meter, period: string): Promise<number> {
      const [row] = await db
        .select({ used: usageMeters.used })
        .from(usageMeters)
        .where(
          and(eq(usageMeters.userId, userId), eq(usageMeters.meter, meter), eq(usageMeters.period, period)),
        );
      return row?.used ?? 0;
    },

    /** Forgets a meter's counts: one person's, or everyone's when userId is undefined. */
    async reset(meter: Meter, userId?: number): Promise<void> {
      await db
        .delete(usageMeters)
        .where(
          userId === undefined
            ? eq(usageMeters.meter, meter)
            : and(eq(usageMeters.meter, meter), eq(usageMeters.userId, userId)),
        );
    },

    /** The person's newest school subscription. */
    async schoolSubscriptionOf(userId: number): Promise<SchoolSubscriptionRow | null> {
      const [row] = await db
        .select()
        .from(sundaySchoolSubscriptions)
        .where(eq(sundaySchoolSubscriptions.userId, userId))
        .orderBy(desc(sundaySchoolSubscriptions.currentPeriodEnd))
        .limit(1);
      return row ?? null;
    },

    async upsertSchoolSubscription(
      row: Pick<
        SchoolSubscriptionRow,
        'userId' | 'stripeSubscriptionId' | 'status' | 'currentPeriodStart' | 'currentPeriodEnd'
      >,
    ): Promise<void> {
      try {
        await db
          .insert(sundaySchoolSubscriptions)
          .values(row)
          .onConflictDoUpdate({
            target: sundaySchoolSubscriptions.stripeSubscriptionId,
            set: {
              status: row.status,
              currentPeriodStart: row.currentPeriodStart,
              currentPeriodEnd: row.currentPeriodEnd,
            },
          });
      } catch (error) {
        // The person has gone since: nothing of theirs to keep.
        if (!foreignKeyViolation(error)) throw error;
      }
    },

    /** The person's plan row, or null (Free, and no customer yet). */
    async subscriptionOf(userId: number): Promise<AccountSubscriptionRow | null> {
      const [row] = await db
        .select()
        .from(accountSubscriptions)
        .where(eq(accountSubscriptions.userId, userId))
        .limit(1);
      return row ?? null;
    },

    async subscriptionOfCustomer(customerId: string): Promise<AccountSubscriptionRow | null> {
      const [row] = await db
        .select()
        .from(accountSubscriptions)
        .where(eq(accountSubscriptions.stripeCustomerId, customerId))
        .limit(1);
      return row ?? null;
    },

    /** Writes the person's plan (a first write creates the row); null when the person no longer exists. */
    async updateSubscription(
      userId: number,
      changes: AccountSubscriptionChanges,
    ): Promise<AccountSubscriptionRow | null> {
      try {
        const [row] = await db
          .insert(accountSubscriptions)
          .values({ userId, ...changes })
          .onConflictDoUpdate({ target: accountSubscriptions.userId, set: changes })
          .returning();
        return row ?? null;
      } catch (error) {
        if (foreignKeyViolation(error)) return null;
        throw error;
      }
    },

    async isEventProcessed(id: string): Promise<boolean> {
      const [row] = await db
        .select({ id: processedPaymentEvents.id })
        .from(processedPaymentEvents)
        .where(eq(processedPaymentEvents.id, id));
      return row !== undefined;
    },

    async markEventProcessed(id: string, type: string): Promise<void> {
      await db.insert(processedPaymentEvents).values({ id, type }).onConflictDoNothing();
    },
  };
}

export type BillingRepository = ReturnType<typeof billingRepository>;
