import { describe, expect, it } from 'vitest';
import {
  fitOneSegment,
  segmentLimit,
  templateReminder,
  type ReminderText,
} from '@/server/features/reminders/compose';

const base: ReminderText = {
  prayer: 'asr',
  timing: 'before',
  minutesBefore: 10,
  style: 'encouraging',
  language: 'en',
  includeHadith: false,
  includeDua: false,
  customMessage: null,
};
const chars = (text: string) => Array.from(text).length;

describe('reminder texts fit one SMS segment', () => {
  it('GSM-7 text fits 160 characters, Arabic or Urdu script 70', () => {
    expect(segmentLimit('Asr is in 10 minutes.')).toBe(160);
    expect(segmentLimit('صلاة العصر بعد 10 دقيقة')).toBe(70);
    expect(segmentLimit('Öğle namazı vakti geldi.')).toBe(70); // ğ and ı are not GSM-7
  });

  it('cuts a long text at a word boundary with an ellipsis, never inside a character', () => {
    const long = 'word '.repeat(60);
    const cut = fitOneSegment(long);
    expect(chars(cut)).toBeLessThanOrEqual(160);
    expect(cut.endsWith('word...')).toBe(true);
    const arabic = fitOneSegment('كلمة '.repeat(30));
    expect(chars(arabic)).toBeLessThanOrEqual(70);
    expect(arabic.endsWith('كلمة...')).toBe(true);
  });

  it('the template in the chosen style and language, with the personal phrase', () => {
    expect(templateReminder({ ...base, customMessage: 'Bismillah!' })).toBe(
      'Asr is in 10 minutes. You can do it: a few minutes with Allah brighten the whole day. Bismillah!',
    );
    expect(templateReminder({ ...base, style: 'gentle', timing: 'at', language: 'fr', prayer: 'isha' })).toBe(
      "Un doux rappel : c'est l'heure de Isha. Qu'elle vous apporte la paix.",
    );
  });

  it('a hadith or dua is added with its reference when it fits, and left out whole when it does not', () => {
    const withHadith = templateReminder({ ...base, style: 'gentle', includeHadith: true, pick: 0 });
    expect(withHadith).toContain('Prayer is light. (Sahih Muslim 223)');
    expect(chars(withHadith)).toBeLessThanOrEqual(160);
    for (const language of ['ar', 'ur'] as const) {
      const text = templateReminder({ ...base, language, includeHadith: true, includeDua: true });
      expect(chars(text)).toBeLessThanOrEqual(70);
      // Whatever quotation is in it is whole, with its reference.
      if (text.includes('(')) expect(text).toMatch(/\((Sahih|Quran)[^)]*\)/);
    }
  });
});
