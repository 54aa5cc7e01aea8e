import type { QueryClient } from '@tanstack/react-query';

/**
 * The first element of the key of every query that shows a person's progress: prayers today and by
 * month, stats, the home summary, the dashboards, achievements, goals, standings, Quran practice.
 * Whatever records progress (a prayer, a lesson, an activity, a Quran practice) invalidates this
 * prefix, so it names no other feature and a new feature's progress read is refreshed by putting its
 * key under `progressKeyOf(<feature>)` (decision 022).
 */
export const PROGRESS_KEY = ['progress'] as const;

/** The prefix of one feature's progress reads: `['progress', <feature>]`. */
export function progressKeyOf<const Feature extends string>(feature: Feature) {
  return [...PROGRESS_KEY, feature] as const;
}

/** Every progress read refetches: those on screen at once, the others when next shown. */
export function invalidateProgress(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: PROGRESS_KEY });
}
