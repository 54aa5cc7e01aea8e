import path from 'node:path';
import { z } from 'zod';
import { QURAN_LANGUAGES, type QuranLanguage } from '@/contracts/quran';
import { fillSentence, inEveryLanguage, nonBlank, readContentJson, sentence } from '../../content/files';
import { projectRoot } from '../../paths';
import type { ChatMessage } from '../../platform/ports/ai';
import { type ContextNote, surahFacts, translationOf } from './content';
import type { VerseRow } from './repository';

const answerSchema = z.strictObject({
  noVerse: sentence(),
  verse: sentence('surahName', 'surahNumber', 'verseNumber'),
  meaning: sentence('translation'),
  pronunciation: sentence('pronunciation'),
  surah: sentence('name', 'arabicName', 'type', 'totalVerses'),
  surahWithMeaning: sentence('name', 'arabicName', 'meaning', 'type', 'totalVerses'),
  meccan: sentence(),
  medinan: sentence(),
  context: sentence('context', 'source'),
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

/**
 * The teacher without a provider (decision 008): what the dataset and the practice set say about the selected
 * verse (its translation, transliteration, surah facts and context note), and plainly what it cannot do.
 */
export function offlineTeacherAnswer(
  verse: VerseRow | null,
  language: QuranLanguage,
  note: ContextNote | null,
): string {
  const say = OFFLINE[language];
  if (!verse) return `${say.noVerse}\n\n${say.limits}`;
  const translation = translationOf(verse.surahNumber, verse.verseNumber, language);
  const facts = surahFacts(verse.surahNumber, language);
  const surah = {
    ...facts,
    meaning: facts.meaning ?? '',
    type: facts.type === 'meccan' ? say.meccan : say.medinan,
  };
  const lines = [
    fillSentence(say.verse, {
      surahName: verse.surahName,
      surahNumber: verse.surahNumber,
      verseNumber: verse.verseNumber,
    }),
    verse.arabicText,
    translation ? fillSentence(say.meaning, { translation }) : '',
    verse.pronunciation ? fillSentence(say.pronunciation, { pronunciation: verse.pronunciation }) : '',
    fillSentence(facts.meaning ? say.surahWithMeaning : say.surah, surah),
    note ? fillSentence(say.context, { context: note.context, source: note.source }) : '',
    say.limits,
  ];
  return lines.filter((l) => l !== '').join('\n');
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
