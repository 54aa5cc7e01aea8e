import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { publicUser, type UpdatePreferencesInput } from '@/contracts/auth';
import type { LanguageName } from '@/contracts/constants';
import { apiJson } from './api';
import { currentUserQueryOptions, useUser } from './auth';
import { applyLanguage, currentLanguage, type Language } from './i18n';

export const PREFERENCES_URL = '/api/user/preferences';

/**
 * The interface language and a way to change it. A signed-in person's choice is also saved on the
 * account (D19), so it follows them to another device that has no choice of its own yet.
 */
export function useLanguage(): { language: Language; setLanguage: (name: LanguageName) => Promise<void> } {
  useTranslation(); // re-render when the language changes
  const queryClient = useQueryClient();
  const { data: user } = useUser();
  const savePreference = useMutation({
    mutationFn: (input: UpdatePreferencesInput) => apiJson('PATCH', PREFERENCES_URL, input),
    onSuccess: (answer, input) => {
      const parsed = publicUser.safeParse(answer);
      queryClient.setQueryData(currentUserQueryOptions().queryKey, (old) =>
        parsed.success ? parsed.data : old ? { ...old, language: input.language } : old,
      );
    },
  });

  return {
    language: currentLanguage(),
    setLanguage: async (name) => {
      await applyLanguage(name);
      // The device keeps the choice even when saving it on the account fails.
      if (user) savePreference.mutate({ language: name });
    },
  };
}
