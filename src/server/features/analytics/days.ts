import type { Timeframe } from '@/contracts/analytics';

/** Analytics counts by UTC day (decision 031). */
export const DAY_MS = 24 * 60 * 60 * 1000;

/** `YYYY-MM-DD` of the UTC day of `at`. */
export const utcDay = (at: Date): string => at.toISOString().slice(0, 10);

/** The start (00:00 UTC) of a `YYYY-MM-DD` day. */
export const dayStart = (day: string): Date => new Date(`${day}T00:00:00.000Z`);

export const addDays = (day: string, days: number): string =>
  utcDay(new Date(dayStart(day).getTime() + days * DAY_MS));

/** The days from `first` to `last`, both included. */
export function daysBetween(first: string, last: string): string[] {
  const days: string[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) days.push(day);
  return days;
}

/**
 * What a timeframe covers at `now`: the last 24 hours, or the last N UTC days with today among them
 * (7 days: today and the 6 before). `wholeDays` says whether it starts at a midnight, so that the
 * daily sums can stand for its first days.
 */
export interface Range {
  from: Date;
  days: string[];
  wholeDays: boolean;
}

const DAYS_OF: Record<Exclude<Timeframe, '24h'>, number> = { '7d': 7, '30d': 30, '90d': 90 };

export function rangeOf(timeframe: Timeframe, now: Date): Range {
  const today = utcDay(now);
  if (timeframe === '24h') {
    const from = new Date(now.getTime() - DAY_MS);
    return { from, days: daysBetween(utcDay(from), today), wholeDays: false };
  }
  const first = addDays(today, 1 - DAYS_OF[timeframe]);
  return { from: dayStart(first), days: daysBetween(first, today), wholeDays: true };
}

/**
 * Where a range is read from, given the last day the roll-up has summed (`rolledUpTo`): the sums for
 * its whole days up to that day (`summed`, null when none), raw rows from `rawFrom` on.
 */
export function splitRange(
  range: Range,
  rolledUpTo: string | null,
): { summed: { first: string; last: string } | null; rawFrom: Date } {
  const first = range.days[0]!;
  if (!range.wholeDays || rolledUpTo === null || rolledUpTo < first) {
    return { summed: null, rawFrom: range.from };
  }
  const last = rolledUpTo < range.days.at(-1)! ? rolledUpTo : range.days.at(-1)!;
  return { summed: { first, last }, rawFrom: dayStart(addDays(last, 1)) };
}
