import path from 'node:path';
import { z } from 'zod';
import { QURAN_LANGUAGES, type QuranLanguage } from '@/contracts/quran';
import { inEveryLanguage, nonBlank, readContentJson } from '../../content/files';
import { projectRoot } from '../../paths';

/**
 * What a question to the offline Quran teacher asks about the selected verse (decision 017), in the
 * order its answers are given: the verse word by word, how to practise it, how to pronounce it, its
 * context, its meaning.
 */
export const QUESTION_KINDS = ['words', 'practice', 'transliteration', 'context', 'meaning'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

const phraseList = z.array(nonBlank).min(1);
export const QUESTION_PHRASES_FILE = path.join(
  projectRoot,
  'src/server/features/quran/locales/question-phrases.json',
);
export const questionPhrasesFileSchema = inEveryLanguage(
  QURAN_LANGUAGES,
  z.strictObject(
    Object.fromEntries(QUESTION_KINDS.map((kind) => [kind, phraseList])) as Record<
      QuestionKind,
      typeof phraseList
    >,
  ),
).extend({ about: nonBlank });

/**
 * Text as the phrases are compared: lower case, without accents or Arabic vowel marks (a hamza on its
 * seat goes with them), the alef, ya, kaf, ha and ta marbuta forms of Arabic and Urdu read as one,
 * every other character that is not a letter or a digit a space.
 */
export function foldQuestion(text: string): string {
  return ` ${text
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/ı/g, 'i')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[\u0622\u0623\u0625\u0671]/g, '\u0627')
    .replace(/[\u064A\u0649]/g, '\u06CC')
    .replace(/\u0643/g, '\u06A9')
    .replace(/[\u0629\u06C3\u06C1]/g, '\u0647')
    .replace(/\u0640/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()} `;
}

const ARABIC_SCRIPT = /\p{Script=Arabic}/u;

/**
 * A phrase as a test on folded text: at the start of a word in Latin script, anywhere in Arabic script
 * (whose article and particles are written joined to the word).
 */
function phraseTest(phrase: string): (folded: string) => boolean {
  const folded = foldQuestion(phrase).trim();
  if (ARABIC_SCRIPT.test(folded)) return (text) => text.includes(folded);
  return (text) => text.includes(` ${folded}`);
}

type Tests = Record<QuestionKind, ((folded: string) => boolean)[]>;

function compile(file: z.infer<typeof questionPhrasesFileSchema>): Record<QuranLanguage, Tests> {
  return Object.fromEntries(
    QURAN_LANGUAGES.map((language) => [
      language,
      Object.fromEntries(QUESTION_KINDS.map((kind) => [kind, file[language][kind].map(phraseTest)])),
    ]),
  ) as Record<QuranLanguage, Tests>;
}

const TESTS = compile(readContentJson(QUESTION_PHRASES_FILE, questionPhrasesFileSchema));

function kindsIn(folded: string, tests: Tests): QuestionKind[] {
  return QUESTION_KINDS.filter((kind) => tests[kind].some((test) => test(folded)));
}

/**
 * The kinds a question asks, in answer order: by the phrases of the person's language, else of any
 * language (an Urdu speaker may well type in English); none when it matches no phrase at all.
 */
export function questionKinds(message: string, language: QuranLanguage): QuestionKind[] {
  const folded = foldQuestion(message);
  const own = kindsIn(folded, TESTS[language]);
  if (own.length > 0) return own;
  const any = new Set(QURAN_LANGUAGES.flatMap((other) => kindsIn(folded, TESTS[other])));
  return QUESTION_KINDS.filter((kind) => any.has(kind));
}
