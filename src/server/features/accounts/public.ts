import { and, eq, sql } from 'drizzle-orm';
import { FREE_MESSAGES_PER_MONTH, PREMIUM_STATUSES } from '@/contracts/constants';
import type { Db } from '../../db/client';
import type { UserRow } from '../../platform/sessions';
import { users } from '../../db/schema';

/** The calendar month (UTC) a message is counted in (D4). */
export const messagePeriod = (now: Date) => now.toISOString().slice(0, 7);

/**
 * What a user's plan grants (D3). The billing feature will extend the plans; until it exists every
 * account is free unless an administrator changed its status. A cancelled plan keeps its grants until
 * subscriptionEndDate.
 */
export function entitlementsOf(user: Pick<UserRow, 'subscriptionStatus' | 'subscriptionEndDate'>, now: Date) {
  const paid = (PREMIUM_STATUSES as readonly string[]).includes(user.subscriptionStatus);
  const inGrace =
    user.subscriptionStatus === 'cancelled' &&
    user.subscriptionEndDate !== null &&
    user.subscriptionEndDate > now;
  const premium = paid || inGrace;
  return { premium, unlimitedMessages: premium, allPrayerLessons: premium };
}

/** What other features may do with accounts: the only door into this feature's tables. */
export function accounts(db: Db) {
  return {
    /** Resets one user's AI message count; false when no user has that name. */
    async resetMessageCount(username: string): Promise<boolean> {
      const updated = await db
        .update(users)
        .set({ messageCount: 0 })
        .where(sql`lower(${users.username}) = ${username.toLowerCase()}`)
        .returning({ id: users.id });
      return updated.length > 0;
    },

    /**
     * Takes one AI message from a free user's monthly allowance (D4), atomically: one UPDATE that
     * starts a new month at 1 and refuses past the limit, so two requests cannot both take the last one.
     * Returns false when the allowance is used up. Premium users are not counted.
     */
    async consumeMessage(user: UserRow, now: Date): Promise<boolean> {
      if (entitlementsOf(user, now).unlimitedMessages) return true;
      const period = messagePeriod(now);
      const updated = await db
        .update(users)
        .set({
          messageCount: sql`case when ${users.messageCountPeriod} is distinct from ${period} then 1 else ${users.messageCount} + 1 end`,
          messageCountPeriod: period,
        })
        .where(
          and(
            eq(users.id, user.id),
            sql`(${users.messageCountPeriod} is distinct from ${period} or ${users.messageCount} < ${FREE_MESSAGES_PER_MONTH})`,
          ),
        )
        .returning({ id: users.id });
      return updated.length > 0;
    },

    /** Gives a message back when the AI could not answer (the person saw only a fallback line). */
    async refundMessage(user: UserRow, now: Date): Promise<void> {
      if (entitlementsOf(user, now).unlimitedMessages) return;
      await db
        .update(users)
        .set({ messageCount: sql`greatest(${users.messageCount} - 1, 0)` })
        .where(and(eq(users.id, user.id), eq(users.messageCountPeriod, messagePeriod(now))));
    },

    async resetAllMessageCounts(): Promise<void> {
      await db.update(users).set({ messageCount: 0 });
    },

    /** ADMIN_USERNAMES (D2): marks the existing users of those names admin. Names are lower-case. */
    async markAdmins(usernames: string[]): Promise<void> {
      if (usernames.length === 0) return;
      await db
        .update(users)
        .set({ isAdmin: true })
        .where(sql`lower(${users.username}) in ${usernames}`);
    },
  };
}
