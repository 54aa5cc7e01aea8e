import { createRequire } from 'node:module';
import path from 'node:path';
import { z } from 'zod';
import {
  LESSON_LANGUAGES,
  localizedTextSchema,
  type LessonLanguage,
  type LocalizedText,
  type QuranReference,
  type Recitation,
} from '@/contracts/prayer-lessons';
import { nonBlank, readContentJson } from './files';

/**
 * The Quran text (D15), always from the quran-json package (Uthmani script, Tanzil transliteration,
 * its translations; CC BY-SA 4.0): never typed by hand. Chapters are read on first use and cached.
 */

const quranChapterSchema = z.object({
  id: z.number().int(),
  name: nonBlank,
  transliteration: nonBlank,
  /** The surah's name translated (in the translation files only). */
  translation: nonBlank.optional(),
  type: z.enum(['meccan', 'medinan']),
  verses: z.array(
    z.object({
      id: z.number().int(),
      text: nonBlank,
      transliteration: nonBlank,
      translation: nonBlank.optional(),
    }),
  ),
});
export type QuranChapter = z.infer<typeof quranChapterSchema>;

/** The translations of quran-json that Hidaya uses. */
export type QuranTranslationLanguage = 'en' | 'ur' | 'fr' | 'id' | 'tr';

/** The translation shown for each interface or lesson language; Arabic readers get the English one. */
const TRANSLATION_FOR: Record<LessonLanguage | 'tr', QuranTranslationLanguage> = {
  en: 'en',
  ar: 'en',
  ur: 'ur',
  fr: 'fr',
  id: 'id',
  tr: 'tr',
};

export const SURAH_COUNT = 114;

const requireFromHere = createRequire(import.meta.url);
let quranChaptersDir: string | undefined;
const chapterCache = new Map<string, QuranChapter>();

/** A surah of quran-json: `language` undefined gives the Arabic text with transliteration only. */
export function quranChapter(surah: number, language?: QuranTranslationLanguage): QuranChapter {
  const key = `${language ?? 'ar'}:${surah}`;
  const cached = chapterCache.get(key);
  if (cached) return cached;
  quranChaptersDir ??= path.join(
    path.dirname(requireFromHere.resolve('quran-json/package.json')),
    'dist',
    'chapters',
  );
  const file = language
    ? path.join(quranChaptersDir, language, `${surah}.json`)
    : path.join(quranChaptersDir, `${surah}.json`);
  const chapter = readContentJson(file, quranChapterSchema);
  if (chapter.id !== surah) throw new Error(`quran-json ${file} holds surah ${chapter.id}, not ${surah}`);
  chapterCache.set(key, chapter);
  return chapter;
}

function versesOf(chapter: QuranChapter, from: number, to: number) {
  const verses = chapter.verses.filter((v) => v.id >= from && v.id <= to);
  if (verses.length !== to - from + 1)
    throw new Error(`Quran ${chapter.id}:${from}-${to} is not in quran-json`);
  return verses;
}

/** Verses are joined into one text; a verse translation without final punctuation gets a full stop. */
function endSentence(text: string, language: QuranTranslationLanguage): string {
  const trimmed = text.trim();
  if (/[.!?;:,\u06D4\u061F\u2026"'\u201D\u2019)\]]$/.test(trimmed)) return trimmed;
  return `${trimmed}${language === 'ur' ? '\u06D4' : '.'}`;
}

function sliceWords(text: string, from: number, to: number, what: string): string {
  const words = text.split(' ');
  if (to > words.length) throw new Error(`${what} has ${words.length} words, not ${to}`);
  return words.slice(from - 1, to).join(' ');
}

/** "Quran 1:1-7", "Quran 2:201 (words 4-14)", "Quran 97:1-5, after the basmala (1:1)". */
export function quranLabel(ref: QuranReference): string {
  const ayahs = ref.toAyah > ref.fromAyah ? `${ref.fromAyah}-${ref.toAyah}` : `${ref.fromAyah}`;
  let label = `Quran ${ref.surah}:${ayahs}`;
  if (ref.fromWord !== undefined || ref.toWord !== undefined)
    label += ` (words ${ref.fromWord ?? 1}-${ref.toWord ?? 'end'})`;
  if (ref.basmala) label += ', after the basmala (1:1)';
  return label;
}

/**
 * The text of a passage (a range of verses, or some words of one, optionally after the basmala) with
 * its translation in every lesson language, exactly as in quran-json.
 */
export function quranPassage(ref: QuranReference): Recitation {
  const arabicChapter = quranChapter(ref.surah);
  const verses = versesOf(arabicChapter, ref.fromAyah, ref.toAyah);
  let arabic = verses.map((v) => v.text).join(' ');
  let transliteration = verses.map((v) => v.transliteration).join(' ');
  const partial = ref.fromWord !== undefined || ref.toWord !== undefined;
  if (partial) {
    const verse = verses[0]!;
    const arabicWords = verse.text.split(' ').length;
    if (verse.transliteration.split(' ').length !== arabicWords) {
      throw new Error(
        `Quran ${ref.surah}:${ref.fromAyah}: transliteration and text do not align word by word`,
      );
    }
    const from = ref.fromWord ?? 1;
    const to = ref.toWord ?? arabicWords;
    arabic = sliceWords(verse.text, from, to, quranLabel(ref));
    transliteration = sliceWords(verse.transliteration, from, to, quranLabel(ref));
  }
  const translation = {} as LocalizedText;
  for (const language of LESSON_LANGUAGES) {
    if (ref.translation) {
      translation[language] = ref.translation[language];
      continue;
    }
    const source = TRANSLATION_FOR[language];
    const translated = versesOf(quranChapter(ref.surah, source), ref.fromAyah, ref.toAyah);
    translation[language] = translated.map((v) => endSentence(v.translation ?? '', source)).join(' ');
  }
  if (ref.basmala) {
    const basmala = quranChapter(1).verses[0]!;
    arabic = `${basmala.text} ${arabic}`;
    transliteration = `${basmala.transliteration} ${transliteration}`;
    for (const language of LESSON_LANGUAGES) {
      const source = TRANSLATION_FOR[language];
      const verse = quranChapter(1, source).verses[0]!;
      translation[language] = `${endSentence(verse.translation ?? '', source)} ${translation[language]}`;
    }
  }
  return {
    arabic,
    transliteration,
    translation: localizedTextSchema.parse(translation),
    source: quranLabel(ref),
  };
}

/** One verse in one language, or null when the Quran has no such verse. */
export function quranVerse(
  surah: number,
  ayah: number,
  language: LessonLanguage | 'tr',
): {
  surah: number;
  ayah: number;
  arabic: string;
  transliteration: string;
  translation: string;
  label: string;
} | null {
  if (!Number.isInteger(surah) || surah < 1 || surah > SURAH_COUNT || !Number.isInteger(ayah)) return null;
  const verse = quranChapter(surah).verses.find((v) => v.id === ayah);
  if (!verse) return null;
  const translationLanguage = TRANSLATION_FOR[language];
  const translated = quranChapter(surah, translationLanguage).verses.find((v) => v.id === ayah);
  return {
    surah,
    ayah,
    arabic: verse.text,
    transliteration: verse.transliteration,
    translation: endSentence(translated?.translation ?? '', translationLanguage),
    label: quranLabel({ surah, fromAyah: ayah, toAyah: ayah }),
  };
}

/** A surah's name in each lesson language: its Arabic name, transliterated for the others. */
export function surahName(surah: number): LocalizedText {
  const chapter = quranChapter(surah);
  return {
    en: chapter.transliteration,
    ar: chapter.name,
    // Urdu spells the same names with its own kaf and ye.
    ur: chapter.name.replace(/\u0643/g, '\u06A9').replace(/\u064A/g, '\u06CC'),
    fr: chapter.transliteration,
    id: chapter.transliteration,
  };
}
