import type { CalculationMethodId } from '@/contracts/prayer-tracking';

export type CalculationSuggestion = {
  calculationMethod: CalculationMethodId;
  madhab: 'shafi' | 'hanafi';
  /** False when the country has no entry and the general default (Muslim World League) is given. */
  countrySpecific: boolean;
};

/**
 * The method and Asr madhab commonly used in a country (ISO 3166 alpha-2), among those adhan offers.
 * Indonesia's Kemenag and Malaysia's JAKIM use the same angles as Singapore (Fajr 20, Isha 18); the
 * Gulf states with their own adhan method get it; the Hanafi Asr is the norm in South Asia and
 * Turkey. Everything else gets the Muslim World League, the common default.
 */
const BY_COUNTRY: Record<string, Omit<CalculationSuggestion, 'countrySpecific'>> = {
  PK: { calculationMethod: 'Karachi', madhab: 'hanafi' },
  IN: { calculationMethod: 'Karachi', madhab: 'hanafi' },
  BD: { calculationMethod: 'Karachi', madhab: 'hanafi' },
  AF: { calculationMethod: 'Karachi', madhab: 'hanafi' },
  SG: { calculationMethod: 'Singapore', madhab: 'shafi' },
  MY: { calculationMethod: 'Singapore', madhab: 'shafi' },
  BN: { calculationMethod: 'Singapore', madhab: 'shafi' },
  ID: { calculationMethod: 'Singapore', madhab: 'shafi' },
  TR: { calculationMethod: 'Turkey', madhab: 'hanafi' },
  SA: { calculationMethod: 'UmmAlQura', madhab: 'shafi' },
  AE: { calculationMethod: 'Dubai', madhab: 'shafi' },
  QA: { calculationMethod: 'Qatar', madhab: 'shafi' },
  KW: { calculationMethod: 'Kuwait', madhab: 'shafi' },
  EG: { calculationMethod: 'Egyptian', madhab: 'shafi' },
  US: { calculationMethod: 'NorthAmerica', madhab: 'shafi' },
  CA: { calculationMethod: 'NorthAmerica', madhab: 'shafi' },
  IR: { calculationMethod: 'Tehran', madhab: 'shafi' },
};

export function suggestedCalculation(countryCode: string): CalculationSuggestion {
  const known = BY_COUNTRY[countryCode.toUpperCase()];
  return known
    ? { ...known, countrySpecific: true }
    : { calculationMethod: 'MuslimWorldLeague', madhab: 'shafi', countrySpecific: false };
}
