/** Calendar dates (YYYY-MM-DD) in the interface language, read as whole days in UTC. */
const asDay = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);

/** "22–28 November 2026", as the language writes a range of days. */
export function formatDayRange(from: string, to: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).formatRange(asDay(from), asDay(to));
}

/** An instant as a medium date in the person's own zone (the browser's). */
export function formatInstantDate(instant: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(instant));
}
