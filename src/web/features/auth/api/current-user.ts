import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '@shared/contracts/auth';
import { getQueryFn } from '@web/lib/api-client';

export const currentUserKey = ['/api/auth/user'] as const;

/** Who is signed in: a user or null (a 401 means signed out, not an error). */
export const currentUserQuery = queryOptions<CurrentUser | null>({
  queryKey: currentUserKey,
  queryFn: getQueryFn({ on401: 'returnNull' }),
  // Any other failure (the API down, say) reads as signed out; re-asking on every page mount
  // would flash the full-screen spinner again and again.
  retryOnMount: false,
});

/** SPEC §4: unknown while loading, then a user or null. */
export function useAuth() {
  const { data, isLoading } = useQuery(currentUserQuery);
  return { user: data ?? null, isLoading, isAuthenticated: Boolean(data) };
}
