import type { TFunction } from 'i18next';

/** A category's name in the interface language (the stored value is the spec's English name). */
export function categoryLabel(t: TFunction, category: string): string {
  return t(`blog:categories.${category}`, { defaultValue: category });
}

export function formatPostDate(iso: string | null, locale: string): string | null {
  if (!iso) return null;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));
}
