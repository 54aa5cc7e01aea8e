import { useQuery } from '@tanstack/react-query';
import { type Timeframe, visitorOverviewResponse } from '@/contracts/analytics';
import { apiJson } from '@/client/lib/api';
import { analyticsKeys } from './keys';

/** GET /api/analytics/visitor-overview: a timeframe's visitors, page views, visits and days. */
export function useVisitorOverview(timeframe: Timeframe, options: { refetchInterval?: number } = {}) {
  return useQuery({
    queryKey: analyticsKeys.overview(timeframe),
    queryFn: async () =>
      visitorOverviewResponse.parse(
        await apiJson('GET', `/api/analytics/visitor-overview?timeframe=${timeframe}`),
      ),
    ...options,
  });
}
