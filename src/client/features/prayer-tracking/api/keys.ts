import { progressKeyOf } from '@/client/lib/progress';

const all = ['prayer-tracking'] as const;
const progress = progressKeyOf('prayer-tracking');

/**
 * The keys of prayer tracking's queries (TanStack's key factory). Reads that show the person's
 * progress sit under the shared progress prefix, so any recorded progress refreshes them; the
 * schedule, the settings and the place search do not change when a prayer is recorded.
 */
export const prayerTrackingKeys = {
  all,
  settings: () => [...all, 'settings'] as const,
  times: () => [...all, 'times'] as const,
  places: (q: string) => [...all, 'places', q] as const,
  progress,
  today: () => [...progress, 'today'] as const,
  month: (month: string) => [...progress, 'month', month] as const,
  records: () => [...progress, 'records'] as const,
  recordsOf: (month: string) => [...progress, 'records', month] as const,
  stats: () => [...progress, 'stats'] as const,
  activities: () => [...progress, 'activities'] as const,
};
