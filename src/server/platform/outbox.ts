import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { outboxMessages } from '../db/schema/platform';

export type OutboxChannel = 'email';
export type OutboxRow = typeof outboxMessages.$inferSelect;

/** Messages kept instead of delivered (decision 023): written by the offline adapters, read by the admin. */
export const OUTBOX_KEEP_DAYS = 30;

export function outbox(db: Db) {
  return {
    async add(
      message: { channel: OutboxChannel; recipient: string; subject: string; body: string },
      now: Date,
    ): Promise<void> {
      await db.insert(outboxMessages).values({ ...message, createdAt: now });
    },
    /** The newest messages first. */
    recent(limit: number): Promise<OutboxRow[]> {
      return db.select().from(outboxMessages).orderBy(desc(outboxMessages.id)).limit(limit);
    },
    /** Forgets what was kept for one address (its account was deleted: decision 023). */
    async forget(recipient: string): Promise<void> {
      await db.delete(outboxMessages).where(eq(outboxMessages.recipient, recipient));
    },
    /** What was sent to one address (the person's data download lists it without the bodies). */
    to(recipient: string): Promise<OutboxRow[]> {
      return db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.recipient, recipient))
        .orderBy(desc(outboxMessages.id));
    },
  };
}
