import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  learningSessionResponse,
  type LearningSessionResponse,
  type LessonSessionInput,
} from '@/contracts/community/progress';
import { apiJson } from '@/client/lib/api';
import { invalidateProgress } from '@/client/lib/progress';

export const LESSON_SESSION_URL = '/api/learning-sessions/lesson';

/**
 * POST /api/learning-sessions/lesson when the player has played the last step through: the server
 * records a learning session (once a day per lesson, decision 021), which changes
 * the person's points, level, goals and dashboard.
 */
export function useRecordLessonSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (lesson: LessonSessionInput): Promise<LearningSessionResponse> =>
      learningSessionResponse.parse(await apiJson('POST', LESSON_SESSION_URL, lesson)),
    onSuccess: () => invalidateProgress(queryClient),
  });
}
