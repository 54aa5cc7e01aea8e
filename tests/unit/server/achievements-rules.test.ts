import { describe, expect, it } from 'vitest';
import { ACHIEVEMENT_THRESHOLDS, ACHIEVEMENT_TYPES } from '@/contracts/community/progress';
import { describeAchievement, levelsReachedBy } from '@/server/features/community/achievements/rules';
import { weekStartOf } from '@/server/features/prayer-tracking/dates';
import { hijriDate, isRamadan } from '@/server/features/prayer-tracking/hijri';

describe('achievement thresholds', () => {
  it('are the spec figures', () => {
    expect(ACHIEVEMENT_THRESHOLDS).toEqual({
      prayer_streak: [7, 30, 100],
      chat_questions: [10, 50, 100],
      group_participation: [1, 3, 10],
      dua_generation: [5, 25, 100],
      early_prayer: [7, 30, 100],
      ramadan_special: [10, 20, 30],
    });
  });

  it.each(ACHIEVEMENT_TYPES)('%s: each level is reached at its threshold, not one below', (type) => {
    const [one, two, three] = ACHIEVEMENT_THRESHOLDS[type];
    const levels = (progress: number) => levelsReachedBy(type, progress).map((l) => l.level);
    expect(levels(0)).toEqual([]);
    expect(levels(one - 1)).toEqual([]);
    expect(levels(one)).toEqual([1]);
    expect(levels(two - 1)).toEqual([1]);
    expect(levels(two)).toEqual([1, 2]);
    expect(levels(three - 1)).toEqual([1, 2]);
    expect(levels(three)).toEqual([1, 2, 3]);
    expect(levels(three * 10)).toEqual([1, 2, 3]);
  });
});

describe('the level rule', () => {
  const at = (iso: string) => new Date(iso);

  it('is level 1, locked, aiming at the first threshold when none is reached', () => {
    expect(describeAchievement('early_prayer', 3, new Map())).toMatchObject({
      level: 1,
      progress: 3,
      maxProgress: 7,
      unlockedAt: null,
    });
  });

  it('is the highest level reached, aiming at the next unreached threshold', () => {
    const unlocked = new Map([
      [1, at('2026-01-01T00:00:00Z')],
      [2, at('2026-02-01T00:00:00Z')],
    ]);
    expect(describeAchievement('early_prayer', 31, unlocked)).toMatchObject({
      level: 2,
      maxProgress: 100,
      unlockedAt: '2026-02-01T00:00:00.000Z',
      category: 'prayer',
    });
  });

  it('keeps a reached level when the progress drops below it', () => {
    const unlocked = new Map([[1, at('2026-01-01T00:00:00Z')]]);
    expect(describeAchievement('prayer_streak', 2, unlocked)).toMatchObject({
      level: 1,
      progress: 2,
      maxProgress: 30,
      unlockedAt: '2026-01-01T00:00:00.000Z',
    });
  });

  it('aims at the top threshold once all three are reached', () => {
    const unlocked = new Map([1, 2, 3].map((l) => [l, at('2026-01-01T00:00:00Z')]));
    expect(describeAchievement('ramadan_special', 42, unlocked)).toMatchObject({ level: 3, maxProgress: 30 });
  });
});

describe('Ramadan by the Umm al-Qura calendar', () => {
  it.each([
    ['2024-03-10', false], // 29 Sha'ban 1445
    ['2024-03-11', true], // 1 Ramadan 1445
    ['2024-04-09', true], // 30 Ramadan 1445
    ['2024-04-10', false], // 1 Shawwal 1445, Eid al-Fitr
    ['2025-02-28', false],
    ['2025-03-01', true], // 1 Ramadan 1446
    ['2025-03-29', true], // 29 Ramadan 1446
    ['2025-03-30', false], // Eid al-Fitr 1446
    ['2026-02-17', false],
    ['2026-02-18', true], // 1 Ramadan 1447
    ['2026-03-19', true],
    ['2026-03-20', false], // Eid al-Fitr 1447
    ['2026-11-24', false],
  ])('%s in Ramadan: %s', (date, expected) => {
    expect(isRamadan(date)).toBe(expected);
  });

  it('maps known dates to their Hijri date', () => {
    expect(hijriDate('2025-03-01')).toEqual({ year: 1446, month: 9, day: 1 });
    expect(hijriDate('2024-06-16')).toEqual({ year: 1445, month: 12, day: 10 }); // Eid al-Adha 1445
  });
});

describe('weeks start on Sunday', () => {
  it.each([
    ['2026-11-22', '2026-11-22'], // Sunday
    ['2026-11-25', '2026-11-22'],
    ['2026-11-28', '2026-11-22'], // Saturday
    ['2026-11-29', '2026-11-29'],
    ['2027-01-01', '2026-12-27'], // across a year
  ])('%s is in the week of %s', (date, start) => {
    expect(weekStartOf(date)).toBe(start);
  });
});
