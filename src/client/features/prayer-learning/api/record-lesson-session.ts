import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  learningSessionResponse,
  type LearningSessionResponse,
  type LessonSessionInput,
} from '@/contracts/community/progress';
import { apiJson } from '@/client/lib/api';

export const LESSON_SESSION_URL = '/api/learning-sessions/lesson';

/** What a learning session changes: points, level, goals and the dashboard (other features' keys). */
const CHANGED_KEYS = [
  ['/api/user/stats'],
  ['/api/goals'],
  ['/api/dashboard'],
  ['/api/home/summary'],
] as const;

/**
 * POST /api/learning-sessions/lesson when the player has played the last step through: the server
 * records a learning session (once a day per lesson; spec 2 section 9, decision 021).
 */
export function useRecordLessonSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (lesson: LessonSessionInput): Promise<LearningSessionResponse> =>
      learningSessionResponse.parse(await apiJson('POST', LESSON_SESSION_URL, lesson)),
    onSuccess: () => Promise.all(CHANGED_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
