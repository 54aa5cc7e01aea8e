// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { QuranLanguage } from '@/contracts/quran';
import { foldQuestion, questionKinds, type QuestionKind } from '@/server/features/quran/question-kinds';

/**
 * The offline Quran teacher's phrase lists (src/server/features/quran/locales/question-phrases.json):
 * the usual ways of asking each kind of question in the five interface languages (decision 017).
 */
const ASKED: Record<QuranLanguage, [string, QuestionKind[]][]> = {
  en: [
    ['What does this verse mean?', ['meaning']],
    ['Can you translate it?', ['meaning']],
    ['Go through it word by word', ['words']],
    ['What is the second word?', ['words']],
    ['How do I pronounce this?', ['transliteration']],
    ['How do you say it in Latin letters?', ['transliteration']],
    ['When was it revealed?', ['context']],
    ['What is the context?', ['context']],
    ['How can I memorize it?', ['practice']],
    ['Any tips to learn this by heart?', ['practice']],
    ['What does it mean and how do I pronounce it?', ['transliteration', 'meaning']],
    ['Salaam!', []],
  ],
  ar: [
    ['ما معنى هذه الآية؟', ['meaning']],
    ['اشرح لي الآية', ['meaning']],
    ['أعطني الآية كلمةً كلمة', ['words']],
    ['كيف أنطق هذه الآية؟', ['transliteration']],
    ['ما سبب نزول هذه الآية؟', ['context']],
    ['متى نزلت؟', ['context']],
    ['كيف أحفظها؟', ['practice']],
    ['السلام عليكم', []],
  ],
  ur: [
    ['اس آیت کا مطلب کیا ہے؟', ['meaning']],
    ['اس کا ترجمہ بتائیں', ['meaning']],
    ['لفظ بہ لفظ سمجھا دیں', ['words', 'meaning']],
    ['اس کا تلفظ کیا ہے؟', ['transliteration']],
    ['اسے کیسے پڑھوں؟', ['transliteration']],
    ['اس کا شان نزول کیا ہے؟', ['context']],
    ['میں اسے کیسے یاد کروں؟', ['practice']],
    // "زیادہ" (more) holds the letters of "یاد" (memory): not a question about practice.
    ['زیادہ بتائیں', []],
  ],
  tr: [
    ['Bu ayetin anlamı ne?', ['meaning']],
    ['Meali nedir?', ['meaning']],
    ['Kelime kelime anlatır mısın?', ['words']],
    ['Nasıl okunur?', ['transliteration']],
    ['Telaffuzu nasıl?', ['transliteration']],
    ['Ne zaman indirildi?', ['context']],
    ['Nasıl ezberlerim?', ['practice']],
    // Typed without Turkish letters.
    ['Anlami ne?', ['meaning']],
    ['Selamün aleyküm', []],
  ],
  fr: [
    ["Qu'est-ce que ça veut dire ?", ['meaning']],
    ['Quel est le sens de ce verset ?', ['meaning']],
    ['Mot à mot, s’il vous plaît', ['words']],
    ['Comment le prononcer ?', ['transliteration']],
    ['Quel est le contexte de sa révélation ?', ['context']],
    ['Comment le mémoriser par cœur ?', ['practice']],
    // Typed without accents.
    ['Comment le memoriser ?', ['practice']],
    ['Bonjour', []],
  ],
};

describe("the offline Quran teacher's phrase lists", () => {
  for (const [language, questions] of Object.entries(ASKED) as [
    QuranLanguage,
    [string, QuestionKind[]][],
  ][]) {
    it.each(questions)(`${language}: %s`, (question, kinds) => {
      expect(questionKinds(question, language)).toEqual(kinds);
    });
  }

  it("a question in another language than the person's is understood by that language's phrases", () => {
    expect(questionKinds('What does it mean?', 'tr')).toEqual(['meaning']);
    expect(questionKinds('Comment le prononcer ?', 'en')).toEqual(['transliteration']);
  });

  it('reads Arabic without vowel marks and its letter forms as one', () => {
    expect(foldQuestion('مَعْنَى الآيَةِ')).toBe(foldQuestion('معني الايه'));
    expect(foldQuestion('İYİ Œuvre')).toBe(' iyi oeuvre ');
  });
});
