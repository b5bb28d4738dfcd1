import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './api-client';

/** SPEC §7: no refetch on focus or interval, never stale, no retries for queries or mutations. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
