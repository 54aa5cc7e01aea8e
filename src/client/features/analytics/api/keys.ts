import type { Timeframe } from '@/contracts/analytics';

const all = ['analytics'] as const;

/** The keys of the analytics dashboards' queries (TanStack's key factory). */
export const analyticsKeys = {
  all,
  platform: () => [...all, 'platform'] as const,
  overview: (timeframe: Timeframe) => [...all, 'overview', timeframe] as const,
  countries: (timeframe: Timeframe) => [...all, 'countries', timeframe] as const,
  cities: (timeframe: Timeframe) => [...all, 'cities', timeframe] as const,
  recent: (limit: number) => [...all, 'recent', limit] as const,
};
