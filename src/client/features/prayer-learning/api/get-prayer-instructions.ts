import { queryOptions, useQuery } from '@tanstack/react-query';
import { ASSISTANCE_LEVEL, type CoachLanguage } from '@/contracts/prayer-coach';
import {
  prayerInstructionsResponseSchema,
  type PrayerInstructionsResponse,
  type PrayerType,
  type Tradition,
} from '@/contracts/prayer-lessons';
import { getQueryFn } from '@/client/lib/query-client';
import { prayerLearningKeys } from './keys';

export const PRAYER_INSTRUCTIONS_URL = '/api/prayer-instructions';

export type CoachChoice = { prayerType: PrayerType; tradition: Tradition; language: CoachLanguage };

/** GET /api/prayer-instructions/{prayerType}/{tradition}?assistanceLevel=2: the coach panel's steps. */
export function prayerInstructionsQueryOptions({ prayerType, tradition, language }: CoachChoice) {
  const query = new URLSearchParams({ assistanceLevel: String(ASSISTANCE_LEVEL), language });
  return queryOptions({
    queryKey: prayerLearningKeys.instructions({ prayerType, tradition, language }),
    queryFn: getQueryFn<PrayerInstructionsResponse>({
      url: `${PRAYER_INSTRUCTIONS_URL}/${prayerType}/${tradition}?${query.toString()}`,
      on401: 'throw',
      schema: prayerInstructionsResponseSchema,
    }),
  });
}

export function usePrayerInstructions(choice: CoachChoice) {
  return useQuery(prayerInstructionsQueryOptions(choice));
}
