import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Sport } from '@shared/contracts/sports';
import type { VenueReviewList } from '@shared/contracts/reviews';
import type { Availability, VenueDetail, VenueList } from '@shared/contracts/venues';
import { fetchByKey } from '@web/lib/query-url';

export const venuesKey = ['/api/venues'] as const;
export const sportsKey = ['/api/sports'] as const;

export type VenueFilters = { sport?: string; location?: string; date?: string; page?: number };

/** GET /api/venues with the list's filters; the previous page stays on screen while the next loads. */
export function useVenueSearch(filters: VenueFilters) {
  return useQuery<VenueList>({
    queryKey: [...venuesKey, filters],
    queryFn: fetchByKey as () => Promise<VenueList>,
    placeholderData: keepPreviousData,
  });
}

export function useVenue(id: string) {
  return useQuery<VenueDetail>({ queryKey: [...venuesKey, id] });
}

export const availabilityKey = (venueId: string) =>
  [...venuesKey, venueId, 'availability'] as const;

/** A day's slots; a player moving a booking passes it as `excludeBookingId`. */
export function useAvailability(
  venueId: string,
  date: string | undefined,
  excludeBookingId?: string,
) {
  return useQuery<Availability>({
    queryKey: [...availabilityKey(venueId), { date, excludeBookingId }],
    queryFn: fetchByKey as () => Promise<Availability>,
    enabled: Boolean(date),
    // Slots change as others book: re-read when the form comes back into use.
    staleTime: 30_000,
  });
}

export function useVenueReviews(venueId: string, page: number) {
  return useQuery<VenueReviewList>({
    queryKey: [...venuesKey, venueId, 'reviews', { page }],
    queryFn: fetchByKey as () => Promise<VenueReviewList>,
    placeholderData: keepPreviousData,
  });
}

export function useSports() {
  return useQuery<Sport[]>({ queryKey: sportsKey });
}
