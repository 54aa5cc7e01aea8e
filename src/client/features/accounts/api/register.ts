import { useMutation, useQueryClient } from '@tanstack/react-query';
import { publicUser, type RegisterInput } from '@/contracts/auth';
import { apiJson } from '@/client/lib/api';
import { currentUserQueryOptions, setCurrentUser } from '@/client/lib/auth';
import { currentLanguage } from '@/client/lib/i18n';

export const REGISTER_URL = '/api/auth/register';

/**
 * POST /api/auth/register. The account starts in the language the person is using now. When the
 * answer is the new user it becomes the current user; otherwise the current user is read again.
 */
export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: RegisterInput) => {
      const answer = await apiJson('POST', REGISTER_URL, { language: currentLanguage().name, ...input });
      const parsed = publicUser.safeParse(answer);
      if (parsed.success) {
        setCurrentUser(queryClient, parsed.data);
      } else {
        await queryClient.fetchQuery({ ...currentUserQueryOptions(), staleTime: 0 });
      }
    },
  });
}
