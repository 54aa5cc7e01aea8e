import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { sessionUserPart } from '../../platform/sessions';
import { accountsRepository } from './repository';
import { RESET_LINK_PATH, sha256 } from './reset-links';

/** A reset link's token in a mail body (lifecycle.ts builds the link). */
const RESET_LINK_TOKEN = new RegExp(`${RESET_LINK_PATH}([A-Za-z0-9_-]+)`, 'g');
/** Stands for the token of a reset link that no longer works. */
export const DEAD_LINK_MASK = '••••••••';

declare module '../../platform/sessions' {
  /** Accounts' share of the signed-in person: the account, never its password hash. */
  interface SessionUser {
    username: string;
    email: string;
    prayerTradition: string | null;
    experienceLevel: string | null;
    language: string;
    createdAt: Date;
  }
}

/** The account in every session lookup (context.ts): no session without its account. */
export const accountsSessionPart = sessionUserPart({
  table: users,
  userId: users.id,
  join: 'inner',
  columns: {
    id: users.id,
    username: users.username,
    email: users.email,
    isAdmin: users.isAdmin,
    prayerTradition: users.prayerTradition,
    experienceLevel: users.experienceLevel,
    language: users.language,
    createdAt: users.createdAt,
  },
});

/** What other features may do with accounts: the only door into this feature's tables. */
export function accounts(db: Db) {
  return {
    /** The id of the user of that name (any case), or null. */
    async idOfUsername(username: string): Promise<number | null> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.username}) = ${username.toLowerCase()}`)
        .limit(1);
      return row?.id ?? null;
    },

    /** Whether the account still exists (a queued message about it is dropped once it is deleted). */
    async exists(id: number): Promise<boolean> {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id)).limit(1);
      return row !== undefined;
    },

    /** The usernames of these users (one statement, for lists such as a group's members). */
    async usernames(ids: readonly number[]): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: users.id, username: users.username })
        .from(users)
        .where(inArray(users.id, [...ids]));
      return new Map(rows.map((r) => [r.id, r.username]));
    },

    /**
     * Mail as the admin's outbox shows it (decision 023): a reset link stays whole only while it works,
     * since without SMTP the admin hands it to its owner; the token of one used, expired or replaced
     * (a new password, a new address) is masked. One query for all the bodies.
     */
    async maskDeadResetLinks(bodies: string[], now: Date): Promise<string[]> {
      const tokens = new Set(
        bodies.flatMap((body) => [...body.matchAll(RESET_LINK_TOKEN)].map((m) => m[1]!)),
      );
      const live = await accountsRepository(db).liveResetTokens(
        [...tokens].map((token) => sha256(token)),
        now,
      );
      return bodies.map((body) =>
        body.replace(RESET_LINK_TOKEN, (link, token: string) =>
          live.has(sha256(token)) ? link : `${RESET_LINK_PATH}${DEAD_LINK_MASK}`,
        ),
      );
    },

    /**
     * ADMIN_USERNAMES at start (decision 023): marks the existing accounts of those names admin and
     * answers the names that have no account. Names are lower-case.
     */
    async markAdmins(usernames: string[]): Promise<string[]> {
      if (usernames.length === 0) return [];
      const marked = await db
        .update(users)
        .set({ isAdmin: true })
        .where(sql`lower(${users.username}) in ${usernames}`)
        .returning({ username: users.username });
      const found = new Set(marked.map((row) => row.username.toLowerCase()));
      return usernames.filter((name) => !found.has(name));
    },
  };
}
