import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { placeSearchResponse } from '@/contracts/prayer-tracking';
import { getParsed } from './fetch-parsed';

export const PLACES_URL = '/api/places';
export const PLACE_QUERY_MIN_LENGTH = 2;

/** GET /api/places?q=: cities from the offline dataset, for typing a place instead of sharing one. */
export function placeSearchQueryOptions(q: string) {
  return queryOptions({
    queryKey: [PLACES_URL, q],
    queryFn: () => getParsed(`${PLACES_URL}?${new URLSearchParams({ q })}`, placeSearchResponse),
    enabled: q.length >= PLACE_QUERY_MIN_LENGTH,
    placeholderData: keepPreviousData,
  });
}

export function usePlaceSearch(q: string) {
  return useQuery(placeSearchQueryOptions(q));
}
