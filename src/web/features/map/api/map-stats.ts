import { queryOptions } from '@tanstack/react-query';
import type { MapStats } from '@shared/contracts/map';
import { filterQuery, type MapFilterState } from '../map-filters';

/** GET /api/demo-users/stats under the same filters as the markers. */
export const mapStatsQuery = (filters: MapFilterState) =>
  queryOptions<MapStats>({ queryKey: [`/api/demo-users/stats${filterQuery(filters)}`] });
