import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, LANGUAGES } from './constants';

export type Language = (typeof LANGUAGES)[number];

export const languageByName = (name: string): Language | undefined =>
  LANGUAGES.find((language) => language.name === name);

export const languageByCode = (code: string): Language | undefined =>
  LANGUAGES.find((language) => language.code === code);

export const defaultLanguage = (): Language => languageByName(DEFAULT_LANGUAGE) ?? LANGUAGES[0];

/**
 * The one rule for the language a page starts in (decision 006): the choice made on this device,
 * else the first of the person's preferred languages that Hidaya speaks, else English. The browser
 * reads the choice from localStorage and the preferences from `navigator.languages`; the server, which
 * draws the public pages, from the cookie of the same name and the Accept-Language header.
 */
export function pickLanguage(stored: string | null | undefined, preferred: readonly string[]): Language {
  const chosen = stored ? languageByName(stored) : undefined;
  if (chosen) return chosen;
  for (const tag of preferred) {
    const found = languageByCode((tag ?? '').trim().toLowerCase().split('-')[0] ?? '');
    if (found) return found;
  }
  return defaultLanguage();
}

/** The language tags of an Accept-Language header, most preferred first (`q=0` means "not this"). */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ tag, q }) => tag && tag !== '*' && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ tag }) => tag);
}

/**
 * The device choice is also kept in a cookie of the same name, so that the server draws a public page
 * in it from the first byte (a year; not HttpOnly: the pickers on the page write it).
 */
export const LANGUAGE_COOKIE = LANGUAGE_STORAGE_KEY;
export const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
export const languageCookie = (name: string) =>
  `${LANGUAGE_COOKIE}=${encodeURIComponent(name)}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`;
