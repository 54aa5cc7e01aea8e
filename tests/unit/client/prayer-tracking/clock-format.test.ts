import { describe, expect, it } from 'vitest';
import { formatCountdown, formatTime, timeZoneName } from '@/client/features/prayer-tracking/lib/format';

/** Strong left-to-right letters (Latin); a time made of them breaks apart inside right-to-left text. */
const LATIN = /[A-Za-z0-9]/;

describe('clock times in every interface language', () => {
  const asr = '2026-11-24T10:20:00Z'; // 15:20 in Karachi

  it('writes Arabic times in Arabic-Indic digits with the Arabic PM, nothing Latin', () => {
    const time = formatTime(asr, 'ar', 'Asia/Karachi');
    expect(time).toBe('٣:٢٠ م');
    expect(time).not.toMatch(LATIN);
    expect(formatCountdown(3_723_000, 'ar')).toBe('٠١:٠٢:٠٣');
  });

  it("writes Urdu times in Urdu's digits with its own day period, not a Latin PM", () => {
    const time = formatTime(asr, 'ur', 'Asia/Karachi');
    expect(time).toMatch(/^۳:۲۰ /u);
    expect(time).not.toMatch(LATIN);
    expect(formatCountdown(3_723_000, 'ur')).toBe('۰۱:۰۲:۰۳');
  });

  it('keeps the other languages as they write times', () => {
    expect(formatTime(asr, 'en', 'Asia/Karachi')).toBe('3:20 PM');
    expect(formatTime(asr, 'tr', 'Asia/Karachi')).toBe('15:20');
    expect(formatTime(asr, 'fr', 'Asia/Karachi')).toBe('15:20');
    expect(formatCountdown(3_723_000, 'en')).toBe('01:02:03');
  });

  it('writes a time zone named by its offset in the same digits as the times beside it', () => {
    // A person with no location sees their times "in GMT+00:00" under Arabic-Indic clock times.
    expect(timeZoneName('UTC', 'ar')).toBe('غرينتش+٠٠:٠٠');
    expect(timeZoneName('UTC', 'ur')).toMatch(/\+۰۰:۰۰$/u);
    expect(timeZoneName('UTC', 'en')).toBe('GMT+00:00');
    expect(timeZoneName('Asia/Karachi', 'ar')).toBe('توقيت باكستان الرسمي');
  });
});
