import type { QueryFunction, QueryKey } from '@tanstack/react-query';
import { throwIfNotOk } from './api-client';

type Params = Record<string, string | number | boolean | null | undefined>;

/**
 * SPEC §7 keys are URL parts joined with "/". Lists with filters end their key with an object of
 * query parameters (['/api/venues', { sport: 'Tennis' }]), so invalidating ['/api/venues']
 * still reaches every filtered variant. Empty values are left out of the URL.
 */
export function urlOf(key: QueryKey): string {
  const last = key[key.length - 1];
  const hasParams = typeof last === 'object' && last !== null;
  const path = (hasParams ? key.slice(0, -1) : key).map(String).join('/');
  if (!hasParams) return path;
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(last as Params)) {
    if (value !== undefined && value !== null && value !== '') search.set(name, String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

/** The query function for keys that end with parameters (see urlOf). */
export const fetchByKey: QueryFunction = async ({ queryKey, signal }) => {
  const response = await fetch(urlOf(queryKey), { credentials: 'include', signal });
  await throwIfNotOk(response);
  return response.json() as Promise<unknown>;
};
