import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import type { ZodType } from 'zod';
import { ApiError, apiJson } from './api';

type UnauthorizedBehavior = 'returnNull' | 'throw';

/**
 * The default reader of spec 1 section 7: GET the first element of the query key, parse the JSON
 * answer (through `schema` when given) and treat 401 as an error unless told to read it as null.
 */
export function getQueryFn<T = unknown>(options: {
  on401: UnauthorizedBehavior;
  schema?: ZodType<T>;
}): QueryFunction<T> {
  return async ({ queryKey }) => {
    const url = queryKey[0];
    if (typeof url !== 'string') throw new Error('The first element of a query key must be its URL');
    try {
      const data = await apiJson('GET', url);
      return options.schema ? options.schema.parse(data) : (data as T);
    } catch (error) {
      if (options.on401 === 'returnNull' && error instanceof ApiError && error.status === 401) {
        return null as T;
      }
      throw error;
    }
  };
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Infinity,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
