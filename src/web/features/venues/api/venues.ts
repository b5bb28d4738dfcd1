import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { VenueList, VenueListItem } from '@shared/contracts/venues';
import { useListItems, useListTotal } from '@web/lib/list-items';
import { fetchByKey } from '@web/lib/query-url';
import { useRealtimeEvent } from '@web/lib/realtime';
import {
  availabilityKey,
  availabilityQuery,
  type VenueFilters,
  venueQuery,
  venueSearchQuery,
  venuesKey,
} from './venue-queries';

export { availabilityKey, type VenueFilters, venuesKey };

/** The list; the previous page stays on screen while the next loads. */
export function useVenueSearch(filters: VenueFilters) {
  return useQuery({ ...venueSearchQuery(filters), placeholderData: keepPreviousData });
}

/** The first page, tolerant of a failed read (the home dashboard's featured venues and counter). */
export const useVenueItems = () => useListItems<VenueListItem>(venuesKey);
export const useVenuesTotal = () => useListTotal(venuesKey);

/** How many matches the venue picker offers at once; typing more narrows them. */
export const VENUE_MATCHES_SHOWN = 8;

/**
 * Venues whose name, city or state contains `text` (GET /api/venues?location=…), for a picker
 * that must reach every venue, not only the first page.
 */
export function useVenueMatches(text: string, enabled: boolean) {
  return useQuery<VenueList>({
    queryKey: [...venuesKey, { location: text, pageSize: VENUE_MATCHES_SHOWN }],
    queryFn: fetchByKey as () => Promise<VenueList>,
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function useVenue(id: string) {
  return useQuery(venueQuery(id));
}

/**
 * A day's slots; a player moving a booking passes it as `excludeBookingId`. Live: when the
 * server says this venue's day changed (slots.changed: someone booked, paid, cancelled, moved
 * or let a hold run out), the slots are read again.
 */
export function useAvailability(
  venueId: string,
  date: string | undefined,
  excludeBookingId?: string,
) {
  const queryClient = useQueryClient();
  useRealtimeEvent('slots.changed', (changed) => {
    if (changed.venueId !== venueId || changed.date !== date) return;
    void queryClient.invalidateQueries({ queryKey: [...availabilityKey(venueId), { date }] });
  });
  return useQuery({
    ...availabilityQuery(venueId, date, excludeBookingId),
    enabled: Boolean(date),
  });
}
