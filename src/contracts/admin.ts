import { z } from './zod';
import { text } from './text';
import { rowId } from './common';
import { adminMessages } from './messages/admin';
import { ACCOUNT_PLAN_IDS } from './plans';

/** An existing account named by the admin (any case, spaces around it ignored). */
const accountName = text({ error: adminMessages.adminUsernameRequired.code })
  .trim()
  .min(1, adminMessages.adminUsernameRequired.code)
  .max(200);

export const resetUserMessagesInput = z.object({ username: accountName });
export type ResetUserMessagesInput = z.infer<typeof resetUserMessagesInput>;

/** Makes an existing account an administrator (decision 023). */
export const grantAdminInput = z.object({ username: accountName });
export type GrantAdminInput = z.infer<typeof grantAdminInput>;
/** DELETE /api/admin/administrators/{username}: the account that stops being an administrator. */
export const revokeAdminParams = z.object({ username: accountName });

/** The administrators, oldest account first. */
export const administratorsResponse = z.object({
  administrators: z.array(z.object({ id: z.number().int(), username: text() })),
});
export type AdministratorsResponse = z.infer<typeof administratorsResponse>;

/** Mail kept in the outbox when no SMTP server is configured (decision 023), newest first. */
export const outboxResponse = z.object({
  /** 'smtp': mail is delivered and not kept; 'outbox': it is kept here instead. */
  delivery: z.enum(['smtp', 'outbox']),
  messages: z.array(
    z.object({
      id: z.number().int(),
      channel: text(),
      recipient: text(),
      subject: text(),
      /** Every account link's token is masked (decision 023) until the admin reveals the message. */
      body: text(),
      /** Whether the body holds a link that still works, which the admin may reveal. */
      hasLinkToReveal: z.boolean(),
      createdAt: text(),
    }),
  ),
});
export type OutboxResponse = z.infer<typeof outboxResponse>;

/** POST /api/admin/outbox/{id}/reveal: one kept message. */
export const outboxMessageParams = z.object({ id: rowId });
/** The message's body with its working links whole (a link that no longer works stays masked). */
export const revealedOutboxMessage = z.object({ id: z.number().int(), body: text() });
export type RevealedOutboxMessage = z.infer<typeof revealedOutboxMessage>;

/** How many outbox messages the admin sees. */
export const OUTBOX_SHOWN = 50;

/** How many accounts a page of the admin's user list shows. */
export const USERS_PAGE_SIZE = 20;
/** The longest search the user list takes. */
export const USER_SEARCH_MAX = 100;

/**
 * GET /api/admin/users?q=&page=: accounts whose username or e-mail address begins with `q` (any case;
 * all accounts without it), newest first, a page at a time.
 */
export const usersQuery = z.object({
  q: text({ error: adminMessages.userSearchTooLong.code })
    .trim()
    .max(USER_SEARCH_MAX, adminMessages.userSearchTooLong.code)
    .default(''),
  page: z.coerce
    .number({ error: adminMessages.userPageInvalid.code })
    .int(adminMessages.userPageInvalid.code)
    .min(1, adminMessages.userPageInvalid.code)
    .max(10_000, adminMessages.userPageInvalid.code)
    .default(1),
});
export type UsersQuery = z.infer<typeof usersQuery>;

/** One account in the admin's user list: who, since when, on which plan, and whether an admin. */
export const adminUserRow = z.object({
  id: z.number().int(),
  username: text(),
  email: text(),
  isAdmin: z.boolean(),
  /** The account plan in force now (a cancelled plan until its period ends). */
  plan: z.enum(ACCOUNT_PLAN_IDS),
  /** The AI Islamic school's own subscription runs. */
  school: z.boolean(),
  createdAt: text(),
});
export type AdminUserRow = z.infer<typeof adminUserRow>;

export const usersResponse = z.object({
  users: z.array(adminUserRow),
  /** Accounts matching the search, on every page. */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type UsersResponse = z.infer<typeof usersResponse>;
