import { queryOptions, useQuery } from '@tanstack/react-query';
import { conversationResponse, conversationsResponse } from '@/contracts/chat';
import { getQueryFn } from '@/client/lib/query-client';
import { chatKeys } from './keys';

/** GET /api/chat/conversations: the person's conversations, latest first (Free: the current one). */
export function conversationsQueryOptions() {
  return queryOptions({
    queryKey: chatKeys.conversationList(),
    queryFn: getQueryFn({ url: '/api/chat/conversations', on401: 'throw', schema: conversationsResponse }),
  });
}

export function useConversations() {
  return useQuery(conversationsQueryOptions());
}

/** GET /api/chat/conversations/:id: one conversation with its checked answers and their sources. */
export function conversationQueryOptions(id: number) {
  return queryOptions({
    queryKey: chatKeys.conversation(id),
    queryFn: getQueryFn({
      url: `/api/chat/conversations/${id}`,
      on401: 'throw',
      schema: conversationResponse,
    }),
  });
}

export function useConversation(id: number | null) {
  return useQuery({ ...conversationQueryOptions(id ?? 0), enabled: id !== null });
}
