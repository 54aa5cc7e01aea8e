import { coachResponse, type CoachRequest, type CoachResponse } from '@/contracts/prayer-coach';
import { apiJson } from '@/client/lib/api';

export const PRAYER_COACH_URL = '/api/ai-prayer-coach';

/**
 * POST /api/ai-prayer-coach: one spoken turn. A 402 (the free plan's monthly messages are used, or
 * the lesson needs a plan) reaches the caller as an ApiError with that status.
 */
export async function askPrayerCoach(input: CoachRequest): Promise<CoachResponse> {
  return coachResponse.parse(await apiJson('POST', PRAYER_COACH_URL, input));
}
