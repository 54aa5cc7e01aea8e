import { useTranslation } from 'react-i18next';
import type { LanguageName } from '@/contracts/constants';
import { useUser } from './auth';
import { applyLanguage, currentLanguage, type Language } from './i18n';
import { useSavePreferences } from './preferences';

/**
 * The interface language and a way to change it. A signed-in person's choice is also saved on the
 * account (decision 006), so it follows them to another device that has no choice of its own yet.
 */
export function useLanguage(): { language: Language; setLanguage: (name: LanguageName) => Promise<void> } {
  useTranslation(); // re-render when the language changes
  const { data: user } = useUser();
  const savePreference = useSavePreferences();

  return {
    language: currentLanguage(),
    setLanguage: async (name) => {
      await applyLanguage(name);
      // The device keeps the choice even when saving it on the account fails.
      if (user) savePreference.mutate({ language: name });
    },
  };
}
