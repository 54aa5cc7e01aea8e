import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import {
  arabicWords,
  bandOf,
  normalizeArabicWord,
  recitedPrefix,
  scoreRecitation,
} from '@/contracts/quran-scoring';

const require = createRequire(import.meta.url);
interface Chapter {
  verses: { id: number; text: string }[];
}
/** A verse exactly as the quran-json dataset has it (Uthmani script): the tests never type the verse. */
const verse = (surah: number, ayah: number): string =>
  (require(`quran-json/dist/chapters/${surah}.json`) as Chapter).verses[ayah - 1]!.text;
const wordsOf = (surah: number, ayah: number) => verse(surah, ayah).split(' ');

/**
 * Everyday spellings of verse words, as a transcriber writes them (no vowels, ordinary alef and hamza).
 * These are what a person's recording comes back as; the verse itself always comes from the dataset.
 */
const PLAIN_FATIHA_2 = 'الحمد لله رب العالمين';
const PLAIN_FATIHA_7 = 'صراط الذين أنعمت عليهم غير المغضوب عليهم ولا الضالين';
const PLAIN_IKHLAS_1 = 'قل هو الله أحد';

describe('Arabic normalisation', () => {
  it('a verse word with its vowels and Quranic marks equals the same word without them', () => {
    const [alhamdu, lillahi, rabbi, alalamin] = wordsOf(1, 2);
    expect(normalizeArabicWord(alhamdu!)).toBe(normalizeArabicWord('الحمد'));
    expect(normalizeArabicWord(lillahi!)).toBe(normalizeArabicWord('لله'));
    expect(normalizeArabicWord(rabbi!)).toBe(normalizeArabicWord('رب'));
    // Uthmani writes the long alef of al-'alamin as a dagger alef; everyday spelling writes it out.
    expect(normalizeArabicWord(alalamin!)).toBe(normalizeArabicWord('العالمين'));
  });

  it('alef forms are one letter: wasla, hamza above, hamza below, madda and bare alef', () => {
    const forms = ['\u0671', '\u0623', '\u0625', '\u0622', '\u0627'].map((alef) => `${alef}لحمد`);
    expect(new Set(forms.map(normalizeArabicWord)).size).toBe(1);
  });

  it('alef maqsura and ya, ta marbuta and ha, tatweel are unified', () => {
    expect(normalizeArabicWord('على')).toBe(normalizeArabicWord('علي'));
    expect(normalizeArabicWord('رحمة')).toBe(normalizeArabicWord('رحمه'));
    expect(normalizeArabicWord('الـحمد')).toBe(normalizeArabicWord('الحمد'));
    // 2:5 starts with عَلَىٰ (alef maqsura with a dagger alef) in the dataset.
    expect(normalizeArabicWord(wordsOf(2, 5)[1]!)).toBe(normalizeArabicWord('على'));
    // 2:3 ٱلصَّلَوٰةَ (Uthmani waw with dagger alef, ta marbuta) against the everyday الصلاة.
    expect(normalizeArabicWord(wordsOf(2, 3)[4]!)).toBe(normalizeArabicWord('الصلاة'));
  });

  it('the seat of a hamza does not matter (the Uthmani script puts some on a tatweel)', () => {
    // 2:3 يُؤۡمِنُونَ from the dataset against the everyday يؤمنون and a spelling with the hamza on a ya.
    const yuminuna = wordsOf(2, 3)[1]!;
    expect(normalizeArabicWord(yuminuna)).toBe(normalizeArabicWord('يؤمنون'));
    expect(normalizeArabicWord('الأفئدة')).toBe(normalizeArabicWord('الافدة'));
    expect(normalizeArabicWord('سأل')).toBe(normalizeArabicWord('سال'));
  });

  it('a pause sign or rub el hizb is not a word', () => {
    // 2:26 starts with the rub el hizb sign attached to its first word; 2:2 has pause marks.
    expect(arabicWords(verse(2, 26))[0]!.normalized).toBe(normalizeArabicWord('إن'));
    expect(arabicWords(verse(2, 2)).every((w) => w.normalized.length > 0)).toBe(true);
  });
});

describe('scoring a recitation', () => {
  it('a perfect recitation of 1:2 is 100, correct and Excellent, every word right', () => {
    const score = scoreRecitation(verse(1, 2), PLAIN_FATIHA_2);
    expect(score).toMatchObject({ accuracy: 100, isCorrect: true, band: 'excellent', mistakes: [] });
    expect(score.words.map((w) => w.word)).toEqual(wordsOf(1, 2));
    expect(score.words.every((w) => w.result === 'correct')).toBe(true);
  });

  it('the verse read back with all its vowels scores 100 (a vowel-only difference counts as right)', () => {
    expect(scoreRecitation(verse(1, 7), verse(1, 7)).accuracy).toBe(100);
    expect(scoreRecitation(verse(1, 7), PLAIN_FATIHA_7).accuracy).toBe(100);
  });

  it('vowels said differently still count as right', () => {
    // Fully vowelled with other vowels (fatha everywhere): the words are the same.
    const otherVowels = 'قَلَ هَوَ اللَّهَ أَحَدَ';
    expect(scoreRecitation(verse(112, 1), otherVowels).accuracy).toBe(100);
  });

  it('both readings of 1:4 (maliki and maliki with a long alef) are right', () => {
    expect(scoreRecitation(verse(1, 4), 'مالك يوم الدين').accuracy).toBe(100);
    expect(scoreRecitation(verse(1, 4), 'ملك يوم الدين').accuracy).toBe(100);
  });

  it('a missed word is reported with its position and the expected word', () => {
    const score = scoreRecitation(verse(1, 7), PLAIN_FATIHA_7.replace(' غير', ''));
    const expected = wordsOf(1, 7);
    expect(score.mistakes).toEqual([
      { kind: 'missed', position: 5, expected: expected[4], heard: null, close: false },
    ]);
    expect(score.words[4]).toMatchObject({ position: 5, result: 'missed', heard: null });
    expect(score.accuracy).toBe(Math.round((8 / 9) * 100)); // 89: Good, not correct
    expect(score.isCorrect).toBe(false);
    expect(score.band).toBe('good');
  });

  it('a substituted word is wrong, with the word heard instead', () => {
    // رب العالمين said as رب العالم: a near miss (two letters), and a different word altogether.
    const close = scoreRecitation(verse(1, 2), 'الحمد لله رب العالم');
    expect(close.mistakes).toEqual([
      { kind: 'wrong', position: 4, expected: wordsOf(1, 2)[3], heard: 'العالم', close: true },
    ]);
    const other = scoreRecitation(verse(1, 2), 'الحمد لله رب الناس');
    expect(other.mistakes).toEqual([
      { kind: 'wrong', position: 4, expected: wordsOf(1, 2)[3], heard: 'الناس', close: false },
    ]);
    expect(other.accuracy).toBe(75);
    expect(other.band).toBe('good');
  });

  it('an extra word is reported after the verse word it followed and does not lower the accuracy', () => {
    const score = scoreRecitation(verse(112, 1), 'قل هو الله الواحد أحد');
    expect(score.mistakes).toEqual([
      { kind: 'extra', position: 3, expected: null, heard: 'الواحد', close: false },
    ]);
    expect(score.accuracy).toBe(100);
  });

  it('an empty or non-Arabic transcript misses every word', () => {
    const score = scoreRecitation(verse(112, 1), 'hello world');
    expect(score.accuracy).toBe(0);
    expect(score.band).toBe('needsPractice');
    expect(score.mistakes.filter((m) => m.kind === 'missed')).toHaveLength(4);
  });

  it('the basmala recited before a verse that has none counts as extra words only', () => {
    const score = scoreRecitation(verse(112, 1), `بسم الله الرحمن الرحيم ${PLAIN_IKHLAS_1}`);
    expect(score.accuracy).toBe(100);
    expect(score.mistakes.map((m) => m.kind)).toEqual(['extra', 'extra', 'extra', 'extra']);
  });

  it('the same transcript always gives the same score', () => {
    const transcript = 'الله لا اله الا هو الحي القيوم لا تاخذه نوم';
    expect(scoreRecitation(verse(2, 255), transcript)).toEqual(scoreRecitation(verse(2, 255), transcript));
  });

  it('every word the score shows is a word of the dataset verse, in order', () => {
    for (const [s, a] of [
      [1, 1],
      [2, 255],
      [2, 282],
      [2, 26],
      [2, 72],
      [113, 1],
    ] as const) {
      const score = scoreRecitation(verse(s, a), '');
      const datasetWords = verse(s, a).split(' ');
      expect(score.words.map((w) => w.word)).toEqual(datasetWords);
      expect(score.words.map((w) => w.position)).toEqual(score.words.map((_, k) => k + 1));
    }
  });

  it('the bands follow the spec: 90+ Excellent, 70-89 Good, below 70 Needs Practice', () => {
    expect([100, 90, 89, 70, 69, 0].map(bandOf)).toEqual([
      'excellent',
      'excellent',
      'good',
      'good',
      'needsPractice',
      'needsPractice',
    ]);
  });
});

describe('memorisation', () => {
  it('reveals words from the start as far as they were said in order', () => {
    expect(recitedPrefix(verse(1, 2), '')).toBe(0);
    expect(recitedPrefix(verse(1, 2), 'الحمد لله')).toBe(2);
    expect(recitedPrefix(verse(1, 2), 'الحمد رب العالمين')).toBe(1);
    expect(recitedPrefix(verse(1, 2), PLAIN_FATIHA_2)).toBe(4);
  });
});
