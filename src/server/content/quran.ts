import { createRequire } from 'node:module';
import path from 'node:path';
import { z } from 'zod';
import {
  LESSON_LANGUAGES,
  recitationTranslationSchema,
  type LessonLanguage,
  type LocalizedText,
  type QuranReference,
  type Recitation,
} from '@/contracts/prayer-lessons';
import { projectRoot } from '../paths';
import { fillSentence, inEveryLanguage, nonBlank, readContentJson, sentence } from './files';

/**
 * The Quran text (decision 017), always from the quran-json package (Uthmani script, Tanzil transliteration,
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
const TRANSLATION_FOR: Record<LessonLanguage, QuranTranslationLanguage> = {
  en: 'en',
  ar: 'en',
  ur: 'ur',
  tr: 'tr',
  fr: 'fr',
  id: 'id',
};

/**
 * The translation of a passage in a lesson: none in Arabic, whose reader reads the Quran itself (an
 * Arabic lesson shows no English), otherwise the dataset's translation in the lesson's language.
 */
const PASSAGE_TRANSLATION: Record<LessonLanguage, QuranTranslationLanguage | null> = {
  ...TRANSLATION_FOR,
  ar: null,
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

/** How a passage is named in each lesson language ("Quran 1:1-7", "القرآن الكريم 1:1-7"...). */
export const QURAN_LABELS_FILE = path.join(projectRoot, 'src/server/content/locales/quran-labels.json');
export const quranLabelsFileSchema = inEveryLanguage(
  LESSON_LANGUAGES,
  z.strictObject({
    quran: sentence(),
    words: sentence('from', 'to'),
    lastWord: sentence(),
    basmala: sentence(),
  }),
).extend({ about: nonBlank });
const LABELS = readContentJson(QURAN_LABELS_FILE, quranLabelsFileSchema);

/** "Quran 1:1-7", "Quran 2:201 (words 4-14)", "Quran 97:1-5, after the basmala (1:1)", in a lesson language. */
export function quranLabel(ref: QuranReference, language: LessonLanguage = 'en'): string {
  const names = LABELS[language];
  const ayahs = ref.toAyah > ref.fromAyah ? `${ref.fromAyah}-${ref.toAyah}` : `${ref.fromAyah}`;
  let label = `${names.quran} ${ref.surah}:${ayahs}`;
  if (ref.fromWord !== undefined || ref.toWord !== undefined)
    label += ` ${fillSentence(names.words, { from: ref.fromWord ?? 1, to: ref.toWord ?? names.lastWord })}`;
  if (ref.basmala) label += names.basmala;
  return label;
}

function localized(make: (language: LessonLanguage) => string): LocalizedText {
  const out = {} as LocalizedText;
  for (const language of LESSON_LANGUAGES) out[language] = make(language);
  return out;
}

/**
 * A transliteration of verses to use instead of the dataset's (which writes 'alrrahmani alrraheemi'):
 * the text of one verse, whose words match the dataset's Arabic words one for one, or undefined
 * when it has none.
 */
export type VerseTransliteration = (surah: number, ayah: number) => string | undefined;

/** The transliteration of a verse: the curated one, checked word for word against the Arabic. */
function transliterationOf(
  verse: { id: number; text: string; transliteration: string },
  surah: number,
  readable: VerseTransliteration | undefined,
): string {
  if (!readable) return verse.transliteration;
  const curated = readable(surah, verse.id);
  if (curated === undefined) throw new Error(`Quran ${surah}:${verse.id} has no curated transliteration`);
  const words = curated.trim().split(/\s+/).length;
  const arabicWords = verse.text.split(' ').length;
  if (words !== arabicWords) {
    throw new Error(
      `The transliteration of Quran ${surah}:${verse.id} has ${words} words; the Arabic has ${arabicWords}`,
    );
  }
  return curated.trim();
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The text of a passage (a range of verses, or some words of one, optionally after the basmala) with
 * its translation in every lesson language but Arabic, exactly as in quran-json, and its label in
 * every lesson language. `transliteration` replaces the dataset's transliteration verse by verse.
 */
export function quranPassage(
  ref: QuranReference,
  options: { transliteration?: VerseTransliteration } = {},
): Recitation {
  const arabicChapter = quranChapter(ref.surah);
  const verses = versesOf(arabicChapter, ref.fromAyah, ref.toAyah);
  const latin = (verse: (typeof verses)[number], surah = ref.surah) =>
    transliterationOf(verse, surah, options.transliteration);
  let arabic = verses.map((v) => v.text).join(' ');
  let transliteration = verses.map((v) => latin(v)).join(' ');
  const partial = ref.fromWord !== undefined || ref.toWord !== undefined;
  if (partial) {
    const verse = verses[0]!;
    const arabicWords = verse.text.split(' ').length;
    const verseLatin = latin(verse);
    if (verseLatin.split(/\s+/).length !== arabicWords) {
      throw new Error(
        `Quran ${ref.surah}:${ref.fromAyah}: transliteration and text do not align word by word`,
      );
    }
    const from = ref.fromWord ?? 1;
    const to = ref.toWord ?? arabicWords;
    arabic = sliceWords(verse.text, from, to, quranLabel(ref));
    transliteration = sliceWords(verseLatin.split(/\s+/).join(' '), from, to, quranLabel(ref));
  }
  const translation: Partial<LocalizedText> = {};
  for (const language of LESSON_LANGUAGES) {
    if (ref.translation) {
      translation[language] = ref.translation[language];
      continue;
    }
    const source = PASSAGE_TRANSLATION[language];
    if (!source) continue;
    const translated = versesOf(quranChapter(ref.surah, source), ref.fromAyah, ref.toAyah);
    translation[language] = translated.map((v) => endSentence(v.translation ?? '', source)).join(' ');
  }
  if (ref.basmala) {
    const basmala = quranChapter(1).verses[0]!;
    arabic = `${basmala.text} ${arabic}`;
    transliteration = `${latin(basmala, 1)} ${transliteration}`;
    for (const language of LESSON_LANGUAGES) {
      const source = PASSAGE_TRANSLATION[language];
      if (!source || translation[language] === undefined) continue;
      const verse = quranChapter(1, source).verses[0]!;
      translation[language] = `${endSentence(verse.translation ?? '', source)} ${translation[language]}`;
    }
  }
  return {
    arabic,
    transliteration: capitalise(transliteration),
    translation: recitationTranslationSchema.parse(translation),
    source: localized((language) => quranLabel(ref, language)),
  };
}

/** One verse in one language, or null when the Quran has no such verse. */
export function quranVerse(
  surah: number,
  ayah: number,
  language: LessonLanguage,
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

/**
 * A surah's name in each lesson language: its Arabic name, its Turkish name from the dataset's Turkish
 * translation ("İhlâs"), transliterated for the others.
 */
export function surahName(surah: number): LocalizedText {
  const chapter = quranChapter(surah);
  return {
    en: chapter.transliteration,
    ar: chapter.name,
    // Urdu spells the same names with its own kaf and ye.
    ur: chapter.name.replace(/\u0643/g, '\u06A9').replace(/\u064A/g, '\u06CC'),
    tr: quranChapter(surah, 'tr').translation ?? chapter.transliteration,
    fr: chapter.transliteration,
    id: chapter.transliteration,
  };
}
