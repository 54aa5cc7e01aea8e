import { useMutation, useQueryClient } from '@tanstack/react-query';
import { publicUser, type LoginInput } from '@/contracts/auth';
import { apiJson } from '@/client/lib/api';
import { setCurrentUser } from '@/client/lib/auth';

export const LOGIN_URL = '/api/auth/login';

/** POST /api/auth/login; the answer is the user, which becomes the current user. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: LoginInput) => publicUser.parse(await apiJson('POST', LOGIN_URL, input)),
    onSuccess: (user) => setCurrentUser(queryClient, user),
  });
}
