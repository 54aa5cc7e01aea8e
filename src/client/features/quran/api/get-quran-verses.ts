import { queryOptions, useQuery } from '@tanstack/react-query';
import { quranVersesResponse, type QuranLanguage, type QuranVerse } from '@/contracts/quran';
import { getQueryFn } from '@/client/lib/query-client';
import { quranKeys } from './keys';

export const QURAN_VERSES_URL = '/api/quran/verses';

/** GET /api/quran/verses: the curated practice set, translated into the interface language. */
export function quranVersesQueryOptions(language: QuranLanguage) {
  return queryOptions({
    queryKey: quranKeys.verses(language),
    queryFn: getQueryFn<QuranVerse[]>({
      url: `${QURAN_VERSES_URL}?language=${language}`,
      on401: 'throw',
      schema: quranVersesResponse,
    }),
  });
}

export function useQuranVerses(language: QuranLanguage) {
  return useQuery(quranVersesQueryOptions(language));
}
