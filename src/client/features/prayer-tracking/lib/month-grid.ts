import { dateFromIso, isoFromDate } from './dates';

/** Six weeks of seven days. */
export const MONTH_GRID_CELLS = 42;
const DAY_MS = 86_400_000;

export type MonthGridCell = {
  /** YYYY-MM-DD */
  date: string;
  /** Day of the month, 1-31. */
  day: number;
  /** 0 = Sunday ... 6 = Saturday. */
  weekday: number;
  /** Inside the month shown; the other cells are context only. */
  inMonth: boolean;
  isToday: boolean;
  /** After today: nothing can be recorded yet. */
  isFuture: boolean;
};

/**
 * The 42 cells of a month calendar whose weeks start on Sunday: the days of the previous month
 * that share the first week, the month itself, then days of the next month up to 42.
 */
export function buildMonthGrid(month: string, today: string): MonthGridCell[] {
  const first = dateFromIso(`${month}-01`);
  const start = first.getTime() - first.getUTCDay() * DAY_MS;
  return Array.from({ length: MONTH_GRID_CELLS }, (_, index) => {
    const date = new Date(start + index * DAY_MS);
    const iso = isoFromDate(date);
    return {
      date: iso,
      day: date.getUTCDate(),
      weekday: date.getUTCDay(),
      inMonth: iso.startsWith(month),
      isToday: iso === today,
      isFuture: iso > today,
    };
  });
}
