import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  prayerTeachingResponseSchema,
  type LessonLanguage,
  type LessonLevel,
  type PrayerTeachingResponse,
  type PrayerType,
  type Tradition,
} from '@/contracts/prayer-lessons';
import { getQueryFn } from '@/client/lib/query-client';
import { prayerLearningKeys } from './keys';

export const PRAYER_TEACHING_URL = '/api/prayer-teaching';

export type LessonChoice = {
  prayerType: PrayerType;
  tradition: Tradition;
  level: LessonLevel;
  language: LessonLanguage;
};

export function prayerTeachingUrl({ prayerType, tradition, level, language }: LessonChoice): string {
  const query = new URLSearchParams({ prayerType, tradition, level: String(level), language });
  return `${PRAYER_TEACHING_URL}?${query.toString()}`;
}

/**
 * GET /api/prayer-teaching: the curated lesson of the player. It is
 * fetched only once the person starts the lesson, so the player alone uses this query.
 */
export function prayerTeachingQueryOptions(choice: LessonChoice) {
  return queryOptions({
    queryKey: prayerLearningKeys.teaching(choice),
    queryFn: getQueryFn<PrayerTeachingResponse>({
      url: prayerTeachingUrl(choice),
      on401: 'throw',
      schema: prayerTeachingResponseSchema,
    }),
  });
}

export function usePrayerTeaching(choice: LessonChoice) {
  return useQuery(prayerTeachingQueryOptions(choice));
}
