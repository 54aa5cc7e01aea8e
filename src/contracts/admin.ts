import { z } from './zod';
import { text } from './text';
import { adminMessages } from './messages/admin';

export const resetUserMessagesInput = z.object({
  username: text({ error: adminMessages.adminUsernameRequired.code })
    .trim()
    .min(1, adminMessages.adminUsernameRequired.code)
    .max(200),
});
export type ResetUserMessagesInput = z.infer<typeof resetUserMessagesInput>;

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
      body: text(),
      createdAt: text(),
    }),
  ),
});
export type OutboxResponse = z.infer<typeof outboxResponse>;

/** How many outbox messages the admin sees. */
export const OUTBOX_SHOWN = 50;
