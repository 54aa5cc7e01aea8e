// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysBetween,
  localDate,
  localDayEnd,
  monthBounds,
} from '@/server/features/prayer-tracking/dates';
import {
  completionPoints,
  earnsPoints,
  hasBegun,
  nextWindowChange,
  trackerPoints,
  windowState,
} from '@/server/features/prayer-tracking/windows';
import { levelOf } from '@/contracts/level';

const time = new Date('2026-11-21T12:45:00Z');
const at = (offsetSeconds: number) => new Date(time.getTime() + offsetSeconds * 1000);

describe('timing windows', () => {
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

describe('the next change of a window state (what a kept answer of today holds until)', () => {
  it.each([
    [-(3 * 3600), -30 * 60],
    [-(30 * 60 + 1), -30 * 60],
    [-30 * 60, 0],
    [-1, 0],
    [0, 60 * 60],
    [60 * 60, 120 * 60],
    [119 * 60 + 59, 120 * 60],
  ] as const)('%i seconds from the prayer time: the state holds until %i seconds', (offset, until) => {
    const change = nextWindowChange(at(offset), time);
    expect(change).toBe(at(until).getTime());
    // The state is the same up to the instant before, and differs at it.
    expect(windowState(new Date(change - 1), time)).toBe(windowState(at(offset), time));
    expect(windowState(new Date(change), time)).not.toBe(windowState(at(offset), time));
  });

  it('never changes again once the prayer is missed', () => {
    expect(nextWindowChange(at(120 * 60), time)).toBe(Infinity);
  });
});

describe("the end of a person's day", () => {
  it.each([
    ['UTC', '2026-11-21T10:00:00Z', '2026-11-22T00:00:00Z'],
    ['Asia/Karachi', '2026-11-21T18:59:59Z', '2026-11-21T19:00:00Z'],
    ['Asia/Karachi', '2026-11-21T19:00:00Z', '2026-11-22T19:00:00Z'],
    // London's clocks go forward at 01:00 UTC on 29 March 2026: that day has 23 hours.
    ['Europe/London', '2026-03-29T00:30:00Z', '2026-03-29T23:00:00Z'],
    ['America/St_Johns', '2026-11-21T12:00:00Z', '2026-11-22T03:30:00Z'],
  ] as const)('in %s at %s is %s', (zone, instant, end) => {
    const at = new Date(instant);
    const until = localDayEnd(at, zone);
    expect(until).toBe(new Date(end).getTime());
    expect(localDate(new Date(until - 1), zone)).toBe(localDate(at, zone));
    expect(localDate(new Date(until), zone)).toBe(addDays(localDate(at, zone), 1));
  });
});

describe('points and levels (decision 007)', () => {
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

  it('computes the one level (decision 022): points/200 + 1', () => {
    expect(levelOf(0)).toEqual({ level: 1, pointsIntoLevel: 0, pointsToNextLevel: 200 });
    expect(levelOf(199)).toEqual({ level: 1, pointsIntoLevel: 199, pointsToNextLevel: 1 });
    expect(levelOf(200)).toEqual({ level: 2, pointsIntoLevel: 0, pointsToNextLevel: 200 });
    expect(levelOf(360)).toEqual({ level: 2, pointsIntoLevel: 160, pointsToNextLevel: 40 });
    expect(levelOf(2450)).toEqual({ level: 13, pointsIntoLevel: 50, pointsToNextLevel: 150 });
    expect(levelOf(-5)).toEqual({ level: 1, pointsIntoLevel: 0, pointsToNextLevel: 200 });
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

describe('prayer rules once a location is set (decision 009)', () => {
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
