import { z } from './zod';
import { text } from './text';
import { rowId } from './common';
import { adminMessages } from './messages/admin';

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
