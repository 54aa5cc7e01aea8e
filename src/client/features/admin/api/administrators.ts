import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { administratorsResponse, type GrantAdminInput } from '@/contracts/admin';
import { messageResponse } from '@/contracts/common';
import { apiJson } from '@/client/lib/api';
import { currentUserQueryOptions } from '@/client/lib/auth';

export const ADMINISTRATORS_URL = '/api/admin/administrators';

export function administratorsQueryOptions() {
  return queryOptions({
    queryKey: [ADMINISTRATORS_URL],
    queryFn: async () => administratorsResponse.parse(await apiJson('GET', ADMINISTRATORS_URL)),
  });
}

/** GET /api/admin/administrators: who is an administrator (decision 023). */
export function useAdministrators() {
  return useQuery(administratorsQueryOptions());
}

/** After a grant or a revocation the list is read again, and so is the signed-in admin (who may have stepped down). */
function useAfterChange() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: administratorsQueryOptions().queryKey });
    void queryClient.invalidateQueries({ queryKey: currentUserQueryOptions().queryKey });
  };
}

/** POST /api/admin/administrators: makes an existing account an administrator. */
export function useGrantAdmin() {
  const onSuccess = useAfterChange();
  return useMutation({
    mutationFn: async (input: GrantAdminInput) =>
      messageResponse.parse(await apiJson('POST', ADMINISTRATORS_URL, input)),
    onSuccess,
  });
}

/** DELETE /api/admin/administrators/{username}: the last administrator is refused (409). */
export function useRevokeAdmin() {
  const onSuccess = useAfterChange();
  return useMutation({
    mutationFn: async (username: string) =>
      messageResponse.parse(await apiJson('DELETE', `${ADMINISTRATORS_URL}/${encodeURIComponent(username)}`)),
    onSuccess,
  });
}
