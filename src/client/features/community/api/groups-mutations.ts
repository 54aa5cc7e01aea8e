import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  group,
  joinGroupResponse,
  normaliseJoinCode,
  type CreateGroupInput,
} from '@/contracts/community/groups';
import { messageResponse } from '@/contracts/common';
import { apiJson } from '@/client/lib/api';
import { groupUrl, invalidateGroups } from './groups-queries';

/**
 * The group mutations. Each page says its own toasts (the Study Groups page and the Community page
 * word them differently), so these only call the API and refresh the lists.
 */

/** POST /api/groups. */
export function useCreateGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreateGroupInput) => group.parse(await apiJson('POST', '/api/groups', input)),
    onSuccess: () => invalidateGroups(queryClient),
  });
}

/** POST /api/groups/join: the code is sent in upper case. */
export function useJoinGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (code: string) =>
      joinGroupResponse.parse(await apiJson('POST', '/api/groups/join', { code: normaliseJoinCode(code) })),
    onSuccess: () => invalidateGroups(queryClient),
  });
}

/** DELETE /api/groups/{id}/leave. */
export function useLeaveGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => messageResponse.parse(await apiJson('DELETE', `${groupUrl(id)}/leave`)),
    onSuccess: () => invalidateGroups(queryClient),
  });
}

/** DELETE /api/groups/{id}: the owner deletes the group (decision 020). */
export function useDeleteGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => messageResponse.parse(await apiJson('DELETE', groupUrl(id))),
    onSuccess: () => invalidateGroups(queryClient),
  });
}
