import { describe, expect, it } from 'vitest';
import {
  checkedStream,
  checkSentence,
  splitSentences,
  type CitationCheckOptions,
} from '@/server/features/chat/citation-check';
import { chatContent } from '@/server/features/chat/content';
import { surahByName, verseIn } from '@/server/features/chat/quran-lookup';
import type { ChatLanguage } from '@/contracts/chat';

/** The check as an answer in `language` meets it: the dataset, and these sources retrieved for it. */
function options(language: ChatLanguage = 'en'): CitationCheckOptions {
  return {
    verse: verseIn(language),
    surahByName,
    sources: new Map([
      ['quran:2:183', { referenced: false }],
      ['note:fasting#3', { referenced: true }],
      ['dua:travel', { referenced: true }],
    ]),
    hadithMarkers: chatContent().hadithMarkers,
  };
}

/** The dataset's own words, never typed here. */
const english = verseIn('en')(2, 183)!.translation.replace(/\.$/, '');
const arabic = verseIn('ar')(2, 183)!.arabic;
const firstWords = (text: string, n: number) => text.split(' ').slice(0, n).join(' ');

describe('a quoted verse is compared with the dataset (decision 030)', () => {
  it('an exact quote passes unchanged, its source id kept as the citation', () => {
    const quote = firstWords(english, 10);
    const checked = checkSentence(`Allah says: "${quote}" [quran:2:183].`, options());
    expect(checked).toEqual({ text: `Allah says: "${quote}".`, marks: [], citations: ['quran:2:183'] });
  });

  it('an exact quote of the Arabic passes, and so does part of an Urdu translation', () => {
    expect(checkSentence(`قال الله تعالى: «${arabic}» (2:183).`, options('ar')).marks).toEqual([]);
    const urdu = firstWords(verseIn('ur')(2, 183)!.translation, 9);
    expect(checkSentence(`اللہ فرماتا ہے: "${urdu}" (2:183)۔`, options('ur')).marks).toEqual([]);
  });

  it('a changed word is caught: the quote is replaced by the dataset text and marked corrected', () => {
    const changed = firstWords(english, 10).replace('fasting', 'prayer');
    expect(changed).not.toBe(firstWords(english, 10));
    const checked = checkSentence(`Allah says: "${changed}" [quran:2:183].`, options());
    expect(checked).toEqual({
      text: `Allah says: "${english}".`,
      marks: ['corrected'],
      citations: ['quran:2:183'],
    });
  });

  it('a changed word in the Arabic is replaced by the Arabic of the dataset', () => {
    const words = arabic.split(' ');
    words[3] = 'الصلاة';
    const checked = checkSentence(`قال الله تعالى: «${words.join(' ')}» (البقرة 2:183).`, options('ar'));
    expect(checked.text).toBe(`قال الله تعالى: «${arabic}» (البقرة 2:183).`);
    expect(checked.marks).toEqual(['corrected']);
  });

  it('words the verse does not say at all, quoted next to its reference, are replaced', () => {
    const checked = checkSentence('Allah says in 2:183: "Be patient in all things always".', options());
    expect(checked.text).toBe(`Allah says in 2:183: "${english}".`);
    expect(checked.marks).toEqual(['corrected']);
  });

  it('another quotation in the sentence (a saying, not the verse) is left alone', () => {
    const sentence =
      'He said "Pray as you have seen me praying" and Allah says in 2:183 that fasting is prescribed.';
    expect(checkSentence(sentence, options())).toEqual({ text: sentence, marks: [], citations: [] });
  });
});

describe('verse references must exist in the Quran', () => {
  it('an invented reference is removed and the sentence marked unverified', () => {
    expect(checkSentence('As the Quran says in 2:300, be patient.', options())).toEqual({
      text: 'As the Quran says in, be patient.',
      marks: ['unverified_reference'],
      citations: [],
    });
    expect(checkSentence('This is in Quran 115:2 (see also 2:183).', options()).text).toBe(
      'This is in (see also 2:183).',
    );
  });

  it('by surah name: the surah stays, the verse it does not have goes', () => {
    const checked = checkSentence('Read Surah Al-Baqarah 300 and Surah Al-Baqarah, verse 183.', options());
    expect(checked.text).toBe('Read Surah Al-Baqarah and Surah Al-Baqarah, verse 183.');
    expect(checked.marks).toEqual(['unverified_reference']);
    expect(checkSentence('Bakara Suresi 290. ayette.', options('tr')).marks).toEqual([
      'unverified_reference',
    ]);
    expect(checkSentence('سورة البقرة 183 تذكر الصيام.', options('ar')).marks).toEqual([]);
  });

  it('a cited id of a verse that does not exist marks the sentence; ids not among the sources are dropped', () => {
    expect(checkSentence('Fasting is prescribed [quran:9:999] [dua:made-up].', options())).toEqual({
      text: 'Fasting is prescribed.',
      marks: ['unverified_reference'],
      citations: [],
    });
    expect(checkSentence('Say it when you travel [dua:travel, quran:3:8].', options())).toEqual({
      text: 'Say it when you travel.',
      marks: [],
      citations: ['dua:travel'],
    });
  });

  it('times of day are not verse references', () => {
    const sentence = 'Fajr begins at 5:30 am, Dhuhr at 12:05 and Isha around 19:99 pm.';
    expect(checkSentence(sentence, options())).toEqual({ text: sentence, marks: [], citations: [] });
  });
});

describe('a hadith is never presented without its reference', () => {
  it('a hadith mentioned without a cited source is marked unverified', () => {
    expect(checkSentence('The Prophet said that fasting is a shield.', options()).marks).toEqual([
      'unverified_hadith',
    ]);
    expect(checkSentence('It is narrated in Sahih al-Bukhari.', options()).marks).toEqual([
      'unverified_hadith',
    ]);
    expect(checkSentence('قال رسول الله ﷺ إن الصيام جُنّة.', options('ar')).marks).toEqual([
      'unverified_hadith',
    ]);
  });

  it('citing a curated source that gives its reference passes; citing a verse does not make a hadith verified', () => {
    expect(
      checkSentence('The Prophet said that fasting forgives sins [note:fasting#3].', options()).marks,
    ).toEqual([]);
    expect(
      checkSentence('The Prophet said that fasting is a shield [quran:2:183].', options()).marks,
    ).toEqual(['unverified_hadith']);
  });

  it('a Muslim is not a hadith collection', () => {
    expect(checkSentence('Every Muslim should pray five times a day.', options()).marks).toEqual([]);
  });
});

describe('the check on a streamed answer', () => {
  const answer =
    'Zakat is 2.5% of savings. It is due yearly. [quran:2:183] Fasting too.\n\nAnother line? "A quote. Inside" ends.';

  it('cuts whole sentences: not at 2.5 nor inside a quotation, with the ids after a sentence still its own', () => {
    expect(splitSentences(answer, true).sentences).toEqual([
      'Zakat is 2.5% of savings. ',
      'It is due yearly. [quran:2:183] ',
      'Fasting too.\n\n',
      'Another line? ',
      '"A quote. Inside" ends.',
    ]);
    // Until the next sentence has begun, the last one may still get its source ids.
    expect(splitSentences('It is due yearly.', false)).toEqual({ sentences: [], rest: 'It is due yearly.' });
    expect(splitSentences('It is due yearly. [quran:2', false).sentences).toEqual([]);
  });

  it('gives the same checked sentences however the text arrives', () => {
    const whole = checkedStream(options());
    const atOnce = [...whole.push(answer), ...whole.end()];
    const pieces = checkedStream(options());
    const streamed = [];
    for (const piece of answer.split(/(?<=.{3})/)) streamed.push(...pieces.push(piece));
    streamed.push(...pieces.end());
    expect(streamed).toEqual(atOnce);
    expect(atOnce.map((s) => [s.text, s.citations])).toEqual([
      ['Zakat is 2.5% of savings. ', []],
      ['It is due yearly. ', ['quran:2:183']],
      ['Fasting too.\n\n', []],
      ['Another line? ', []],
      ['"A quote. Inside" ends.', []],
    ]);
  });
});
