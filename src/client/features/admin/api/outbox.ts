import { useQuery } from '@tanstack/react-query';
import { outboxResponse } from '@/contracts/admin';
import { apiJson } from '@/client/lib/api';

export const ADMIN_OUTBOX_URL = '/api/admin/outbox';

/** GET /api/admin/outbox: the newest mail kept instead of sent (decision 023). */
export function useOutbox() {
  return useQuery({
    queryKey: [ADMIN_OUTBOX_URL],
    queryFn: async () => outboxResponse.parse(await apiJson('GET', ADMIN_OUTBOX_URL)),
  });
}
