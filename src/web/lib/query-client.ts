import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './api-client';

/**
 * SPEC §7: no refetch on focus or interval, never stale, no retries for queries or mutations.
 * Requests go out even when the browser says it is offline (networkMode 'always'): the service
 * worker answers the reads kept for offline use, the outbox takes what is written, and anything
 * else fails at once with its error state instead of waiting silently (ADR 019).
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
        networkMode: 'always',
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
