import { infiniteQueryOptions, type QueryKey, useInfiniteQuery } from '@tanstack/react-query';
import { getJson } from './api-client';
import { urlOf } from './query-url';

type Params = Record<string, string | number | null | undefined>;

/**
 * A list the server pages with a cursor (`{ items, nextCursor }`, SPEC §7 keyset pagination),
 * fetched page by page as the reader asks for more. `params` are the filters; blank ones are
 * left out of the address. The options alone serve to read the first page ahead (prefetch).
 */
export const cursorPagesQuery = <Page extends { nextCursor: string | null }>(
  queryKey: QueryKey,
  path: string,
  params: Params = {},
) =>
  infiniteQueryOptions({
    queryKey,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      getJson<Page>(urlOf([path, { ...params, cursor: pageParam }]), signal),
    getNextPageParam: (page) => page.nextCursor,
  });

export function useCursorPages<Page extends { nextCursor: string | null }>(
  queryKey: QueryKey,
  path: string,
  params: Params = {},
  { enabled = true } = {},
) {
  return useInfiniteQuery({ ...cursorPagesQuery<Page>(queryKey, path, params), enabled });
}
