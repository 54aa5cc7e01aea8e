import { createContext, useContext } from 'react';
import type { LANGUAGES, LanguageName } from '@/contracts/constants';

/**
 * How the language pickers read and change the interface language. The signed-in app provides one
 * that also saves the choice on the account (`useLanguage`); the light public pages provide their
 * own, so a picker never pulls the signed-in app into a public page.
 */
export type LanguageControl = {
  language: (typeof LANGUAGES)[number];
  setLanguage: (name: LanguageName) => Promise<void>;
};

export const LanguageControlContext = createContext<LanguageControl | null>(null);

export function useLanguageControl(): LanguageControl {
  const control = useContext(LanguageControlContext);
  if (!control) throw new Error('useLanguageControl needs a LanguageControlContext provider');
  return control;
}
