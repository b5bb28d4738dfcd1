import { queryOptions } from '@tanstack/react-query';
import type { OpenMatchList } from '@shared/contracts/splits';
import { NEARBY_STALE_MS } from '@shared/map';

/** GET /api/open-matches (the Games tab's list; the same key, so both share one cache). */
export const openMatchesQuery = queryOptions<OpenMatchList>({
  queryKey: ['/api/open-matches'],
  staleTime: NEARBY_STALE_MS,
});
