import { queryOptions, useQuery } from '@tanstack/react-query';
import { progressResponse, type QuranProgress } from '@/contracts/quran';
import { getQueryFn } from '@/client/lib/query-client';
import { quranKeys } from './keys';

export const QURAN_PROGRESS_URL = '/api/quran/progress';

/** GET /api/quran/progress: verses practised, best accuracy per verse, words most often missed. */
export function quranProgressQueryOptions() {
  return queryOptions({
    queryKey: quranKeys.practice(),
    queryFn: getQueryFn<QuranProgress>({ url: QURAN_PROGRESS_URL, on401: 'throw', schema: progressResponse }),
  });
}

export function useQuranProgress() {
  return useQuery(quranProgressQueryOptions());
}
