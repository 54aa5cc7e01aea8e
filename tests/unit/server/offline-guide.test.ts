// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { getLesson } from '@/server/features/prayer-learning/content';
import { detectIntent, offlineAnswer } from '@/server/features/prayer-learning/offline-guide';

describe("the offline guide's understanding of what the learner says", () => {
  it.each([
    ['next please', 'next'],
    ['التالي', 'next'],
    ['اگلا قدم', 'next'],
    ['suivant', 'next'],
    ['lanjutkan', 'next'],
    ['sonraki adım', 'next'],
    ['go back', 'previous'],
    ['önceki adım', 'previous'],
    ['Önceki', 'previous'],
    ['précédente', 'previous'],
    ['tekrarla', 'repeat'],
    ['başlayalım', 'start'],
    ['bunun anlamı ne?', 'meaning'],
    ['ne okumalıyım?', 'recite'],
    ['Şii mezhebinde farkı ne?', 'difference'],
    ['What does it mean?', 'meaning'],
    ['Is this different for Shia?', 'difference'],
  ] as const)('%s -> %s', (message, intent) => {
    expect(detectIntent(message)).toBe(intent);
  });

  it('matches whole words only, in any alphabet', () => {
    expect(detectIntent('backpack')).toBe('unknown');
    expect(detectIntent('öncekiler')).toBe('unknown');
    expect(detectIntent('sayısal')).toBe('unknown');
  });
});

describe('the lesson an offline answer names', () => {
  const lesson = getLesson('fajr', 'sunni', 2);
  const otherLesson = getLesson('fajr', 'shia', 2);
  const answer = (language: 'en' | 'ar' | 'ur' | 'tr') =>
    offlineAnswer({ message: 'next', lesson, otherLesson, currentStep: 0, language }).text;

  it('is named in the language of the answer', () => {
    expect(answer('en')).toContain('From the Hidaya lesson: Fajr, Sunni, level 2.');
    expect(answer('ar')).toContain('من درس هداية: صلاة الفجر، المذهب السنّي، المستوى 2.');
    expect(answer('ur')).toContain('ہدایہ کے سبق سے: نمازِ فجر، سنی، درجہ 2۔');
    expect(answer('tr')).toContain('Hidaya dersinden: Sabah namazı, Sünni, seviye 2.');
    expect(answer('ar')).not.toMatch(/fajr|sunni|level/i);
  });
});
