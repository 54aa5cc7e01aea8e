import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicConfigResponse, type PublicConfig } from '@/contracts/system';
import { getQueryFn } from './query-client';

/**
 * GET /api/config/public: what the server lets every visitor know (support contact, version).
 * Shared by settings and the legal pages, so it lives here rather than in one feature.
 */
export function publicConfigQueryOptions() {
  return queryOptions({
    queryKey: ['public-config'],
    queryFn: getQueryFn<PublicConfig>({
      url: '/api/config/public',
      on401: 'throw',
      schema: publicConfigResponse,
    }),
  });
}

export function usePublicConfig() {
  return useQuery(publicConfigQueryOptions());
}
