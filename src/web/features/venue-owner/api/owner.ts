import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { VenueAnalytics, VenueStats } from '@shared/contracts/dashboards';
import type {
  CheckInResult,
  OwnedVenue,
  VenueBookingList,
  VenueBookingsQuery,
} from '@shared/contracts/venue-owner';
import type { VenueDetail, VenueInput, VenueUpdate } from '@shared/contracts/venues';
import { venuesKey } from '@web/features/venues/api/venues';
import { apiRequest } from '@web/lib/api-client';
import { fetchByKey } from '@web/lib/query-url';
import { useRealtimeEvent } from '@web/lib/realtime';

export const ownedKey = ['/api/venue/owned'] as const;
export const statsKey = ['/api/venue/stats'] as const;
export const ownerBookingsKey = ['/api/venue/bookings'] as const;
export const analyticsKey = ['/api/venue/analytics'] as const;
export const ownerVenueKey = ['/api/venue/venues'] as const;

export const useOwnedVenues = () => useQuery<OwnedVenue[]>({ queryKey: ownedKey });
/** The owner's figures, kept live like their bookings. */
export function useVenueStats() {
  useLiveOwnerBookings();
  return useQuery<VenueStats>({ queryKey: statsKey });
}

/**
 * Bookings of the owner's venues, kept live: a slot booked, paid, cancelled or moved at one of
 * them (slots.changed) refetches the lists, the calendar and the figures.
 */
export function useOwnerBookings(query: Partial<VenueBookingsQuery>) {
  useLiveOwnerBookings();
  return useQuery<VenueBookingList>({
    queryKey: [...ownerBookingsKey, query],
    queryFn: fetchByKey as () => Promise<VenueBookingList>,
    placeholderData: keepPreviousData,
  });
}

function useLiveOwnerBookings() {
  const queryClient = useQueryClient();
  const owned = useOwnedVenues();
  useRealtimeEvent('slots.changed', ({ venueId }) => {
    if (!owned.data?.some((venue) => venue.id === venueId)) return;
    for (const key of [ownerBookingsKey, statsKey, ownedKey]) {
      void queryClient.invalidateQueries({ queryKey: key });
    }
  });
}

export function useVenueAnalytics(query: { venueId?: string; days: number }) {
  return useQuery<VenueAnalytics>({
    queryKey: [...analyticsKey, query],
    queryFn: fetchByKey as () => Promise<VenueAnalytics>,
    placeholderData: keepPreviousData,
  });
}

export function useOwnerVenue(id: string | undefined) {
  return useQuery<VenueDetail>({ queryKey: [...ownerVenueKey, id], enabled: Boolean(id) });
}

const json = async <T>(response: Promise<Response>) => (await (await response).json()) as T;

/** Venue changes reach the owner's lists and figures and the public venue pages. */
function useRefreshVenues() {
  const queryClient = useQueryClient();
  return (venue: VenueDetail) => {
    queryClient.setQueryData([...ownerVenueKey, venue.id], venue);
    for (const key of [ownedKey, statsKey, analyticsKey, venuesKey]) {
      void queryClient.invalidateQueries({ queryKey: key });
    }
  };
}

export function useCreateVenue() {
  const refresh = useRefreshVenues();
  return useMutation({
    mutationFn: (body: VenueInput) =>
      json<VenueDetail>(apiRequest('POST', '/api/venue/venues', body)),
    onSuccess: refresh,
  });
}

export function useUpdateVenue() {
  const refresh = useRefreshVenues();
  return useMutation({
    mutationFn: ({ id, ...body }: VenueUpdate & { id: string }) =>
      json<VenueDetail>(apiRequest('PATCH', `/api/venue/venues/${id}`, body)),
    onSuccess: refresh,
  });
}

export function useCheckInLookup() {
  return useMutation({
    mutationFn: (code: string) =>
      json<CheckInResult>(apiRequest('POST', '/api/venue/check-in/lookup', { code })),
  });
}

export function useCheckIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      json<CheckInResult>(apiRequest('POST', '/api/venue/check-in', { code })),
    onSuccess: () => {
      for (const key of [ownerBookingsKey, statsKey, analyticsKey]) {
        void queryClient.invalidateQueries({ queryKey: key });
      }
    },
  });
}
