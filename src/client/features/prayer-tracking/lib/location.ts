import type { Place, PrayerSettings } from '@/contracts/prayer-tracking';
import { browserTimeZone } from './dates';

/** Two decimals of a degree is about 1 km: the precise position never leaves the device. */
export function roundCoordinate(value: number): number {
  return Math.round(value * 100) / 100;
}

export const PLACE_NAME_MAX = 120;

export function placeLabel(place: Place): string {
  // "Oslo, Oslo, Norway" reads better as "Oslo, Norway".
  const province = place.province && place.province !== place.name ? place.province : null;
  return [place.name, province, place.country]
    .filter((part): part is string => Boolean(part))
    .join(', ')
    .slice(0, PLACE_NAME_MAX);
}

/**
 * The time zone saved with a change of settings. A place chosen from the search brings its own
 * zone, and it stays while that place is the location; otherwise the browser's zone is saved.
 */
export function timeZoneToSave(settings: PrayerSettings | undefined): string {
  if (settings?.location?.placeName && settings.timeZone) return settings.timeZone;
  return browserTimeZone();
}

/** Reads a coordinate typed with a decimal point or a decimal comma. */
export function parseCoordinate(text: string): number {
  const normalised = text
    .trim()
    .replace(',', '.')
    .replace(/^\u2212/, '-');
  return normalised === '' ? Number.NaN : Number(normalised);
}
