import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { currentUserResponse, type PublicUser } from '@/contracts/auth';
import { getQueryFn } from './query-client';

export const CURRENT_USER_URL = '/api/auth/user';
const CURRENT_USER_KEY = ['current-user'] as const;

/**
 * The signed-in user, loaded once with no retry. The server answers 200 with null
 * when nobody is signed in; a 401 reads the same way.
 */
export function currentUserQueryOptions() {
  return queryOptions({
    queryKey: CURRENT_USER_KEY,
    queryFn: getQueryFn<PublicUser | null>({
      url: CURRENT_USER_URL,
      on401: 'returnNull',
      schema: currentUserResponse,
    }),
  });
}

export function useUser() {
  return useQuery(currentUserQueryOptions());
}

export function setCurrentUser(queryClient: QueryClient, user: PublicUser | null): void {
  queryClient.setQueryData(currentUserQueryOptions().queryKey, user);
}

/** Forgets everything cached for the previous user and records that nobody is signed in. */
export function clearSession(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== CURRENT_USER_KEY[0] });
  setCurrentUser(queryClient, null);
}
