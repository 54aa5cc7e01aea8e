// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, localDate, monthBounds } from '@/server/features/prayer-tracking/dates';
import {
  completionPoints,
  earnsPoints,
  hasBegun,
  levelOf,
  trackerPoints,
  windowState,
} from '@/server/features/prayer-tracking/windows';

const time = new Date('2026-11-21T12:45:00Z');
const at = (offsetSeconds: number) => new Date(time.getTime() + offsetSeconds * 1000);

describe('timing windows (spec 2 section 4.5)', () => {
  it.each([
    [-(30 * 60 + 1), 'upcoming'],
    [-(29 * 60 + 59), 'early'],
    [-30 * 60, 'early'],
    [-1, 'early'],
    [0, 'ontime'],
    [59 * 60 + 59, 'ontime'],
    [60 * 60, 'late'],
    [119 * 60 + 59, 'late'],
    [120 * 60, 'missed'],
    [6 * 3600, 'missed'],
  ] as const)('%i seconds from the prayer time is %s', (offset, state) => {
    expect(windowState(at(offset), time)).toBe(state);
  });
});

describe('points and levels (D5)', () => {
  it('gives tracker records the per-prayer constants', () => {
    expect(
      ['fajr', 'dhuhr', 'asr', 'maghrib', 'isha', 'witr'].map((p) => trackerPoints(p as 'fajr')),
    ).toEqual([150, 100, 100, 120, 110, 0]);
  });

  it('adds the on-time bonus only on time', () => {
    expect(completionPoints('fajr', true)).toBe(200);
    expect(completionPoints('dhuhr', true)).toBe(125);
    expect(completionPoints('asr', true)).toBe(130);
    expect(completionPoints('maghrib', true)).toBe(160);
    expect(completionPoints('isha', true)).toBe(140);
    expect(completionPoints('isha', false)).toBe(110);
  });

  it('computes the level as points/1000 + 1', () => {
    expect(levelOf(0)).toEqual({ level: 1, pointsToNextLevel: 1000 });
    expect(levelOf(999)).toEqual({ level: 1, pointsToNextLevel: 1 });
    expect(levelOf(1000)).toEqual({ level: 2, pointsToNextLevel: 1000 });
    expect(levelOf(2450)).toEqual({ level: 3, pointsToNextLevel: 550 });
  });
});

describe('calendar dates in a time zone', () => {
  it('finds the local date of an instant', () => {
    const instant = new Date('2026-11-21T23:30:00Z');
    expect(localDate(instant, 'UTC')).toBe('2026-11-21');
    expect(localDate(instant, 'Asia/Karachi')).toBe('2026-11-22');
    expect(localDate(instant, 'America/Los_Angeles')).toBe('2026-11-21');
  });

  it('gives the local date of every moment across daylight-saving changes, as the time zone database says', () => {
    const truth = (instant: Date, timeZone: string) =>
      new Intl.DateTimeFormat('en-CA', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      }).format(instant);
    // Days of 23 and 25 hours, a midnight that does not exist (Santiago), a 30-minute change
    // (Lord Howe), a quarter-hour offset (Kathmandu); each zone walked forward and back in 7 minutes.
    const walks: [string, string][] = [
      ['America/New_York', '2026-03-07T12:00:00Z'],
      ['Europe/London', '2026-10-24T12:00:00Z'],
      ['America/Santiago', '2026-09-04T12:00:00Z'],
      ['America/Santiago', '2026-04-03T12:00:00Z'],
      ['Australia/Lord_Howe', '2026-10-03T00:00:00Z'],
      ['Asia/Kathmandu', '2026-11-20T00:00:00Z'],
    ];
    for (const [timeZone, start] of walks) {
      const steps = Array.from(
        { length: (3 * 24 * 60) / 7 },
        (_, i) => new Date(Date.parse(start) + i * 7 * 60_000),
      );
      for (const instant of [...steps, ...steps.reverse()])
        expect(localDate(instant, timeZone), `${timeZone} ${instant.toISOString()}`).toBe(
          truth(instant, timeZone),
        );
    }
  });

  it('does date arithmetic across months, leap days and daylight saving', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(daysBetween('2025-12-31', '2026-01-01')).toBe(1);
    expect(monthBounds('2026-02')).toEqual({ first: '2026-02-01', last: '2026-02-28', days: 28 });
  });
});

describe('D27 rules', () => {
  it.each([
    [-1, false],
    [0, true],
    [1, true],
    [2, false],
  ] as const)('a prayer recorded %i day(s) after its own day earns points: %s', (daysLate, earns) => {
    expect(earnsPoints(daysLate)).toBe(earns);
  });

  it('lets a prayer be recorded from its time with a location, and from the early window without', () => {
    expect(hasBegun(windowState(at(-1), time), false)).toBe(false);
    expect(hasBegun(windowState(at(0), time), false)).toBe(true);
    expect(hasBegun(windowState(at(-1), time), true)).toBe(true);
    expect(hasBegun(windowState(at(-(30 * 60 + 1)), time), true)).toBe(false);
  });
});
