import { useQuery } from '@tanstack/react-query';
import { type Timeframe, visitorCitiesResponse } from '@/contracts/analytics';
import { apiJson } from '@/client/lib/api';
import { analyticsKeys } from './keys';

/** GET /api/analytics/visitor-cities: visitors and page views by city. */
export function useVisitorCities(timeframe: Timeframe) {
  return useQuery({
    queryKey: analyticsKeys.cities(timeframe),
    queryFn: async () =>
      visitorCitiesResponse.parse(
        await apiJson('GET', `/api/analytics/visitor-cities?timeframe=${timeframe}`),
      ),
  });
}
