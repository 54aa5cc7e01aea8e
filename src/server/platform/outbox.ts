import { and, desc, eq, isNull, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { outboxMessages } from '../db/schema/platform';
import { foreignKeyViolation } from './db-errors';

export type OutboxChannel = 'email' | 'sms';
export type OutboxRow = typeof outboxMessages.$inferSelect;

/** Messages kept instead of delivered (decision 023): written by the offline adapters, read by the admin. */
export const OUTBOX_KEEP_DAYS = 30;

/** Rows for one address kept before the account they are about was recorded with them (no user_id). */
const keptBefore = (recipient: string) =>
  and(eq(outboxMessages.recipient, recipient), isNull(outboxMessages.userId));

export function outbox(db: Db) {
  return {
    async add(
      message: {
        channel: OutboxChannel;
        recipient: string;
        subject: string;
        body: string;
        userId: number | null;
      },
      now: Date,
    ): Promise<void> {
      try {
        await db.insert(outboxMessages).values({ ...message, createdAt: now });
      } catch (error) {
        // The account it is about was deleted meanwhile: its mail went with it, and so does this one.
        if (!foreignKeyViolation(error)) throw error;
      }
    },
    /** One kept message, or undefined when there is none of that id (swept, or its account deleted). */
    async one(id: number): Promise<OutboxRow | undefined> {
      const [row] = await db.select().from(outboxMessages).where(eq(outboxMessages.id, id)).limit(1);
      return row;
    },
    /** The newest messages first. */
    recent(limit: number): Promise<OutboxRow[]> {
      return db.select().from(outboxMessages).orderBy(desc(outboxMessages.id)).limit(limit);
    },
    /**
     * Forgets what was kept for one address (its account was deleted: decision 023). Rows that name their
     * account go with it anyway (ON DELETE CASCADE); this reaches those kept before accounts were named,
     * and leaves the rows about another account that held the address before.
     */
    async forget(recipient: string): Promise<void> {
      await db.delete(outboxMessages).where(keptBefore(recipient));
    },
    /**
     * What was kept about one account, to any address it used, and to its address now (rows kept before
     * the account was recorded; not those about another account that held the address before): the
     * person's data download lists it without the bodies.
     */
    of(userId: number, recipient: string): Promise<OutboxRow[]> {
      return db
        .select()
        .from(outboxMessages)
        .where(or(eq(outboxMessages.userId, userId), keptBefore(recipient)))
        .orderBy(desc(outboxMessages.id));
    },
  };
}
