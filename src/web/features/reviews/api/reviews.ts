import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { Booking } from '@shared/contracts/bookings';
import type { CreateReviewBody, VenueReviewList } from '@shared/contracts/reviews';
import { venuesKey } from '@web/features/venues/api/venues';
import { apiRequest } from '@web/lib/api-client';
import { fetchByKey } from '@web/lib/query-url';

/** A venue's reviews, a page at a time; under the venue's key, so a venue refresh reaches them. */
export function useVenueReviews(venueId: string, page: number) {
  return useQuery<VenueReviewList>({
    queryKey: [...venuesKey, venueId, 'reviews', { page }],
    queryFn: fetchByKey as () => Promise<VenueReviewList>,
    placeholderData: keepPreviousData,
  });
}

/**
 * Reviews a played booking; answers the booking with its review. The caller says what to
 * refresh (the bookings feature shows this dialog and owns the lists it changes).
 */
export function useReviewBooking(onReviewed: (booking: Booking) => void) {
  return useMutation({
    mutationFn: async ({ id, ...body }: CreateReviewBody & { id: string }) =>
      (await (await apiRequest('POST', `/api/bookings/${id}/review`, body)).json()) as Booking,
    onSuccess: onReviewed,
  });
}
