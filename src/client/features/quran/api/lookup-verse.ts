import { quranVerseSchema, type QuranLanguage, type QuranVerse } from '@/contracts/quran';
import { apiJson } from '@/client/lib/api';

/** GET /api/quran/verses/lookup: any verse by surah and verse number (404 when the surah has no such verse). */
export async function lookupVerse(
  surah: number,
  verse: number,
  language: QuranLanguage,
): Promise<QuranVerse> {
  const query = new URLSearchParams({ surah: String(surah), verse: String(verse), language });
  return quranVerseSchema.parse(await apiJson('GET', `/api/quran/verses/lookup?${query.toString()}`));
}
