import { useMutation, useQuery } from '@tanstack/react-query';
import { outboxResponse, revealedOutboxMessage } from '@/contracts/admin';
import { apiJson } from '@/client/lib/api';

export const ADMIN_OUTBOX_URL = '/api/admin/outbox';

/** GET /api/admin/outbox: the newest mail kept instead of sent, every link's token masked (decision 023). */
export function useOutbox() {
  return useQuery({
    queryKey: [ADMIN_OUTBOX_URL],
    queryFn: async () => outboxResponse.parse(await apiJson('GET', ADMIN_OUTBOX_URL)),
  });
}

/** POST /api/admin/outbox/{id}/reveal: one message with its working links whole; the server logs who asked. */
export function useRevealOutboxMessage() {
  return useMutation({
    mutationFn: async (id: number) =>
      revealedOutboxMessage.parse(await apiJson('POST', `${ADMIN_OUTBOX_URL}/${id}/reveal`)),
  });
}
