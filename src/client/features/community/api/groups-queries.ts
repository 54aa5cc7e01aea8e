import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import {
  group,
  groupMembersResponse,
  groupsResponse,
  leaderboardResponse,
  type Group,
} from '@/contracts/community/groups';
import { getQueryFn } from '@/client/lib/query-client';
import { communityKeys } from './keys';

export const MY_GROUPS_URL = '/api/groups/my-groups';
export const PUBLIC_GROUPS_URL = '/api/groups';
export const groupUrl = (id: number) => `/api/groups/${id}`;

/** GET /api/groups/my-groups: the person's groups, earliest joined first. */
export function myGroupsQueryOptions() {
  return queryOptions({
    queryKey: communityKeys.myGroups(),
    queryFn: getQueryFn<Group[]>({ url: MY_GROUPS_URL, on401: 'throw', schema: groupsResponse }),
  });
}
export const useMyGroups = () => useQuery(myGroupsQueryOptions());

/** GET /api/groups: public groups (private ones are never listed). */
export const usePublicGroups = () =>
  useQuery({
    queryKey: communityKeys.publicGroups(),
    queryFn: getQueryFn<Group[]>({ url: PUBLIC_GROUPS_URL, on401: 'throw', schema: groupsResponse }),
  });

/** GET /api/groups/{id}: one of the person's groups (404 for anyone else). */
export const useGroup = (id: number) =>
  useQuery({
    queryKey: communityKeys.group(id),
    queryFn: getQueryFn({ url: groupUrl(id), on401: 'throw', schema: group }),
  });

/** GET /api/groups/{id}/members. */
export const useGroupMembers = (id: number) =>
  useQuery({
    queryKey: communityKeys.groupMembers(id),
    queryFn: getQueryFn({ url: `${groupUrl(id)}/members`, on401: 'throw', schema: groupMembersResponse }),
  });

/** GET /api/groups/{id}/leaderboard: members by real points, with current streaks. */
export const useGroupLeaderboard = (id: number | null) =>
  useQuery({
    queryKey: communityKeys.leaderboard(id ?? 0),
    queryFn: getQueryFn({
      url: `${groupUrl(id ?? 0)}/leaderboard`,
      on401: 'throw',
      schema: leaderboardResponse,
    }),
    enabled: id !== null,
  });

/**
 * Everything a change of membership or points can change: the lists, each group's figures and
 * members, the leaderboards and the learning dashboard's standing.
 */
export async function invalidateGroups(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: communityKeys.groups() }),
    queryClient.invalidateQueries({ queryKey: communityKeys.standings() }),
  ]);
}
