import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import {
  group,
  groupMembersResponse,
  groupsResponse,
  leaderboardResponse,
  type Group,
} from '@/contracts/community/groups';
import { apiJson } from '@/client/lib/api';
import { getQueryFn } from '@/client/lib/query-client';

export const MY_GROUPS_URL = '/api/groups/my-groups';
export const PUBLIC_GROUPS_URL = '/api/groups';
export const groupUrl = (id: number) => `/api/groups/${id}`;

/** GET /api/groups/my-groups: the person's groups, earliest joined first. */
export function myGroupsQueryOptions() {
  return queryOptions({
    queryKey: [MY_GROUPS_URL],
    queryFn: getQueryFn<Group[]>({ on401: 'throw', schema: groupsResponse }),
  });
}
export const useMyGroups = () => useQuery(myGroupsQueryOptions());

/** GET /api/groups: public groups (private ones are never listed). */
export const usePublicGroups = () =>
  useQuery({
    queryKey: [PUBLIC_GROUPS_URL],
    queryFn: getQueryFn<Group[]>({ on401: 'throw', schema: groupsResponse }),
  });

/** GET /api/groups/{id}: one of the person's groups (404 for anyone else). */
export const useGroup = (id: number) =>
  useQuery({
    queryKey: [groupUrl(id)],
    queryFn: async () => group.parse(await apiJson('GET', groupUrl(id))),
  });

/** GET /api/groups/{id}/members. */
export const useGroupMembers = (id: number) =>
  useQuery({
    queryKey: [groupUrl(id), 'members'],
    queryFn: async () => groupMembersResponse.parse(await apiJson('GET', `${groupUrl(id)}/members`)),
  });

/** GET /api/groups/{id}/leaderboard: members by real points, with current streaks. */
export const useGroupLeaderboard = (id: number | null) =>
  useQuery({
    queryKey: [groupUrl(id ?? 0), 'leaderboard'],
    queryFn: async () => leaderboardResponse.parse(await apiJson('GET', `${groupUrl(id!)}/leaderboard`)),
    enabled: id !== null,
  });

/**
 * Everything a change of membership or points can change: the lists, each group's figures, and the
 * learning dashboard's standing (its key is named here: client features do not import each other).
 */
export function invalidateGroups(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) => String(query.queryKey[0]).startsWith('/api/groups'),
  });
}
