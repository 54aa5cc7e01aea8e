import path from 'node:path';
import { z } from 'zod';
import { QURAN_LANGUAGES, type QuranLanguage } from '@/contracts/quran';
import {
  contentPath,
  fillSentence,
  inEveryLanguage,
  nonBlank,
  readContentJson,
  sentence,
} from '../../content/files';
import { projectRoot } from '../../paths';
import type { ChatMessage } from '../../platform/ports/ai';
import { type ContextNote, surahFacts, translationOf, wordTransliterations } from './content';
import { type QuestionKind, questionKinds } from './question-kinds';
import type { VerseRow } from './repository';

const answerSchema = z.strictObject({
  noVerse: sentence(),
  verse: sentence('surahName', 'surahNumber', 'verseNumber'),
  meaning: sentence('translation'),
  noTranslation: sentence(),
  wordsIntro: sentence('count'),
  word: sentence('position', 'arabic', 'transliteration'),
  wordArabic: sentence('position', 'arabic'),
  noWordMeanings: sentence(),
  pronunciation: sentence('pronunciation'),
  noPronunciation: sentence(),
  listen: sentence(),
  surah: sentence('name', 'arabicName', 'type', 'totalVerses'),
  surahWithMeaning: sentence('name', 'arabicName', 'meaning', 'type', 'totalVerses'),
  meccan: sentence(),
  medinan: sentence(),
  context: sentence('context', 'source'),
  noContext: sentence(),
  practiceIntro: sentence(),
  practiceStep: sentence('n', 'step'),
  hadith: sentence('text', 'reference'),
  pauses: sentence('count'),
  part: sentence('n', 'from', 'to', 'arabic'),
  askAbout: sentence(),
  limits: sentence(),
});

/** The offline teacher's sentences in each interface language: read and checked when the server starts. */
export const OFFLINE_TEACHER_FILE = path.join(
  projectRoot,
  'src/server/features/quran/locales/offline-teacher.json',
);
export const offlineTeacherFileSchema = inEveryLanguage(QURAN_LANGUAGES, answerSchema).extend({
  about: nonBlank,
});
const OFFLINE = readContentJson(OFFLINE_TEACHER_FILE, offlineTeacherFileSchema);

const localized = inEveryLanguage(QURAN_LANGUAGES, nonBlank);
/** How to practise a verse and two hadith on keeping the Quran, with their references (content/quran-practice). */
export const PRACTICE_METHOD_FILE = contentPath('quran-practice', 'practice-method.json');
export const practiceMethodFileSchema = z.strictObject({
  $comment: nonBlank,
  steps: inEveryLanguage(QURAN_LANGUAGES, z.array(nonBlank).min(1)),
  hadith: z.array(z.strictObject({ text: localized, reference: localized })).min(1),
});
const METHOD = readContentJson(PRACTICE_METHOD_FILE, practiceMethodFileSchema);

/**
 * The mushaf's pause marks after which a reciter may stop (U+06D6 to U+06D8 and U+06DA: stopping
 * permitted, preferred or required); not U+06D9 (do not stop), U+06DB (stop at one of a pair) or
 * U+06DC (a breathless pause).
 */
const PAUSE_MARK = /[\u06D6-\u06D8\u06DA]$/u;

/** A verse cut after each pause mark into parts of its words (1-based positions); one part when it has none. */
export function verseParts(arabicText: string): { from: number; to: number; arabic: string }[] {
  const words = arabicText.split(' ');
  const parts: { from: number; to: number; arabic: string }[] = [];
  let from = 1;
  words.forEach((word, index) => {
    const position = index + 1;
    if (PAUSE_MARK.test(word) || position === words.length) {
      parts.push({ from, to: position, arabic: words.slice(from - 1, position).join(' ') });
      from = position + 1;
    }
  });
  return parts;
}

/**
 * The teacher without a provider (decisions 008 and 017): it answers the kinds of question asked
 * (`questionKinds`) about the selected verse from the dataset (text, translation, transliteration,
 * surah facts), the practice set's context note and the curated practice method, each part saying
 * where it comes from and what the data does not hold; a question of no known kind gets what Hidaya
 * holds about the verse and what can be asked. Every answer ends with what it cannot do.
 */
export function offlineTeacherAnswer(
  verse: VerseRow | null,
  language: QuranLanguage,
  note: ContextNote | null,
  message: string,
): string {
  const say = OFFLINE[language];
  if (!verse) return `${say.noVerse}\n\n${say.limits}`;
  const kinds = questionKinds(message, language);
  const translation = translationOf(verse.surahNumber, verse.verseNumber, language);
  const meaning = translation ? fillSentence(say.meaning, { translation }) : say.noTranslation;
  const pronunciation = verse.pronunciation
    ? fillSentence(say.pronunciation, { pronunciation: verse.pronunciation })
    : say.noPronunciation;
  const facts = surahFacts(verse.surahNumber, language);
  const surah = fillSentence(facts.meaning ? say.surahWithMeaning : say.surah, {
    ...facts,
    meaning: facts.meaning ?? '',
    type: facts.type === 'meccan' ? say.meccan : say.medinan,
  });
  const context = note ? fillSentence(say.context, { context: note.context, source: note.source }) : null;

  const sections: Record<QuestionKind, () => string[]> = {
    meaning: () => [meaning],
    words: () => {
      const words = verse.arabicText.split(' ');
      const latin = wordTransliterations(verse.arabicText, verse.pronunciation);
      return [
        fillSentence(say.wordsIntro, { count: words.length }),
        ...words.map((arabic, index) =>
          latin
            ? fillSentence(say.word, { position: index + 1, arabic, transliteration: latin[index]! })
            : fillSentence(say.wordArabic, { position: index + 1, arabic }),
        ),
        say.noWordMeanings,
        meaning,
      ];
    },
    transliteration: () => [pronunciation, say.listen],
    context: () => [surah, context ?? say.noContext],
    practice: () => {
      const parts = verseParts(verse.arabicText);
      return [
        say.practiceIntro,
        ...METHOD.steps[language].map((step, index) =>
          fillSentence(say.practiceStep, { n: index + 1, step }),
        ),
        ...(parts.length > 1
          ? [
              fillSentence(say.pauses, { count: parts.length }),
              ...parts.map((part, index) => fillSentence(say.part, { n: index + 1, ...part })),
            ]
          : []),
        ...METHOD.hadith.map((h) =>
          fillSentence(say.hadith, { text: h.text[language], reference: h.reference[language] }),
        ),
      ];
    },
  };
  const header = [
    fillSentence(say.verse, {
      surahName: verse.surahName,
      surahNumber: verse.surahNumber,
      verseNumber: verse.verseNumber,
    }),
    verse.arabicText,
  ];
  const body =
    kinds.length > 0
      ? kinds.map((kind) => sections[kind]().join('\n'))
      : [[meaning, pronunciation, surah, context].filter((l) => l !== null).join('\n'), say.askAbout];
  return [header.join('\n'), ...body, say.limits].join('\n\n');
}

const LANGUAGE_NAMES: Record<QuranLanguage, string> = {
  en: 'English',
  ar: 'Arabic',
  ur: 'Urdu',
  tr: 'Turkish',
  fr: 'French',
};

/**
 * The teacher's instructions: the Quran, tajweed and the selected verse only; the verse text is given
 * from the dataset so the model quotes it instead of writing a verse from memory (decision 017).
 */
export function teacherSystemPrompt(verse: VerseRow | null, language: QuranLanguage): string {
  const lines = [
    'You are the AI Quran teacher of Hidaya, an app where people practise reciting the Quran.',
    'You say that you are an AI when it matters. Keep to the Quran, its recitation (tajweed, makharij),',
    'memorisation and the meaning of the selected verse. Decline other topics politely.',
    'Never write a verse of the Quran from memory: quote only the Arabic given below, and name any other',
    'verse by its reference (surah:verse) without its text. Refer personal religious rulings to a',
    'qualified scholar. Be brief, warm and concrete.',
    `Answer in ${LANGUAGE_NAMES[language]}.`,
  ];
  if (verse) {
    const facts = surahFacts(verse.surahNumber, 'en');
    lines.push(
      '',
      `Selected verse: Quran ${verse.surahNumber}:${verse.verseNumber}, surah ${facts.name} (${facts.arabicName}), ${facts.type}, ${facts.totalVerses} verses.`,
      `Arabic (Tanzil Uthmani, quote exactly): ${verse.arabicText}`,
      `Transliteration: ${verse.pronunciation ?? ''}`,
      `Translation (Saheeh International): ${verse.englishTranslation}`,
    );
    if (verse.context) lines.push(`Context note: ${verse.context} (${verse.source ?? ''})`);
  }
  return lines.join('\n');
}

/** The last messages of the conversation as the provider's history (spec: the last 5). */
export function historyMessages(
  history: { role: 'user' | 'teacher'; content: string }[],
  keep: number,
): ChatMessage[] {
  return history
    .slice(-keep)
    .map((m) => ({ role: m.role === 'user' ? 'user' : 'assistant', content: m.content }));
}
