/**
 * What other features may use of prayer learning: the Quran text from the quran-json package (D15),
 * which the Quran teacher reads too. (It moves to a shared server module with the AI-turn pipeline.)
 */
export { quranChapter, type QuranChapter, type QuranTranslationLanguage } from './content';
