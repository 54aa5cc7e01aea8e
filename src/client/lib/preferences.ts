import { useMutation, useQueryClient } from '@tanstack/react-query';
import { publicUser, type UpdatePreferencesInput } from '@/contracts/auth';
import { apiJson } from './api';
import { currentUserQueryOptions } from './auth';

export const PREFERENCES_URL = '/api/user/preferences';

/**
 * PATCH /api/user/preferences: the interface language, prayer tradition and experience level kept on
 * the account. The answer is the updated user, which becomes the current user.
 */
export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdatePreferencesInput) => apiJson('PATCH', PREFERENCES_URL, input),
    onSuccess: (answer, input) => {
      const parsed = publicUser.safeParse(answer);
      queryClient.setQueryData(currentUserQueryOptions().queryKey, (old) =>
        parsed.success ? parsed.data : old ? { ...old, ...input } : old,
      );
    },
  });
}
