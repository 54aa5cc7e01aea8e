import { describe, expect, it } from 'vitest';
import { dayBucket } from '@/client/features/prayer-tracking/lib/day-bucket';
import { monthRange, shiftMonth } from '@/client/features/prayer-tracking/lib/dates';
import { buildMonthGrid, MONTH_GRID_CELLS } from '@/client/features/prayer-tracking/lib/month-grid';

describe('the 42-cell month grid', () => {
  it('November 2026 starts on its first day, a Sunday, and is followed by 12 days of December', () => {
    const cells = buildMonthGrid('2026-11', '2026-11-03');

    expect(cells).toHaveLength(MONTH_GRID_CELLS);
    expect(cells[0]).toMatchObject({ date: '2026-11-01', weekday: 0, inMonth: true });
    expect(cells.filter((cell) => cell.inMonth)).toHaveLength(30);
    expect(cells[29]?.date).toBe('2026-11-30');
    expect(cells.slice(30).map((cell) => cell.date)).toEqual(
      Array.from({ length: 12 }, (_, i) => `2026-12-${String(i + 1).padStart(2, '0')}`),
    );
    expect(cells.slice(30).every((cell) => !cell.inMonth)).toBe(true);
  });

  it('February 2026 fills exactly four weeks, then two weeks of March', () => {
    const cells = buildMonthGrid('2026-02', '2026-11-03');

    expect(cells[0]?.date).toBe('2026-02-01');
    expect(cells[27]).toMatchObject({ date: '2026-02-28', inMonth: true, weekday: 6 });
    expect(cells[28]).toMatchObject({ date: '2026-03-01', inMonth: false, weekday: 0 });
    expect(cells.at(-1)?.date).toBe('2026-03-14');
  });

  it('a month starting mid-week opens with the last days of the month before', () => {
    const cells = buildMonthGrid('2026-10', '2026-11-03');

    expect(cells.slice(0, 5).map((cell) => [cell.date, cell.inMonth])).toEqual([
      ['2026-09-27', false],
      ['2026-09-28', false],
      ['2026-09-29', false],
      ['2026-09-30', false],
      ['2026-10-01', true],
    ]);
    expect(cells.every((cell, index) => cell.weekday === index % 7)).toBe(true);
  });

  it('flags today, and the days after it as future', () => {
    const cells = buildMonthGrid('2026-11', '2026-11-03');

    expect(cells.filter((cell) => cell.isToday).map((cell) => cell.date)).toEqual(['2026-11-03']);
    expect(cells.find((cell) => cell.date === '2026-11-02')?.isFuture).toBe(false);
    expect(cells.find((cell) => cell.date === '2026-11-03')?.isFuture).toBe(false);
    expect(cells.find((cell) => cell.date === '2026-11-04')?.isFuture).toBe(true);
  });

  it('a leap February has 29 days and month arithmetic crosses years', () => {
    expect(buildMonthGrid('2028-02', '2028-02-29').filter((cell) => cell.inMonth)).toHaveLength(29);
    expect(monthRange('2028-02')).toEqual({ startDate: '2028-02-01', endDate: '2028-02-29' });
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
  });
});

describe('the calendar colour of a day', () => {
  it.each([
    [5, 'perfect'],
    [4, 'great'],
    [3, 'good'],
    [2, 'good'],
    [1, 'missedSome'],
    [0, 'none'],
  ] as const)('%i of 5 prayers is %s', (completed, bucket) => {
    expect(dayBucket(completed)).toBe(bucket);
  });

  it("shows today as in progress until all five are done, never as 'Missed Some'", () => {
    expect(dayBucket(0, true)).toBe('inProgress');
    expect(dayBucket(1, true)).toBe('inProgress');
    expect(dayBucket(4, true)).toBe('inProgress');
    expect(dayBucket(5, true)).toBe('perfect');
    expect(dayBucket(1, false)).toBe('missedSome');
  });
});
