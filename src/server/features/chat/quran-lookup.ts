import type { ChatLanguage } from '@/contracts/chat';
import { quranChapter, quranVerse, SURAH_COUNT } from '../../content/quran';
import type { VerseText } from './citation-check';
import { comparableWord, foldText, isArabicScript } from './folding';

/**
 * What the citation check reads from the Quran dataset (decision 017): verses in a language, surahs by
 * name.
 */

/** A verse's Arabic and its translation in the answer's language (English for Arabic readers). */
export function verseIn(language: ChatLanguage) {
  return (surah: number, ayah: number): VerseText | null => {
    const verse = quranVerse(surah, ayah, language);
    return verse && { arabic: verse.arabic, translation: verse.translation };
  };
}

const LATIN_ARTICLE = /^(?:al|an|ar|as|at|ad|adh|az|ash|ath|el|en|er|es|ul|the|la|le|les|l)[\s\-'’ʿ]+/;

/** A surah's name as names are compared: no article, accents, marks or spaces; "Baqara" and "Al-Baqarah" meet. */
function nameKey(name: string): string {
  if (isArabicScript(name)) return name.split(/\s+/).map(comparableWord).join('');
  return foldText(name)
    .replace(LATIN_ARTICLE, '')
    .replace(/[^\p{L}]/gu, '')
    .replace(/h$/, '');
}

let names: Map<string, number> | undefined;

/**
 * The surah a name stands for: its transliteration, its Arabic name, its Turkish name or its meaning in
 * English, French or Urdu, as the dataset gives them; null for a name it does not know.
 */
export function surahByName(name: string): number | null {
  if (!names) {
    names = new Map();
    for (let surah = 1; surah <= SURAH_COUNT; surah++) {
      const arabic = quranChapter(surah);
      const spellings = [
        arabic.transliteration,
        arabic.name,
        quranChapter(surah, 'tr').translation,
        quranChapter(surah, 'en').translation,
        quranChapter(surah, 'fr').translation,
        quranChapter(surah, 'ur').translation,
      ];
      for (const spelling of spellings) {
        const key = spelling ? nameKey(spelling) : '';
        if (key && !names.has(key)) names.set(key, surah);
      }
    }
  }
  return names.get(nameKey(name)) ?? null;
}
