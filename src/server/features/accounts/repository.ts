import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailChanges, passwordResetTokens, users } from '../../db/schema/accounts';

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

    /** Keeps a change of address waiting for its confirmation; it replaces the account's earlier one. */
    async putEmailChange(row: typeof emailChanges.$inferInsert): Promise<void> {
      await db
        .insert(emailChanges)
        .values(row)
        .onConflictDoUpdate({
          target: emailChanges.userId,
          set: {
            newEmail: row.newEmail,
            tokenHash: row.tokenHash,
            createdAt: row.createdAt,
            expiresAt: row.expiresAt,
          },
        });
    },

    /** The account's change of address kept; with `now`, only one whose link still works. */
    async emailChangeOf(userId: number, now?: Date) {
      const [row] = await db
        .select({
          newEmail: emailChanges.newEmail,
          createdAt: emailChanges.createdAt,
          expiresAt: emailChanges.expiresAt,
        })
        .from(emailChanges)
        .where(and(eq(emailChanges.userId, userId), now ? gt(emailChanges.expiresAt, now) : undefined))
        .limit(1);
      return row;
    },

    /**
     * Uses a confirmation link: deletes its row if it has not expired and returns whose change it was.
     * One statement, so the link works once even under a race.
     */
    async takeEmailChange(
      tokenHash: string,
      now: Date,
    ): Promise<{ userId: number; newEmail: string } | null> {
      const [row] = await db
        .delete(emailChanges)
        .where(and(eq(emailChanges.tokenHash, tokenHash), gt(emailChanges.expiresAt, now)))
        .returning({ userId: emailChanges.userId, newEmail: emailChanges.newEmail });
      return row ?? null;
    },

    /** Of these confirmation links (SHA-256 of their tokens), those that still work. */
    async liveEmailChangeTokens(hashes: string[], now: Date): Promise<Set<string>> {
      if (hashes.length === 0) return new Set();
      const rows = await db
        .select({ tokenHash: emailChanges.tokenHash })
        .from(emailChanges)
        .where(and(inArray(emailChanges.tokenHash, hashes), gt(emailChanges.expiresAt, now)));
      return new Set(rows.map((r) => r.tokenHash));
    },

    async deleteEmailChangeOf(userId: number): Promise<void> {
      await db.delete(emailChanges).where(eq(emailChanges.userId, userId));
    },

    /** Deletes the user; their sessions and every table keyed to them go with it (ON DELETE CASCADE). */
    /**
     * Deletes the account, unless it is the last administrator's: the administrators' rows are locked
     * first (as a revoke locks them), so two administrators deleting themselves at once leave one.
     */
    async delete(id: number): Promise<'deleted' | 'last-admin'> {
      return db.transaction(async (tx) => {
        const admins = await tx
          .select({ id: users.id })
          .from(users)
          .where(eq(users.isAdmin, true))
          .for('update');
        if (admins.length === 1 && admins[0]!.id === id) return 'last-admin';
        await tx.delete(users).where(eq(users.id, id));
        return 'deleted';
      });
    },
  };
}

export type AccountsRepository = ReturnType<typeof accountsRepository>;
