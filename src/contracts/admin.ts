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
