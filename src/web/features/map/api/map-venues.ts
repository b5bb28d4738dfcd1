import { queryOptions } from '@tanstack/react-query';
import type { MapVenue } from '@shared/contracts/map';
import { filterQuery, type MapFilterState } from '../map-filters';

/** GET /api/map/venues: bookable venues for the map's venue layer, under the map filters. */
export const mapVenuesQuery = (filters: MapFilterState) =>
  queryOptions<MapVenue[]>({ queryKey: [`/api/map/venues${filterQuery(filters)}`] });
