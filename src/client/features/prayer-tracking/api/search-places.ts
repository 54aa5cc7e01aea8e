import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { placeSearchResponse } from '@/contracts/prayer-tracking';
import { getQueryFn } from '@/client/lib/query-client';
import { prayerTrackingKeys } from './keys';

export const PLACES_URL = '/api/places';
export const PLACE_QUERY_MIN_LENGTH = 2;

/** GET /api/places?q=: cities from the offline dataset, for typing a place instead of sharing one. */
export function placeSearchQueryOptions(q: string) {
  return queryOptions({
    queryKey: prayerTrackingKeys.places(q),
    queryFn: getQueryFn({
      url: `${PLACES_URL}?${new URLSearchParams({ q })}`,
      on401: 'throw',
      schema: placeSearchResponse,
    }),
    enabled: q.length >= PLACE_QUERY_MIN_LENGTH,
    placeholderData: keepPreviousData,
  });
}

export function usePlaceSearch(q: string) {
  return useQuery(placeSearchQueryOptions(q));
}
