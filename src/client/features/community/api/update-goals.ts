import { useMutation, useQueryClient } from '@tanstack/react-query';
import { goalsResponse, type GoalsResponse, type UpdateGoalsInput } from '@/contracts/community/progress';
import { apiJson } from '@/client/lib/api';
import { GOALS_URL, goalsQueryOptions } from './get-goals';

/** PUT /api/goals: the answer is the goals with the new targets. */
export function useUpdateGoals() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: UpdateGoalsInput): Promise<GoalsResponse> =>
      goalsResponse.parse(await apiJson('PUT', GOALS_URL, input)),
    onSuccess: (saved) => queryClient.setQueryData(goalsQueryOptions().queryKey, saved),
  });
}
