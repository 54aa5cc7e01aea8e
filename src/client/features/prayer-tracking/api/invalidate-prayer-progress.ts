import type { QueryClient } from '@tanstack/react-query';

/**
 * Everything a recorded prayer or activity can change. The home summary, the learning dashboard
 * (and its group standing), goals and achievements belong to other features; features do not import
 * each other, so their keys are named here.
 */
const PROGRESS_KEYS = [
  ['/api/prayer-times'],
  ['/api/prayers/today'],
  ['/api/prayers/monthly'],
  ['/api/prayer-records'],
  ['/api/user/stats'],
  ['/api/user/activities'],
  ['/api/home/summary'],
  ['/api/dashboard'],
  ['/api/groups/my-standing'],
  ['/api/goals'],
  ['/api/user/achievements'],
] as const;

export function invalidatePrayerProgress(queryClient: QueryClient): Promise<void> {
  return Promise.all(PROGRESS_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(
    () => undefined,
  );
}
