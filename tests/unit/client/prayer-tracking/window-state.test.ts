import { describe, expect, it } from 'vitest';
import {
  canCompleteState,
  isActiveState,
  windowState,
} from '@/client/features/prayer-tracking/lib/window-state';

const prayerTime = new Date('2026-11-03T12:45:00.000Z');
const at = (offsetMs: number) => new Date(prayerTime.getTime() + offsetMs);
const second = 1000;
const minute = 60 * second;

describe('the daily prayer timing window', () => {
  it.each([
    ['30:01 before', -(30 * minute + second), 'upcoming'],
    ['exactly 30:00 before', -30 * minute, 'early'],
    ['29:59 before', -(29 * minute + 59 * second), 'early'],
    ['one second before', -second, 'early'],
    ['exactly at the time', 0, 'ontime'],
    ['59:59 after', 59 * minute + 59 * second, 'ontime'],
    ['exactly 60:00 after', 60 * minute, 'late'],
    ['119:59 after', 119 * minute + 59 * second, 'late'],
    ['exactly 120:00 after', 120 * minute, 'missed'],
    ['a day after', 24 * 60 * minute, 'missed'],
  ] as const)('%s the prayer is %s', (_moment, offset, expected) => {
    expect(windowState(at(offset), prayerTime)).toBe(expected);
  });

  it('accepts the ISO instants the API sends and plain milliseconds', () => {
    expect(windowState(at(-10 * minute).getTime(), prayerTime.toISOString())).toBe('early');
  });

  it('only early, on time and late offer Complete Prayer', () => {
    expect(
      ['upcoming', 'early', 'ontime', 'late', 'missed'].filter((state) => isActiveState(state as never)),
    ).toEqual(['early', 'ontime', 'late']);
  });

  it('with real times offers Complete Prayer from the time itself; with the sample from the early window (decision 009)', () => {
    const states = ['upcoming', 'early', 'ontime', 'late', 'missed'] as const;
    expect(states.filter((state) => canCompleteState(state, false))).toEqual(['ontime', 'late']);
    expect(states.filter((state) => canCompleteState(state, true))).toEqual(['early', 'ontime', 'late']);
    expect(canCompleteState(windowState(at(-second), prayerTime), false)).toBe(false);
    expect(canCompleteState(windowState(at(0), prayerTime), false)).toBe(true);
  });
});
