import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  duaGenerateResponse,
  duasResponse,
  favouritesResponse,
  type ChatLanguage,
  type DuaGenerateRequest,
  type DuaOccasion,
} from '@/contracts/chat';
import { okResponse } from '@/contracts/common';
import { apiJson } from '@/client/lib/api';
import { getQueryFn } from '@/client/lib/query-client';
import { invalidateProgress } from '@/client/lib/progress';
import { refreshUserStatus } from '@/client/lib/entitlements';
import { chatKeys } from './keys';

/** GET /api/duas?occasion=: the narrated duas of one occasion in the interface language. */
export function duasQueryOptions(language: ChatLanguage, occasion: DuaOccasion | null) {
  const query = new URLSearchParams({ language, ...(occasion ? { occasion } : {}) });
  return queryOptions({
    queryKey: chatKeys.duaList(language, occasion),
    queryFn: getQueryFn({ url: `/api/duas?${query.toString()}`, on401: 'throw', schema: duasResponse }),
  });
}

export function useDuas(language: ChatLanguage, occasion: DuaOccasion | null) {
  return useQuery({ ...duasQueryOptions(language, occasion), enabled: occasion !== null });
}

/** GET /api/duas/favourites: the starred narrated duas and the saved personal ones. */
export function favouritesQueryOptions(language: ChatLanguage) {
  return queryOptions({
    queryKey: chatKeys.favourites(language),
    queryFn: getQueryFn({
      url: `/api/duas/favourites?language=${language}`,
      on401: 'throw',
      schema: favouritesResponse,
    }),
  });
}

export function useFavourites(language: ChatLanguage) {
  return useQuery(favouritesQueryOptions(language));
}

/**
 * POST /api/duas/generate: the narrated duas matching a need in words (and an occasion), and with an
 * AI provider a personal dua; the allowance and the dua achievement are read again.
 */
export function useGenerateDuas() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: DuaGenerateRequest) =>
      duaGenerateResponse.parse(await apiJson('POST', '/api/duas/generate', input)),
    onSuccess: () => Promise.all([refreshUserStatus(queryClient), invalidateProgress(queryClient)]),
  });
}

/** PUT or DELETE /api/duas/favourites/:duaId: stars or unstars a dua (saves a personal one). */
export function useSetFavourite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ duaId, favourite }: { duaId: string; favourite: boolean }) =>
      okResponse.parse(
        await apiJson(favourite ? 'PUT' : 'DELETE', `/api/duas/favourites/${encodeURIComponent(duaId)}`),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatKeys.duas() }),
  });
}
