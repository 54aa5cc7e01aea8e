/**
 * Calendar dates as the API writes them (YYYY-MM-DD, months YYYY-MM). A date without a time is
 * handled as midnight UTC so that no local time zone can move it to another day.
 */

/** The browser's IANA time zone, saved with the prayer settings (decision 007). */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** The calendar date of `instant` in `timeZone`. */
export function isoDateInZone(instant: Date | number, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

export function dateFromIso(isoDate: string): Date {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day));
}

export function isoFromDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function monthOf(isoDate: string): string {
  return isoDate.slice(0, 7);
}

/** The month `delta` months after `month` (negative for before). */
export function shiftMonth(month: string, delta: number): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return isoFromDate(new Date(Date.UTC(year, monthNumber - 1 + delta, 1))).slice(0, 7);
}

/** First and last day of a month, as the records endpoint takes them. */
export function monthRange(month: string): { startDate: string; endDate: string } {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, monthNumber, 0));
  return { startDate: `${month}-01`, endDate: isoFromDate(last) };
}
