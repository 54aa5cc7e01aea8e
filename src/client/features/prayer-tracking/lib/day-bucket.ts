/** How full a day is in the prayer calendar (spec 2 section 2.6). */
export type DayBucket = 'perfect' | 'great' | 'good' | 'missedSome' | 'none';

export const DAY_BUCKETS_IN_LEGEND = ['perfect', 'great', 'good', 'missedSome'] as const;

/** 5 of 5 perfect (green), 4 great (yellow), 2-3 good (orange), 1 missed some (red), 0 none. */
export function dayBucket(completed: number): DayBucket {
  if (completed >= 5) return 'perfect';
  if (completed === 4) return 'great';
  if (completed >= 2) return 'good';
  if (completed === 1) return 'missedSome';
  return 'none';
}
