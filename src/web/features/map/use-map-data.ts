import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Bbox } from '@shared/contracts/map';
import { DEMO_USERS_PAGE_DEFAULT } from '@shared/map';
import { demoUsersQuery } from './api/demo-users';
import { mapVenuesQuery } from './api/map-venues';
import type { MapFilterState } from './map-filters';

/**
 * The markers for the current filters. The list answers a page of DEMO_USERS_PAGE_DEFAULT people; when
 * a filter matches more, the map shows that first page and then asks for what is in view each
 * time the user stops panning or zooming, so a city at street level is always complete.
 */
export function useMapData(filters: MapFilterState) {
  const [bbox, setBbox] = useState<Bbox | null>(null);
  const all = useQuery({ ...demoUsersQuery(filters), placeholderData: keepPreviousData });
  const truncated = (all.data?.length ?? 0) >= DEMO_USERS_PAGE_DEFAULT;
  const inView = useQuery({
    ...demoUsersQuery(filters, bbox),
    enabled: truncated && bbox !== null,
    placeholderData: keepPreviousData,
  });
  const venues = useQuery({ ...mapVenuesQuery(filters), placeholderData: keepPreviousData });

  const users = (truncated && inView.data) || all.data || [];
  return {
    users,
    venues: venues.data ?? [],
    truncated,
    /** First load only: later filter changes keep the old markers until the new ones arrive. */
    isPending: all.isPending,
    isFetching: all.isFetching || inView.isFetching,
    error: all.error,
    setBbox,
  };
}
