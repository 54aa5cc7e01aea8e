import { useMutation } from '@tanstack/react-query';
import { messageResponse, type MessageResponse } from '@/contracts/common';
import { apiJson } from '@/client/lib/api';

export const RESET_ALL_MESSAGE_COUNTS_URL = '/api/admin/reset-all-message-counts';

/** POST /api/admin/reset-all-message-counts with an empty body. */
export function useResetAllMessageCounts() {
  return useMutation({
    mutationFn: async (): Promise<MessageResponse | null> => {
      const parsed = messageResponse.safeParse(await apiJson('POST', RESET_ALL_MESSAGE_COUNTS_URL, {}));
      return parsed.success ? parsed.data : null;
    },
  });
}
