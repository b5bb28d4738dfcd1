import { queryOptions } from '@tanstack/react-query';
import type { Availability, VenueDetail, VenueList } from '@shared/contracts/venues';
import { fetchByKey } from '@web/lib/query-url';

// The venue reads by themselves, without the hooks' imports: app/startup-prefetch starts them
// from the app's entry chunk, which every first visit downloads (ADR 021).

export const venuesKey = ['/api/venues'] as const;

export type VenueFilters = { sport?: string; location?: string; date?: string; page?: number };

/** GET /api/venues with the list's filters. */
export const venueSearchQuery = (filters: VenueFilters) =>
  queryOptions<VenueList>({
    queryKey: [...venuesKey, filters],
    queryFn: fetchByKey as () => Promise<VenueList>,
  });

export const venueQuery = (id: string) =>
  queryOptions<VenueDetail>({ queryKey: [...venuesKey, id] });

export const availabilityKey = (venueId: string) =>
  [...venuesKey, venueId, 'availability'] as const;

/** A day's slots (read again after 30 s: they change as others book). */
export const availabilityQuery = (
  venueId: string,
  date: string | undefined,
  excludeBookingId?: string,
) =>
  queryOptions<Availability>({
    queryKey: [...availabilityKey(venueId), { date, excludeBookingId }],
    queryFn: fetchByKey as () => Promise<Availability>,
    staleTime: 30_000,
  });
