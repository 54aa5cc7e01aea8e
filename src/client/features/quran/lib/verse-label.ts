import type { QuranVerse } from '@/contracts/quran';
import { currentLanguage } from '@/client/lib/i18n';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** "Al-Fatihah · Verse 2"; in Arabic the surah's Arabic name ("الفاتحة · الآية 2"). */
export function verseLabel(
  t: Translate,
  verse: Pick<QuranVerse, 'surahName' | 'surahNameArabic' | 'verseNumber'>,
) {
  const surah = currentLanguage().code === 'ar' ? verse.surahNameArabic : verse.surahName;
  return t('quran:surahVerse', { surah, number: verse.verseNumber });
}
