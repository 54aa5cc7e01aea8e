import { useMutation } from '@tanstack/react-query';
import type { ResetUserMessagesInput } from '@/contracts/admin';
import { messageResponse, type MessageResponse } from '@/contracts/common';
import { apiJson } from '@/client/lib/api';

export const RESET_USER_MESSAGES_URL = '/api/admin/reset-user-messages';

/** POST /api/admin/reset-user-messages: the answer's message is shown to the admin. */
export function useResetUserMessages() {
  return useMutation({
    mutationFn: async (input: ResetUserMessagesInput): Promise<MessageResponse | null> => {
      const parsed = messageResponse.safeParse(await apiJson('POST', RESET_USER_MESSAGES_URL, input));
      return parsed.success ? parsed.data : null;
    },
  });
}
