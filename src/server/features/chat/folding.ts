import { normalizeArabicWord } from '@/contracts/quran-scoring';

/**
 * Text as the chat's checks compare it: in lower case, without accents, Arabic vowel marks or
 * tatweel, and with the hamza forms of alef, waw and ya folded to the bare letters (decomposition
 * parts the hamza from its seat), so "Médecin" and "medecin", "أحاديث" and "احاديث" compare equal.
 */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\p{M}\u0640]/gu, '')
    .toLowerCase()
    .replace(/\u0131/g, 'i')
    .replace(/\u0649/g, '\u064A');
}

const ARABIC_LETTER = /[\u0600-\u06FF]/;

/** Whether a word is written in the Arabic script (Arabic, Urdu). */
export const isArabicScript = (text: string): boolean => ARABIC_LETTER.test(text);

/** Eastern Arabic and Persian digits as ASCII ones, one character for one, so positions stay. */
export function asciiDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (digit) =>
    String((digit.charCodeAt(0) - (digit >= '\u06F0' ? 0x06f0 : 0x0660)) % 10),
  );
}

// The article and the particles written joined to it (wa-, fa-, bi-, ka-, li-), as they look after
// normalizeArabicWord dropped the alef inside the word: ال، ول، فل، بل، كل، لل.
const ARTICLE = /^(?:\u0627\u0644|[\u0648\u0641\u0628\u0643]\u0644|\u0644\u0644)/;

/**
 * A word as the quote check compares it. Arabic script: the Quran scoring's normaliser (marks, alef
 * forms, hamza seats, ta marbuta, alef maqsura) and the article dropped, so "الصِّيَامُ" and "صيام"
 * meet. Other scripts: folded, without punctuation.
 */
export function comparableWord(word: string): string {
  if (isArabicScript(word)) {
    const normal = normalizeArabicWord(word);
    const bare = normal.replace(ARTICLE, '');
    return bare.length >= 3 ? bare : normal;
  }
  return foldText(word).replace(/[^\p{L}\p{N}]/gu, '');
}

// Endings taken off a longer Latin-script word for the search, longest first.
const ENDINGS = ['ing', 'ed', 'es', 's', 'e'];

/**
 * A word as the search compares it: comparable, and a Latin-script word without a common ending, so
 * "divorced" finds "divorce" and "fasts" finds "fasting" (the same on both sides of the search).
 */
export function searchWord(word: string): string {
  const comparable = comparableWord(word);
  if (comparable.length <= 4 || isArabicScript(comparable)) return comparable;
  const ending = ENDINGS.find((e) => comparable.endsWith(e) && comparable.length - e.length >= 4);
  return ending ? comparable.slice(0, -ending.length) : comparable;
}

/** The comparable words of a text, in order (empty ones, such as lone marks, left out). */
export function comparableWords(text: string): string[] {
  return text
    .split(/[\s\p{P}\p{S}]+/u)
    .map(comparableWord)
    .filter((word) => word.length > 0);
}
