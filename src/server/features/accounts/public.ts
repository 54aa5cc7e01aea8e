import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

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
