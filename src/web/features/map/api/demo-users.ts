import { type QueryFunctionContext, queryOptions } from '@tanstack/react-query';
import type { Bbox, DemoUser } from '@shared/contracts/map';
import { filterQuery, type MapFilterState } from '../map-filters';

/** SPEC §8: the demo-users list reports a failed answer as 'HTTP error! status: {code}'. */
async function fetchDemoUsers({ queryKey, signal }: QueryFunctionContext): Promise<DemoUser[]> {
  const response = await fetch(queryKey.join('/'), { credentials: 'include', signal });
  if (!response.ok) throw new Error(`HTTP error! status: ${response.status}`);
  return (await response.json()) as DemoUser[];
}

/** GET /api/demo-users with the map filters (and the visible box when the map asks for one). */
export const demoUsersQuery = (filters: MapFilterState, bbox?: Bbox | null) =>
  queryOptions({
    queryKey: [`/api/demo-users${filterQuery(filters, bbox)}`],
    queryFn: fetchDemoUsers,
  });
