/**
 * Recitation scoring (decision 017): pure, no I/O, the same answer for the same transcript. The server scores
 * a pronunciation attempt with it; the client's memorisation mode reveals words with it as the
 * browser hears them. A transcript is aligned word by word with the verse after Arabic
 * normalisation, so what is compared is the words, not vowels, marks or spelling conventions.
 */

// Harakat and tanween (064B-065F), dagger alef (0670), Quranic annotation and pause marks
// (06D6-06ED, among them the small waw/ya of long vowels and the rub el hizb), the extended Arabic
// marks (08D3-08FF), tatweel (0640) and invisible separators (thin space, joiners, marks).
const MARKS = /[\u064B-\u065F\u0670\u06D6-\u06ED\u08D3-\u08FF\u0640\u2000-\u200F\u061C\uFEFF]/g;
// Alef forms (hamza above/below, madda, wasla) become a bare alef.
const ALEF_FORMS = /[\u0622\u0623\u0625\u0671\u0672\u0673]/g;
// A hamza's seat is spelled differently in the Uthmani script (often on a tatweel) and in everyday
// spelling: the hamza letters on waw and ya and the bare hamza are dropped, so only the rasm decides.
const HAMZA_SEATS = /[\u0621\u0624\u0626]/g;

/**
 * A word as compared: marks removed, alef forms unified, alef maqsura read as ya, ta marbuta as ha,
 * hamza seats dropped, and a long alef inside a word dropped (the Uthmani script often writes it as a
 * dagger alef or not at all: ٱلۡعَٰلَمِينَ and العالمين, مَٰلِكِ and مالك compare equal).
 */
export function normalizeArabicWord(word: string): string {
  const base = word
    .normalize('NFC')
    // The Uthmani waw with a dagger alef (ٱلصَّلَوٰةَ, ٱلزَّكَوٰةَ) is read and spelled today as an alef.
    .replace(/\u0648\u0670/g, '\u0627')
    .replace(MARKS, '')
    .replace(ALEF_FORMS, '\u0627')
    .replace(HAMZA_SEATS, '')
    .replace(/\u0649/g, '\u064A')
    .replace(/\u0629/g, '\u0647')
    // Persian-keyboard letters a transcriber may use for Arabic ones.
    .replace(/\u06CC/g, '\u064A')
    .replace(/\u06A9/g, '\u0643')
    .replace(/\u06C1/g, '\u0647')
    .replace(/[^\u0620-\u064A\u066E-\u06D3]/g, '');
  return base.length > 1 ? base[0] + base.slice(1).replace(/\u0627/g, '') : base;
}

/**
 * The words of a text: split on spaces and punctuation; tokens that are only marks (a pause sign) are
 * no words. A thin space is not a separator: the dataset uses one inside a word (2:72).
 */
export function arabicWords(text: string): { word: string; normalized: string }[] {
  return text
    .split(/[ \t\n\r\u00A0\u060C\u061B\u061F.,!?]+/)
    .map((word) => ({ word, normalized: normalizeArabicWord(word) }))
    .filter((w) => w.normalized.length > 0);
}

// Two rows reused by every comparison: the alignment compares thousands of word pairs per verse.
let rowA = new Int32Array(32);
let rowB = new Int32Array(32);

/** Letters that differ between two normalised words (Levenshtein over characters), capped at limit + 1. */
function letterDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  if (rowA.length <= b.length) {
    rowA = new Int32Array(b.length + 1);
    rowB = new Int32Array(b.length + 1);
  }
  let previous = rowA;
  let current = rowB;
  for (let j = 0; j <= b.length; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = i;
    const letter = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j++) {
      const substitute = previous[j - 1]! + (letter === b.charCodeAt(j - 1) ? 0 : 1);
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, substitute);
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > limit) return limit + 1;
    const swap = previous;
    previous = current;
    current = swap;
  }
  return previous[b.length]!;
}

/** Near miss: words of 4 letters or fewer may differ by one letter, longer words by two. */
export function isNearMiss(expected: string, heard: string): boolean {
  const limit = Math.max(expected.length, heard.length) <= 4 ? 1 : 2;
  if (Math.min(expected.length, heard.length) < 2) return false;
  return letterDistance(expected, heard, limit) <= limit;
}

export type WordResult = 'correct' | 'wrong' | 'missed';
export type MistakeKind = 'missed' | 'wrong' | 'extra';

export interface Mistake {
  kind: MistakeKind;
  /** 1-based position in the verse; for an extra word, the verse word it came after (0 = before the first). */
  position: number;
  expected: string | null;
  heard: string | null;
  /** A wrong word that differs from the expected one by a letter or two. */
  close: boolean;
}

export interface WordScore {
  /** 1-based position in the verse. */
  position: number;
  word: string;
  result: WordResult;
  heard: string | null;
}

export type AccuracyBand = 'excellent' | 'good' | 'needsPractice';

export interface RecitationScore {
  /** Percentage of the verse's words recited (0-100, whole numbers). */
  accuracy: number;
  isCorrect: boolean;
  band: AccuracyBand;
  words: WordScore[];
  mistakes: Mistake[];
}

/** The spec's bands: 90+ Excellent, 70-89 Good, below 70 Needs Practice. */
export const CORRECT_FROM = 90;
export const GOOD_FROM = 70;
export const bandOf = (accuracy: number): AccuracyBand =>
  accuracy >= CORRECT_FROM ? 'excellent' : accuracy >= GOOD_FROM ? 'good' : 'needsPractice';

// Costs of the word alignment. A near miss is cheaper than any other substitution, so a slightly
// misspoken word pairs with the verse word it stands for instead of counting as missed plus extra.
const COST_NEAR = 0.5;
const COST_SUBSTITUTE = 1;
const COST_GAP = 1;

const enum Step {
  Match,
  Substitute,
  Miss,
  Extra,
}

/**
 * Aligns a transcript with a verse (edit distance over words) and scores it. Ties are broken in a
 * fixed order (match, substitution, missed, extra), so the same transcript always gives the same result.
 */
export function scoreRecitation(verseText: string, transcript: string): RecitationScore {
  const expected = arabicWords(verseText);
  const heard = arabicWords(transcript);
  const n = expected.length;
  const m = heard.length;
  const width = m + 1;
  const cost = new Float64Array((n + 1) * width);
  const step = new Uint8Array((n + 1) * width);
  for (let i = 1; i <= n; i++) {
    cost[i * width] = i * COST_GAP;
    step[i * width] = Step.Miss;
  }
  for (let j = 1; j <= m; j++) {
    cost[j] = j * COST_GAP;
    step[j] = Step.Extra;
  }
  // Words are compared by id: equal normalised words share one, and each distinct pair's
  // substitution cost is worked out once (a long verse repeats its particles many times).
  const ids = new Map<string, number>();
  const idOf = (w: string) => ids.get(w) ?? (ids.set(w, ids.size), ids.size - 1);
  const expectedIds = expected.map((w) => idOf(w.normalized));
  const heardIds = heard.map((w) => idOf(w.normalized));
  const distinct = ids.size;
  const texts = [...ids.keys()];
  const substitution = new Float64Array(distinct * distinct).fill(-1);
  for (let i = 1; i <= n; i++) {
    const e = expectedIds[i - 1]!;
    for (let j = 1; j <= m; j++) {
      const h = heardIds[j - 1]!;
      const diagonal = cost[(i - 1) * width + j - 1]!;
      let best: number;
      let bestStep: Step;
      if (e === h) {
        best = diagonal;
        bestStep = Step.Match;
      } else {
        let sub = substitution[e * distinct + h]!;
        if (sub < 0) {
          sub = isNearMiss(texts[e]!, texts[h]!) ? COST_NEAR : COST_SUBSTITUTE;
          substitution[e * distinct + h] = sub;
        }
        best = diagonal + sub;
        bestStep = Step.Substitute;
      }
      const miss = cost[(i - 1) * width + j]! + COST_GAP;
      if (miss < best) {
        best = miss;
        bestStep = Step.Miss;
      }
      const extra = cost[i * width + j - 1]! + COST_GAP;
      if (extra < best) {
        best = extra;
        bestStep = Step.Extra;
      }
      cost[i * width + j] = best;
      step[i * width + j] = bestStep;
    }
  }

  const words: WordScore[] = [];
  const mistakes: Mistake[] = [];
  let i = n;
  let j = m;
  while (i > 0 || j > 0) {
    const s = step[i * width + j] as Step;
    if (s === Step.Match || s === Step.Substitute) {
      const verseWord = expected[i - 1]!;
      const heardWord = heard[j - 1]!;
      if (s === Step.Match) {
        words.push({ position: i, word: verseWord.word, result: 'correct', heard: heardWord.word });
      } else {
        words.push({ position: i, word: verseWord.word, result: 'wrong', heard: heardWord.word });
        mistakes.push({
          kind: 'wrong',
          position: i,
          expected: verseWord.word,
          heard: heardWord.word,
          close: isNearMiss(verseWord.normalized, heardWord.normalized),
        });
      }
      i--;
      j--;
    } else if (s === Step.Miss) {
      const verseWord = expected[i - 1]!;
      words.push({ position: i, word: verseWord.word, result: 'missed', heard: null });
      mistakes.push({ kind: 'missed', position: i, expected: verseWord.word, heard: null, close: false });
      i--;
    } else {
      mistakes.push({ kind: 'extra', position: i, expected: null, heard: heard[j - 1]!.word, close: false });
      j--;
    }
  }
  words.reverse();
  mistakes.reverse();

  const correct = words.filter((w) => w.result === 'correct').length;
  const accuracy = n === 0 ? 0 : Math.round((correct / n) * 100);
  return { accuracy, isCorrect: accuracy >= CORRECT_FROM, band: bandOf(accuracy), words, mistakes };
}

/**
 * Memorisation: how many of the verse's words, from the start, the recitation so far has said in
 * order. A word counts once it is heard right; the next hidden word is revealed only after it.
 */
export function recitedPrefix(verseText: string, transcript: string): number {
  const { words } = scoreRecitation(verseText, transcript);
  let count = 0;
  for (const word of words) {
    if (word.result !== 'correct') break;
    count++;
  }
  return count;
}
