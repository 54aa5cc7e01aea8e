import type { SchoolClass } from '@/contracts/school';

type Localized = SchoolClass['title'];

/** A class's title or description in the interface language (the cards are written in all five). */
export function localized(text: Localized, language: string): string {
  const code = language.slice(0, 2) as keyof Localized;
  return text[code] ?? text.en;
}

export function formatNumber(value: number, language: string): string {
  return new Intl.NumberFormat(language).format(value);
}

export function formatDateTime(instant: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(instant),
  );
}

export function formatTime(instant: string, language: string): string {
  return new Intl.DateTimeFormat(language, { timeStyle: 'short' }).format(new Date(instant));
}
