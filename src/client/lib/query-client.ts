import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import type { ZodType } from 'zod';
import { ApiError, apiJson } from './api';

type UnauthorizedBehavior = 'returnNull' | 'throw';

/**
 * The reader: GET `url`, parse the JSON answer (through `schema` when given)
 * and treat 401 as an error unless told to read it as null. Query keys are each feature's own
 * (`<feature>Keys`), not URLs, so the URL is given here.
 */
export function getQueryFn<T = unknown>(options: {
  url: string;
  on401: UnauthorizedBehavior;
  schema?: ZodType<T>;
}): QueryFunction<T> {
  return async () => {
    try {
      const data = await apiJson('GET', options.url);
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
