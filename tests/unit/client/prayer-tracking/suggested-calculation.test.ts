import { describe, expect, it } from 'vitest';
import { suggestedCalculation } from '@/client/features/prayer-tracking/lib/suggested-calculation';

describe("a place's usual calculation method and Asr madhab", () => {
  it.each([
    ['PK', 'Karachi', 'hanafi'],
    ['IN', 'Karachi', 'hanafi'],
    ['BD', 'Karachi', 'hanafi'],
    ['SG', 'Singapore', 'shafi'],
    ['ID', 'Singapore', 'shafi'],
    ['TR', 'Turkey', 'hanafi'],
    ['SA', 'UmmAlQura', 'shafi'],
    ['AE', 'Dubai', 'shafi'],
    ['QA', 'Qatar', 'shafi'],
    ['KW', 'Kuwait', 'shafi'],
    ['EG', 'Egyptian', 'shafi'],
    ['US', 'NorthAmerica', 'shafi'],
    ['CA', 'NorthAmerica', 'shafi'],
    ['IR', 'Tehran', 'shafi'],
  ] as const)('%s: %s with the %s Asr', (country, calculationMethod, madhab) => {
    expect(suggestedCalculation(country)).toEqual({ calculationMethod, madhab, countrySpecific: true });
  });

  it('gives other countries the Muslim World League, saying it is the general default', () => {
    for (const country of ['GB', 'FR', 'ng', 'XX']) {
      expect(suggestedCalculation(country)).toEqual({
        calculationMethod: 'MuslimWorldLeague',
        madhab: 'shafi',
        countrySpecific: false,
      });
    }
  });
});
