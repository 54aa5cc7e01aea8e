// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { COACH_LANGUAGES } from '@/contracts/prayer-coach';
import { COMMANDS, commandWords, detectIntent, INTENTS } from '@/server/features/prayer-learning/commands';

/** A phrase of the list as a learner would say it: a `*` word said as its written part. */
const spoken = (phrase: string) => phrase.replaceAll('*', '');

describe.each(COACH_LANGUAGES)("the coach's %s phrase list", (language) => {
  const phrases = INTENTS.flatMap((command) =>
    COMMANDS[language][command].map((phrase) => [command, phrase] as const),
  );

  it.each(phrases)('%s: "%s" asks for its command', (command, phrase) => {
    expect(detectIntent(spoken(phrase))).toBe(command);
  });

  it.each(phrases)('%s: "%s" asks for it in a sentence, in capitals too', (command, phrase) => {
    expect(detectIntent(`${spoken(phrase).toUpperCase()}?`)).toBe(command);
  });
});

describe('the usual ways of asking, as a learner types or says them', () => {
  it.each([
    // Turkish
    ['ne söylemeliyim', 'recite'],
    ['Şimdi ne söylemeliyim?', 'recite'],
    ['ne soylemeliyim', 'recite'],
    ['NE SÖYLEMELİYİM', 'recite'],
    ['tekrar et', 'repeat'],
    ['Tekrar söyle lütfen', 'repeat'],
    ['anlamadım', 'repeat'],
    ['sonraki', 'next'],
    ['sıradaki adıma geç', 'next'],
    ['geri', 'previous'],
    ['bir önceki adım', 'previous'],
    ['bunun anlamı ne?', 'meaning'],
    ['Şii mezhebinde farkı ne?', 'difference'],
    ['baştan başla', 'start'],
    // Arabic, with and without vowel marks and hamza
    ['ماذا أقول', 'recite'],
    ['ماذا اقول الآن؟', 'recite'],
    ['كرر', 'repeat'],
    ['كَرِّرْ مِنْ فَضْلِك', 'repeat'],
    ['أعد مرة أخرى', 'repeat'],
    ['التالي', 'next'],
    ['الخطوة التالية', 'next'],
    ['ارجع إلى الخطوة السابقة', 'previous'],
    ['ما معنى هذا؟', 'meaning'],
    ['ما الفرق عند الشيعة؟', 'difference'],
    ['ابدأ من جديد', 'start'],
    // Urdu, and Urdu words written with Arabic letters
    ['میں کیا کہوں', 'recite'],
    ['مىں كىا كہوں', 'recite'],
    ['دوبارہ', 'repeat'],
    ['ایک بار پھر بتائیں', 'repeat'],
    ['اگلا', 'next'],
    ['اگلا قدم بتائیں', 'next'],
    ['واپس جائیں', 'previous'],
    ['اس کا مطلب کیا ہے؟', 'meaning'],
    ['شیعہ میں کیا فرق ہے؟', 'difference'],
    // French, with and without accents
    ['que dois-je dire', 'recite'],
    ['Que dois-je dire maintenant ?', 'recite'],
    ["qu'est-ce que je dis ?", 'recite'],
    ['répète', 'repeat'],
    ['repete s il te plait', 'repeat'],
    ["je n'ai pas compris", 'repeat'],
    ['suivant', 'next'],
    ['Étape suivante', 'next'],
    ['précédente', 'previous'],
    ["qu'est-ce que ça veut dire ?", 'meaning'],
    ['quelle est la différence chez les chiites ?', 'difference'],
    ['recommencer', 'start'],
    // English and the other voice languages
    ['say that again', 'repeat'],
    ['what should I say?', 'recite'],
    ['start again', 'start'],
    ['why do we repeat the takbir?', 'meaning'],
    ['lanjutkan', 'next'],
    ['was soll ich sagen', 'recite'],
    ['¿qué quiere decir?', 'meaning'],
  ] as const)('"%s" -> %s', (message, command) => {
    expect(detectIntent(message)).toBe(command);
  });

  it('matches whole words only, in any alphabet', () => {
    expect(detectIntent('backpack')).toBe('unknown');
    expect(detectIntent('öncekiler')).toBe('unknown');
    expect(detectIntent('sayısal')).toBe('unknown');
    expect(detectIntent('bonjour')).toBe('unknown');
    expect(detectIntent('')).toBe('unknown');
  });

  it('reads letters the way the lists are written', () => {
    expect(commandWords('Répète, S’IL te plaît!')).toEqual(['repete', 's', 'il', 'te', 'plait']);
    expect(commandWords('İLERLE ılık')).toEqual(['ilerle', 'ilik']);
    expect(commandWords('أَعِدْ')).toEqual(['اعد']);
    expect(commandWords('كيف')).toEqual(commandWords('کیف'));
    expect(commandWords('next*')).toEqual(['next']);
  });
});
