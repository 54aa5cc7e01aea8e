import { quranMessages } from '@/contracts/messages/quran';
import { type Difficulty, FREE_SURAHS, type QuranLanguage, type QuranVerse } from '@/contracts/quran';
import { NotFound, PaymentRequired } from '../../platform/errors';
import type { UserRow } from '../../platform/sessions';
import { billing } from '../billing/public';
import type { FeatureContext } from '../context';
import {
  type ContextNote,
  loadPracticeSet,
  notesByVerse,
  surahFacts,
  translationOf,
  verseFromDataset,
} from './content';
import type { QuranRepository, VerseRow } from './repository';

/** The reciter of the reference recitations, in EveryAyah's layout under RECITATION_AUDIO_BASE_URL. */
export const RECITER_FOLDER = 'Alafasy_128kbps';

function toVerse(
  row: VerseRow,
  language: QuranLanguage,
  arabicName: string,
  note: ContextNote | null,
): QuranVerse {
  return {
    id: row.id,
    surahNumber: row.surahNumber,
    surahName: row.surahName,
    surahNameArabic: arabicName,
    verseNumber: row.verseNumber,
    difficulty: row.difficulty as Difficulty,
    arabicText: row.arabicText,
    pronunciation: row.pronunciation,
    englishTranslation: row.englishTranslation,
    translation: translationOf(row.surahNumber, row.verseNumber, language),
    context: note?.context ?? null,
    source: note?.source ?? null,
    free: FREE_SURAHS.includes(row.surahNumber),
  };
}

/**
 * The verses to practise: the curated practice set, any verse of the dataset, their reference
 * recitations, their context notes, and who may practise which (decision 017).
 */
export function quranVerses(ctx: FeatureContext, repo: QuranRepository) {
  // The context notes of the practice set (stored in the database at start: quran/feature.ts).
  const notes = notesByVerse(loadPracticeSet());
  /** The verse's context note in the person's language (only verses of the practice set have one). */
  const noteOf = (row: { surahNumber: number; verseNumber: number }, language: QuranLanguage) =>
    notes.get(`${row.surahNumber}:${row.verseNumber}`)?.[language] ?? null;
  const billingApi = billing(ctx.db);
  const arabicNameOf = (surah: number) => surahFacts(surah, 'en').arabicName;

  const verseOr404 = async (id: number) => {
    const verse = await repo.byId(id);
    if (!verse) throw new NotFound(quranMessages.verseNotFound);
    return verse;
  };

  return {
    noteOf,
    verseOr404,

    /**
     * Decision 017: Al-Fatiha for everyone; every verse with the Quran Teacher or Everything plan.
     * Answers whether the person's plan has the Quran teacher: its answers and analyses are then not
     * counted as AI messages (decision 013).
     */
    async requireVerseAccess(user: UserRow, verse: VerseRow | null): Promise<boolean> {
      const teacherPlan = (await billingApi.entitlementsOf(user, ctx.clock.now())).quranTeacher;
      if (!teacherPlan && !(verse && FREE_SURAHS.includes(verse.surahNumber))) {
        throw new PaymentRequired(quranMessages.quranNeedsPlan);
      }
      return teacherPlan;
    },

    /** The curated practice set, with translations in the interface language (none for Arabic). */
    async practiceSet(language: QuranLanguage): Promise<QuranVerse[]> {
      const rows = await repo.practiceSet();
      return rows.map((row) => toVerse(row, language, arabicNameOf(row.surahNumber), noteOf(row, language)));
    },

    /** Any verse by surah and verse number, from the dataset (stored on first use). */
    async lookup(surah: number, verse: number, language: QuranLanguage): Promise<QuranVerse> {
      const text = verseFromDataset(surah, verse);
      if (!text) throw new NotFound(quranMessages.verseNotFound);
      const row = await repo.byReference({
        ...text,
        context: null,
        source: null,
        reason: null,
        difficulty: 'beginner',
      });
      return toVerse(row, language, arabicNameOf(surah), noteOf(row, language));
    },

    /** The address of a reference recitation of the verse. */
    async audioOf(verseId: number): Promise<{ audioUrl: string }> {
      const verse = await verseOr404(verseId);
      const file = `${String(verse.surahNumber).padStart(3, '0')}${String(verse.verseNumber).padStart(3, '0')}.mp3`;
      return {
        audioUrl: `${ctx.config.recitationAudioBaseUrl.replace(/\/+$/, '')}/${RECITER_FOLDER}/${file}`,
      };
    },
  };
}

export type QuranVerses = ReturnType<typeof quranVerses>;
