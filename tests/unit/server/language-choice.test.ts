import { describe, expect, it } from 'vitest';
import { acceptedLanguages, pickLanguage } from '@/contracts/language-choice';

describe('the start language (one rule for the browser and the server)', () => {
  it('takes the device choice first, then the first preferred language Hidaya speaks, then English', () => {
    expect(pickLanguage('urdu', ['fr-FR']).code).toBe('ur');
    expect(pickLanguage(null, ['de-DE', 'tr-TR', 'fr']).code).toBe('tr');
    expect(pickLanguage('klingon', ['AR-eg']).code).toBe('ar');
    expect(pickLanguage(undefined, ['de', 'it']).code).toBe('en');
    expect(pickLanguage('', []).code).toBe('en');
  });

  it('reads an Accept-Language header by quality, keeping the order of equal ones and leaving out q=0 and *', () => {
    expect(acceptedLanguages('fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5')).toEqual([
      'fr-CH',
      'fr',
      'en',
      'de',
    ]);
    expect(acceptedLanguages('en;q=0.2, ar')).toEqual(['ar', 'en']);
    expect(acceptedLanguages('ar;q=0, tr')).toEqual(['tr']);
    expect(acceptedLanguages(undefined)).toEqual([]);
    expect(acceptedLanguages('')).toEqual([]);
    expect(pickLanguage(null, acceptedLanguages('de-DE,ur;q=0.3,fr;q=0.6')).code).toBe('fr');
  });
});
