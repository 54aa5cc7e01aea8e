import { useQuery } from '@tanstack/react-query';
import { type Timeframe, visitorCountriesResponse } from '@/contracts/analytics';
import { apiJson } from '@/client/lib/api';
import { analyticsKeys } from './keys';

/** GET /api/analytics/visitor-countries: visitors and page views by country. */
export function useVisitorCountries(timeframe: Timeframe) {
  return useQuery({
    queryKey: analyticsKeys.countries(timeframe),
    queryFn: async () =>
      visitorCountriesResponse.parse(
        await apiJson('GET', `/api/analytics/visitor-countries?timeframe=${timeframe}`),
      ),
  });
}
