import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { accountSubscriptions, users } from '@/server/db/schema';
import type { AccountSubscriptionChanges } from '@/server/features/billing/repository';
import type { UserRow } from '@/server/platform/sessions';

/** Puts a person on a plan as billing would (its account_subscriptions row); sessions see it at once. */
export async function setPlan(database: Database, userId: number, changes: AccountSubscriptionChanges) {
  await database.db
    .insert(accountSubscriptions)
    .values({ userId, ...changes })
    .onConflictDoUpdate({ target: accountSubscriptions.userId, set: changes });
}

/** The signed-in person as a request sees them (account and plan), read from the tables. */
export async function sessionUserOf(database: Database, userId: number): Promise<UserRow> {
  const [row] = await database.db
    .select()
    .from(users)
    .leftJoin(accountSubscriptions, eq(accountSubscriptions.userId, users.id))
    .where(eq(users.id, userId));
  const { password: _password, ...account } = row!.users;
  return {
    ...account,
    subscriptionStatus: row!.account_subscriptions?.subscriptionStatus ?? 'free',
    subscriptionPlan: row!.account_subscriptions?.subscriptionPlan ?? null,
    subscriptionEndDate: row!.account_subscriptions?.subscriptionEndDate ?? null,
    premiumGrantsUntil: row!.account_subscriptions?.premiumGrantsUntil ?? null,
    stripeCustomerId: row!.account_subscriptions?.stripeCustomerId ?? null,
    stripeSubscriptionId: row!.account_subscriptions?.stripeSubscriptionId ?? null,
  };
}
