import type { DuaOccasion } from '@/contracts/chat';

const all = ['chat'] as const;

/**
 * The keys of the chat's and the duas' queries (TanStack's key factory). The personas and the duas
 * are read in the interface language; the conversations are the person's.
 */
export const chatKeys = {
  all,
  personas: (language: string) => [...all, 'personas', language] as const,
  conversations: () => [...all, 'conversations'] as const,
  conversationList: () => [...all, 'conversations', 'list'] as const,
  conversation: (id: number) => [...all, 'conversations', 'one', id] as const,
  duas: () => [...all, 'duas'] as const,
  duaList: (language: string, occasion: DuaOccasion | null) =>
    [...all, 'duas', 'list', language, occasion] as const,
  favourites: (language: string) => [...all, 'duas', 'favourites', language] as const,
};
