import { and, eq, sum } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { usageMeters } from '@/server/db/schema';

/** AI messages a person has used, over every month (decision 015). */
export async function messagesUsed(database: Database, userId: number): Promise<number> {
  const [row] = await database.db
    .select({ used: sum(usageMeters.used) })
    .from(usageMeters)
    .where(and(eq(usageMeters.userId, userId), eq(usageMeters.meter, 'ai_messages')));
  return Number(row?.used ?? 0);
}

/** Records that a person has used `used` AI messages in the month of `now`. */
export async function setMessagesUsed(database: Database, userId: number, used: number, now: Date) {
  const period = now.toISOString().slice(0, 7);
  await database.db
    .insert(usageMeters)
    .values({ userId, meter: 'ai_messages', period, used })
    .onConflictDoUpdate({
      target: [usageMeters.userId, usageMeters.meter, usageMeters.period],
      set: { used },
    });
}
