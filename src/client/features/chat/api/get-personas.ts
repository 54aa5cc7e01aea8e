import { queryOptions, useQuery } from '@tanstack/react-query';
import { personasResponse, type ChatLanguage } from '@/contracts/chat';
import { getQueryFn } from '@/client/lib/query-client';
import { chatKeys } from './keys';

/** GET /api/chat/personas: the teaching styles in the interface language. */
export function personasQueryOptions(language: ChatLanguage) {
  return queryOptions({
    queryKey: chatKeys.personas(language),
    queryFn: getQueryFn({
      url: `/api/chat/personas?language=${language}`,
      on401: 'throw',
      schema: personasResponse,
    }),
  });
}

export function usePersonas(language: ChatLanguage) {
  return useQuery(personasQueryOptions(language));
}
