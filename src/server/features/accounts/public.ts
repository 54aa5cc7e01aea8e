import { asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { sessionUserPart } from '../../platform/sessions';
import { accountsRepository } from './repository';
import { EMAIL_CONFIRM_LINK_PATH, RESET_LINK_PATH, sha256 } from './reset-links';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The token of an account link in a mail body (lifecycle.ts builds the links): reset or confirmation. */
const ACCOUNT_LINK_TOKEN = new RegExp(
  `(${[RESET_LINK_PATH, EMAIL_CONFIRM_LINK_PATH].map(escapeRegExp).join('|')})([A-Za-z0-9_-]+)`,
  'g',
);
/** Stands for the token of an account link in the outbox. */
export const LINK_MASK = '••••••••';

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

/**
 * `lower(username)` or `email` begins with `prefix` (lower case): each a range from the prefix to the
 * first string after all that begin with it, which the `lower(username)` and `email` indexes answer,
 * then a LIKE for the exact meaning. The range holds where text is ordered by code point (the C and
 * C.UTF-8 collations, PGlite's and the tested PostgreSQL's); a linguistic collation would need
 * `text_pattern_ops` indexes instead.
 */
function beginsWithEither(prefix: string) {
  const chars = [...prefix];
  const last = chars.pop()?.codePointAt(0) ?? 0;
  // The next code point, stepping over the surrogates (no text holds one alone).
  const next = last + 1 >= 0xd800 && last + 1 <= 0xdfff ? 0xe000 : Math.min(last + 1, 0x10ffff);
  const after = `${chars.join('')}${String.fromCodePoint(next)}`;
  const pattern = `${prefix.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  const username = sql`lower(${users.username})`;
  return sql`((${username} >= ${prefix} and ${username} < ${after} and ${username} like ${pattern})
    or (${users.email} >= ${prefix} and ${users.email} < ${after} and ${users.email} like ${pattern}))`;
}

/** What other features may do with accounts: the only door into this feature's tables. */
export function accounts(db: Db) {
  const repo = accountsRepository(db);

  /** Of the account links in these bodies, the SHA-256 of the tokens that still work. */
  async function liveLinkTokens(bodies: string[], now: Date): Promise<Set<string>> {
    const byPath = new Map<string, Set<string>>();
    for (const body of bodies)
      for (const [, path, token] of body.matchAll(ACCOUNT_LINK_TOKEN))
        byPath.set(path!, (byPath.get(path!) ?? new Set()).add(sha256(token!)));
    const resets = await repo.liveResetTokens([...(byPath.get(RESET_LINK_PATH) ?? [])], now);
    const confirmations = await repo.liveEmailChangeTokens(
      [...(byPath.get(EMAIL_CONFIRM_LINK_PATH) ?? [])],
      now,
    );
    return new Set([...resets, ...confirmations]);
  }

  return {
    /** How many accounts there are (the platform analytics' total users). */
    async count(): Promise<number> {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
      return row?.n ?? 0;
    },

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

    /** The person's interface language (its stored name, e.g. 'arabic'), or null when the account is gone. */
    async languageOf(id: number): Promise<string | null> {
      const [row] = await db
        .select({ language: users.language })
        .from(users)
        .where(eq(users.id, id))
        .limit(1);
      return row?.language ?? null;
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
     * Mail as the admin's outbox lists it (decision 023): the token of every account link (a password
     * reset, an e-mail confirmation) is masked, working or not; `hasLinkToReveal` says whether one
     * still works, which the admin may then reveal (`revealAccountLinks`). One query per kind of link.
     */
    async maskAccountLinks(
      bodies: string[],
      now: Date,
    ): Promise<{ body: string; hasLinkToReveal: boolean }[]> {
      const live = await liveLinkTokens(bodies, now);
      return bodies.map((body) => ({
        body: body.replace(ACCOUNT_LINK_TOKEN, (_link, path: string) => `${path}${LINK_MASK}`),
        hasLinkToReveal: [...body.matchAll(ACCOUNT_LINK_TOKEN)].some((m) => live.has(sha256(m[2]!))),
      }));
    },

    /**
     * One kept mail with its working account links whole, for the admin who hands them on (without
     * SMTP that is how a person gets their link); a link that no longer works stays masked.
     */
    async revealAccountLinks(body: string, now: Date): Promise<string> {
      const live = await liveLinkTokens([body], now);
      return body.replace(ACCOUNT_LINK_TOKEN, (link, path: string, token: string) =>
        live.has(sha256(token)) ? link : `${path}${LINK_MASK}`,
      );
    },

    /**
     * The change of e-mail address kept for the account (decision 023), working or expired and not yet
     * swept, for the person's data download: never its token.
     */
    async pendingEmailChangeOf(
      userId: number,
    ): Promise<{ newEmail: string; requestedAt: string; expiresAt: string } | null> {
      const row = await repo.emailChangeOf(userId);
      return row
        ? {
            newEmail: row.newEmail,
            requestedAt: row.createdAt.toISOString(),
            expiresAt: row.expiresAt.toISOString(),
          }
        : null;
    },

    /**
     * A page of the accounts whose username or e-mail address begins with `prefix` (any case), newest
     * first, and how many match. Each begins-with is a range on an index (`lower(username)`, `email`,
     * e-mail addresses being stored in lower case), so a search reads only the matching rows.
     */
    async searchUsers(
      prefix: string,
      { limit, offset }: { limit: number; offset: number },
    ): Promise<{
      users: { id: number; username: string; email: string; isAdmin: boolean; createdAt: Date }[];
      total: number;
    }> {
      const matches = prefix ? beginsWithEither(prefix.toLowerCase()) : undefined;
      const [rows, [counted]] = await Promise.all([
        db
          .select({
            id: users.id,
            username: users.username,
            email: users.email,
            isAdmin: users.isAdmin,
            createdAt: users.createdAt,
          })
          .from(users)
          .where(matches)
          .orderBy(desc(users.id))
          .limit(limit)
          .offset(offset),
        db.select({ total: count() }).from(users).where(matches),
      ]);
      return { users: rows, total: counted?.total ?? 0 };
    },

    /** The administrators, oldest account first. */
    async administrators(): Promise<{ id: number; username: string }[]> {
      return db
        .select({ id: users.id, username: users.username })
        .from(users)
        .where(eq(users.isAdmin, true))
        .orderBy(asc(users.id));
    },

    /** Makes the account of that name (any case) an administrator; false when there is none. */
    async grantAdmin(username: string): Promise<boolean> {
      const rows = await db
        .update(users)
        .set({ isAdmin: true })
        .where(sql`lower(${users.username}) = ${username.toLowerCase()}`)
        .returning({ id: users.id });
      return rows.length > 0;
    },

    /**
     * Takes administrator rights from the account of that name (any case), unless it is the last
     * administrator. The administrators' rows are locked first, so two admins revoking each other at
     * once cannot leave none: the second waits, then sees one left.
     */
    async revokeAdmin(username: string): Promise<'revoked' | 'not-found' | 'last-admin'> {
      return db.transaction(async (tx) => {
        const admins = await tx
          .select({ id: users.id, username: users.username })
          .from(users)
          .where(eq(users.isAdmin, true))
          .for('update');
        const target = admins.find((a) => a.username.toLowerCase() === username.toLowerCase());
        if (!target) {
          const [exists] = await tx
            .select({ id: users.id })
            .from(users)
            .where(sql`lower(${users.username}) = ${username.toLowerCase()}`)
            .limit(1);
          // Not an administrator: nothing to take.
          return exists ? 'revoked' : 'not-found';
        }
        if (admins.length <= 1) return 'last-admin';
        await tx.update(users).set({ isAdmin: false }).where(eq(users.id, target.id));
        return 'revoked';
      });
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
