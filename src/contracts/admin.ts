import { z } from 'zod';
import { messages } from './messages';

export const resetUserMessagesInput = z.object({
  username: z
    .string({ error: messages.adminUsernameRequired })
    .trim()
    .min(1, messages.adminUsernameRequired)
    .max(200),
});
export type ResetUserMessagesInput = z.infer<typeof resetUserMessagesInput>;
