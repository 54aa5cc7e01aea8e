import cityTimezones from 'city-timezones';
import type { Place } from '@/contracts/prayer-tracking';

/**
 * Place search over the city list shipped in `city-timezones` (about 7,300 cities with coordinates and
 * time zone; no outside call). Matches the start of a city's name, ignoring case and accents; larger
 * cities first.
 */
interface City {
  city: string;
  city_ascii: string;
  lat: number;
  lng: number;
  pop: number;
  country: string;
  iso2: string;
  province?: string;
  timezone: string;
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();

let index: { key: string; city: City }[] | undefined;

function cities() {
  index ??= (cityTimezones.cityMapping as City[])
    .filter((c) => c.timezone && Number.isFinite(c.lat) && Number.isFinite(c.lng))
    .sort((a, b) => b.pop - a.pop)
    .map((city) => ({ key: fold(city.city_ascii || city.city), city }));
  return index;
}

export function searchPlaces(query: string, limit = 10): Place[] {
  const q = fold(query);
  const starts: City[] = [];
  const contains: City[] = [];
  for (const { key, city } of cities()) {
    if (key.startsWith(q)) starts.push(city);
    else if (key.includes(q)) contains.push(city);
    if (starts.length >= limit) break;
  }
  return [...starts, ...contains].slice(0, limit).map((c) => ({
    name: c.city,
    province: c.province || null,
    country: c.country,
    countryCode: c.iso2,
    latitude: Math.round(c.lat * 100) / 100,
    longitude: Math.round(c.lng * 100) / 100,
    timeZone: c.timezone,
  }));
}
