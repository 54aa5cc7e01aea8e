import { use } from 'react';
import { useTranslation } from 'react-i18next';
import type { LessonLanguage } from '@/contracts/prayer-lessons';
import { loadNamespaces } from '@/client/lib/i18n';

/**
 * The player's own text is in the lesson's language, not the interface's (en,
 * ar, ur, fr, id and tr, decision 025), so it reads the `lesson` namespace in that language. Another language than the
 * interface's is loaded first, that namespace alone: the page waits for it (Suspense) rather than show keys.
 */
export function useLessonTranslation(language: LessonLanguage) {
  use(loadNamespaces(language, ['lesson']));
  return useTranslation('lesson', { lng: language });
}
