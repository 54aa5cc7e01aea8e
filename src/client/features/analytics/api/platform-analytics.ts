import { useQuery } from '@tanstack/react-query';
import { ANALYTICS_REFRESH_MS, platformAnalyticsResponse } from '@/contracts/analytics';
import { apiJson } from '@/client/lib/api';
import { analyticsKeys } from './keys';

/** GET /api/analytics/visitors: platform counts, asked again every 30 seconds. */
export function usePlatformAnalytics() {
  return useQuery({
    queryKey: analyticsKeys.platform(),
    queryFn: async () => platformAnalyticsResponse.parse(await apiJson('GET', '/api/analytics/visitors')),
    refetchInterval: ANALYTICS_REFRESH_MS,
  });
}
