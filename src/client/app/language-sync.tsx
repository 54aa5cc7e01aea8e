import { useEffect } from 'react';
import { useUser } from '@/client/lib/auth';
import { applyLanguage, readStoredLanguage } from '@/client/lib/i18n';

/**
 * When someone signs in on a device that has no language choice of its own, the interface
 * follows the language saved on their account (without making it this device's choice).
 */
export function LanguageSync() {
  const { data: user } = useUser();
  const accountLanguage = user?.language;
  useEffect(() => {
    if (accountLanguage && !readStoredLanguage()) void applyLanguage(accountLanguage, { persist: false });
  }, [accountLanguage]);
  return null;
}
