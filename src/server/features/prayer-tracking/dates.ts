import { TZDate } from '@date-fns/tz';

/**
 * Calendar dates as 'YYYY-MM-DD' strings in a person's time zone. Arithmetic on them is done in UTC,
 * where every day has 24 hours; instants are made with @date-fns/tz, which knows daylight saving.
 */

const dayFormatters = new Map<string, Intl.DateTimeFormat>();

function formatDay(instant: Date | number, timeZone: string): string {
  let formatter = dayFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormatters.set(timeZone, formatter);
  }
  return formatter.format(instant);
}

/** Per time zone, the last local day asked for and the instants it spans: [from, until). */
const knownDays = new Map<string, { from: number; until: number; date: string }>();

/**
 * The calendar date at `instant` in `timeZone`. Every request asks this for "now", so each zone's
 * current day is remembered with the instants it begins and ends (daylight saving included, from
 * @date-fns/tz): within it the answer needs no formatting. A day whose bounds do not check out
 * (a zone whose midnight is skipped, say) is not remembered.
 */
export function localDate(instant: Date, timeZone: string): string {
  const at = instant.getTime();
  const known = knownDays.get(timeZone);
  if (known && at >= known.from && at < known.until) return known.date;
  const date = formatDay(at, timeZone);
  const [y, m, d] = parts(date);
  const from = new TZDate(y, m - 1, d, 0, 0, timeZone).getTime();
  const until = new TZDate(y, m - 1, d + 1, 0, 0, timeZone).getTime();
  if (
    from <= at &&
    at < until &&
    formatDay(from, timeZone) === date &&
    formatDay(until - 1, timeZone) === date &&
    formatDay(until, timeZone) !== date
  )
    knownDays.set(timeZone, { from, until, date });
  return date;
}

/** The first instant after the local day of `instant` in `timeZone` (the next day's midnight). */
export function localDayEnd(instant: Date, timeZone: string): number {
  const date = localDate(instant, timeZone);
  const known = knownDays.get(timeZone);
  if (known?.date === date) return known.until;
  const [y, m, d] = parts(date);
  return new TZDate(y, m - 1, d + 1, 0, 0, timeZone).getTime();
}

/** [year, month, day] of a 'YYYY-MM-DD' date. */
function parts(date: string): [number, number, number] {
  return [Number(date.slice(0, 4)), Number(date.slice(5, 7)), Number(date.slice(8, 10))];
}

export function addDays(date: string, days: number): string {
  const [y, m, d] = parts(date);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The Sunday that starts the week of `date` (weeks start on Sunday, decision 021). */
export function weekStartOf(date: string): string {
  const [y, m, d] = parts(date);
  return addDays(date, -new Date(Date.UTC(y, m - 1, d)).getUTCDay());
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  const [y1, m1, d1] = parts(from);
  const [y2, m2, d2] = parts(to);
  return Math.round((Date.UTC(y2, m2 - 1, d2) - Date.UTC(y1, m1 - 1, d1)) / 86_400_000);
}

/** The instant of wall-clock time `hhmm` on `date` in `timeZone`. */
export function zonedInstant(date: string, hhmm: string, timeZone: string): Date {
  const [y, m, d] = parts(date);
  const [hh, mm] = hhmm.split(':').map(Number) as [number, number];
  return new Date(new TZDate(y, m - 1, d, hh, mm, timeZone).getTime());
}

/** First and last date of a 'YYYY-MM' month. */
export function monthBounds(month: string): { first: string; last: string; days: number } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { first: `${month}-01`, last: `${month}-${String(days).padStart(2, '0')}`, days };
}

/** A date as a local-midnight Date of this process, which is what adhan reads its day from. */
export function asAdhanDay(date: string): Date {
  const [y, m, d] = parts(date);
  return new Date(y, m - 1, d);
}
