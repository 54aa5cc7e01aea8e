import { useMutation, useQueryClient } from '@tanstack/react-query';
import { conversationSummarySchema } from '@/contracts/chat';
import { okResponse } from '@/contracts/common';
import { apiJson } from '@/client/lib/api';
import { chatKeys } from './keys';

/** PATCH /api/chat/conversations/:id: renames one of the person's conversations. */
export function useRenameConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, title }: { id: number; title: string }) =>
      conversationSummarySchema.parse(await apiJson('PATCH', `/api/chat/conversations/${id}`, { title })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatKeys.conversations() }),
  });
}

/** DELETE /api/chat/conversations/:id: deletes a conversation and its messages. */
export function useDeleteConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      okResponse.parse(await apiJson('DELETE', `/api/chat/conversations/${id}`)),
    onSuccess: (_ok, id) => {
      queryClient.removeQueries({ queryKey: chatKeys.conversation(id) });
      return queryClient.invalidateQueries({ queryKey: chatKeys.conversationList() });
    },
  });
}
