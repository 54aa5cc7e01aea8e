import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { passwordResetTokens, users } from '../../db/schema/accounts';

export type NewUser = typeof users.$inferInsert;
/** The whole account, password hash included: for this feature only. */
export type AccountRow = typeof users.$inferSelect;

export function accountsRepository(db: Db) {
  return {
    async findByUsername(username: string): Promise<AccountRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(eq(sql`lower(${users.username})`, username.toLowerCase()))
        .limit(1);
      return row;
    },

    async findByEmail(email: string): Promise<AccountRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
      return row;
    },

    async insert(user: NewUser): Promise<AccountRow> {
      const [row] = await db.insert(users).values(user).returning();
      return row!;
    },

    async update(id: number, changes: Partial<NewUser>): Promise<AccountRow | undefined> {
      const [row] = await db.update(users).set(changes).where(eq(users.id, id)).returning();
      return row;
    },

    async findById(id: number): Promise<AccountRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },

    async addResetToken(row: typeof passwordResetTokens.$inferInsert): Promise<void> {
      await db.insert(passwordResetTokens).values(row);
    },

    /**
     * Uses a reset link: deletes its row if it has not expired and returns whose it was. One statement,
     * so two requests racing with the same link cannot both get it.
     */
    async takeResetToken(id: string, now: Date): Promise<number | null> {
      const [row] = await db
        .delete(passwordResetTokens)
        .where(and(eq(passwordResetTokens.id, id), gt(passwordResetTokens.expiresAt, now)))
        .returning({ userId: passwordResetTokens.userId });
      return row?.userId ?? null;
    },

    /** Of these stored links (SHA-256 ids), those that still work. */
    async liveResetTokens(ids: string[], now: Date): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: passwordResetTokens.id })
        .from(passwordResetTokens)
        .where(and(inArray(passwordResetTokens.id, ids), gt(passwordResetTokens.expiresAt, now)));
      return new Set(rows.map((r) => r.id));
    },

    async deleteResetTokensOf(userId: number): Promise<void> {
      await db.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
    },

    /** Deletes the user; their sessions and every table keyed to them go with it (ON DELETE CASCADE). */
    async delete(id: number): Promise<void> {
      await db.delete(users).where(eq(users.id, id));
    },
  };
}

export type AccountsRepository = ReturnType<typeof accountsRepository>;
