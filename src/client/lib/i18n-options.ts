import type { InitOptions } from 'i18next';

/**
 * What every i18next instance of Hidaya shares: the app's (`i18n.ts`) and the server's drawing of the
 * public pages (`app/public-pages.tsx`). A key without a translation shows
 * the key itself, never English (decision 006).
 */
export const SHARED_I18N_OPTIONS = {
  fallbackLng: false,
  defaultNS: 'common',
  returnNull: false,
  returnEmptyString: false,
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
  showSupportNotice: false,
} as const satisfies InitOptions;
