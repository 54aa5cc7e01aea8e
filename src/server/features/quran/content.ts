import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { DIFFICULTIES, type Difficulty, QURAN_LANGUAGES, type QuranLanguage } from '@/contracts/quran';
import { projectRoot } from '../../paths';
import { quranChapter, type QuranTranslationLanguage } from '../../content/quran';

/**
 * The curated practice set (content/quran-practice) and every verse's text, transliteration and
 * translations, read from the quran-json package by reference (decision 017): no Quran text is typed here.
 */
export const PRACTICE_SET_FILE = path.join(projectRoot, 'content', 'quran-practice', 'practice-set.json');

const nonBlank = z.string().trim().min(1);
/** A note written in every interface language (a translator's text, not the AI's). */
const inEveryLanguage = z.strictObject(
  Object.fromEntries(QURAN_LANGUAGES.map((language) => [language, nonBlank])) as Record<
    QuranLanguage,
    typeof nonBlank
  >,
);
const passageSchema = z
  .strictObject({
    surah: z.number().int().min(1).max(114),
    fromVerse: z.number().int().min(1),
    toVerse: z.number().int().min(1),
    difficulty: z.enum(DIFFICULTIES),
    context: inEveryLanguage,
    source: inEveryLanguage,
    reason: nonBlank,
  })
  .refine((p) => p.toVerse >= p.fromVerse, { message: 'toVerse comes before fromVerse' });
const practiceSetSchema = z.object({ passages: z.array(passageSchema).min(1) });

/** A passage's context note and the source it rests on, in one language. */
export interface ContextNote {
  context: string;
  source: string;
}

/** A verse as it is stored in quran_verses (the note in English), with its note in every language. */
export interface VerseText {
  surahNumber: number;
  surahName: string;
  verseNumber: number;
  arabicText: string;
  pronunciation: string;
  englishTranslation: string;
  context: string | null;
  source: string | null;
  reason: string | null;
  difficulty: Difficulty;
  notes: Record<QuranLanguage, ContextNote>;
}

/** The verse from the dataset, or null when the surah has no such verse. */
export function verseFromDataset(
  surah: number,
  verse: number,
): Omit<VerseText, 'context' | 'source' | 'reason' | 'difficulty' | 'notes'> | null {
  if (!Number.isInteger(surah) || surah < 1 || surah > 114) return null;
  const chapter = quranChapter(surah);
  const arabic = chapter.verses.find((v) => v.id === verse);
  const english = quranChapter(surah, 'en').verses.find((v) => v.id === verse);
  if (!arabic || !english?.translation) return null;
  return {
    surahNumber: surah,
    surahName: chapter.transliteration,
    verseNumber: verse,
    arabicText: arabic.text,
    pronunciation: arabic.transliteration,
    englishTranslation: english.translation,
  };
}

const loadedSets = new Map<string, VerseText[]>();

/**
 * The practice set, verse by verse in the curator's order; a reference missing from the dataset stops
 * the start. Read and checked once per process (the start-up stores it, the routes read its notes).
 */
export function loadPracticeSet(file = PRACTICE_SET_FILE): VerseText[] {
  const loaded = loadedSets.get(file) ?? readPracticeSet(file);
  loadedSets.set(file, loaded);
  return loaded;
}

function readPracticeSet(file: string): VerseText[] {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`Cannot read the Quran practice set ${file}: ${(error as Error).message}`, {
      cause: error,
    });
  }
  const parsed = practiceSetSchema.safeParse(raw);
  if (!parsed.success)
    throw new Error(`Invalid Quran practice set ${file}:\n${z.prettifyError(parsed.error)}`);
  const verses: VerseText[] = [];
  for (const passage of parsed.data.passages) {
    for (let verse = passage.fromVerse; verse <= passage.toVerse; verse++) {
      const text = verseFromDataset(passage.surah, verse);
      if (!text) throw new Error(`Quran practice set: ${passage.surah}:${verse} is not in quran-json`);
      const notes = Object.fromEntries(
        QURAN_LANGUAGES.map((language) => [
          language,
          { context: passage.context[language], source: passage.source[language] },
        ]),
      ) as Record<QuranLanguage, ContextNote>;
      verses.push({
        ...text,
        context: passage.context.en,
        source: passage.source.en,
        reason: passage.reason,
        difficulty: passage.difficulty,
        notes,
      });
    }
  }
  return verses;
}

/** Each practice verse's note by language, keyed `surah:verse`, for the verses of the set. */
export function notesByVerse(set: VerseText[]): Map<string, Record<QuranLanguage, ContextNote>> {
  return new Map(set.map((v) => [`${v.surahNumber}:${v.verseNumber}`, v.notes]));
}

const TRANSLATIONS: Record<Exclude<QuranLanguage, 'ar'>, QuranTranslationLanguage> = {
  en: 'en',
  ur: 'ur',
  tr: 'tr',
  fr: 'fr',
};

/** The verse's translation in the interface language; Arabic speakers read the verse itself (null). */
export function translationOf(surah: number, verse: number, language: QuranLanguage): string | null {
  if (language === 'ar') return null;
  return quranChapter(surah, TRANSLATIONS[language]).verses.find((v) => v.id === verse)?.translation ?? null;
}

/** Surah facts for the teacher: its Arabic name, its name's meaning, Meccan or Medinan, its length. */
export function surahFacts(surah: number, language: QuranLanguage) {
  const chapter = quranChapter(surah);
  const translated = quranChapter(surah, language === 'ar' ? 'en' : TRANSLATIONS[language]);
  return {
    name: chapter.transliteration,
    arabicName: chapter.name,
    meaning: translated.translation ?? null,
    type: chapter.type,
    totalVerses: chapter.verses.length,
  };
}

/** The transliteration of each word when the dataset aligns it word by word with the Arabic, else null. */
export function wordTransliterations(arabicText: string, pronunciation: string | null): string[] | null {
  if (!pronunciation) return null;
  const words = pronunciation.split(' ');
  return words.length === arabicText.split(' ').length ? words : null;
}
