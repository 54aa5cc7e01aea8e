import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { usersResponse } from '@/contracts/admin';
import { apiJson } from '@/client/lib/api';

export const USERS_URL = '/api/admin/users';

export function usersQueryOptions(q: string, page: number) {
  const params = new URLSearchParams({ page: String(page) });
  if (q) params.set('q', q);
  const url = `${USERS_URL}?${params.toString()}`;
  return queryOptions({
    queryKey: [USERS_URL, q, page],
    queryFn: async () => usersResponse.parse(await apiJson('GET', url)),
  });
}

/** GET /api/admin/users: a page of the accounts, searched by the beginning of a username or e-mail. */
export function useUsers(q: string, page: number) {
  // The last page stays on screen while the next loads, so the table does not jump.
  return useQuery({ ...usersQueryOptions(q, page), placeholderData: keepPreviousData });
}
