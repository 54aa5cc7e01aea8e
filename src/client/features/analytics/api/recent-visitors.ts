import { useQuery } from '@tanstack/react-query';
import { RECENT_VISITORS_SHOWN, recentVisitorsResponse } from '@/contracts/analytics';
import { apiJson } from '@/client/lib/api';
import { analyticsKeys } from './keys';

/** GET /api/analytics/recent-visitors?limit=20: the latest page views with their place. */
export function useRecentVisitors(limit = RECENT_VISITORS_SHOWN) {
  return useQuery({
    queryKey: analyticsKeys.recent(limit),
    queryFn: async () =>
      recentVisitorsResponse.parse(await apiJson('GET', `/api/analytics/recent-visitors?limit=${limit}`)),
  });
}
