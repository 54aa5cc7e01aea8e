/** How full a day is in the prayer calendar. */
export type DayBucket = 'perfect' | 'great' | 'good' | 'missedSome' | 'inProgress' | 'none';

export const DAY_BUCKETS_IN_LEGEND = ['perfect', 'great', 'good', 'missedSome', 'inProgress'] as const;

/**
 * 5 of 5 perfect (green), 4 great (yellow), 2-3 good (orange), 1 missed some (red), 0 none. Today,
 * until all five are done, is in progress: its prayers may still be ahead, so it is not
 * called 'Missed Some'.
 */
export function dayBucket(completed: number, isToday = false): DayBucket {
  if (completed >= 5) return 'perfect';
  if (isToday) return 'inProgress';
  if (completed === 4) return 'great';
  if (completed >= 2) return 'good';
  if (completed === 1) return 'missedSome';
  return 'none';
}
