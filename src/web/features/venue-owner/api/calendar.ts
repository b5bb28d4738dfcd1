import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BlockInput,
  CourtBlockView,
  DeskBookingInput,
  MoveBookingInput,
} from '@shared/contracts/courts';
import type { VenueBooking } from '@shared/contracts/venue-owner';
import { venuesKey } from '@web/features/venues/api/venues';
import { apiRequest } from '@web/lib/api-client';
import { fetchByKey } from '@web/lib/query-url';
import { useRealtimeEvent } from '@web/lib/realtime';
import { ownedKey, ownerBookingsKey, ownerVenueKey, statsKey } from './owner';

/** The calendar's own reads and writes: blocks, desk bookings and moves (ADR 018). */

const blocksKey = (venueId: string) => [...ownerVenueKey, venueId, 'blocks'] as const;

/** A venue's blocks overlapping [from, to), kept live like its bookings. */
export function useVenueBlocks(venueId: string, range: { from: string; to: string }) {
  const queryClient = useQueryClient();
  useRealtimeEvent('slots.changed', (changed) => {
    if (changed.venueId !== venueId) return;
    void queryClient.invalidateQueries({ queryKey: blocksKey(venueId) });
  });
  return useQuery<CourtBlockView[]>({
    queryKey: [...blocksKey(venueId), range],
    queryFn: fetchByKey as () => Promise<CourtBlockView[]>,
    placeholderData: keepPreviousData,
  });
}

const json = async <T>(response: Promise<Response>) => (await (await response).json()) as T;

/** Whatever the calendar changes also changes the owner's lists and figures and the venue page. */
function useRefreshSchedule(venueId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [blocksKey(venueId), ownerBookingsKey, statsKey, ownedKey, venuesKey].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

export function useCreateBlock(venueId: string) {
  const refresh = useRefreshSchedule(venueId);
  return useMutation({
    mutationFn: (body: BlockInput) =>
      json<CourtBlockView>(apiRequest('POST', `/api/venue/venues/${venueId}/blocks`, body)),
    onSuccess: refresh,
  });
}

export function useDeleteBlock(venueId: string) {
  const refresh = useRefreshSchedule(venueId);
  return useMutation({
    mutationFn: (blockId: string) =>
      apiRequest('DELETE', `/api/venue/venues/${venueId}/blocks/${blockId}`),
    onSuccess: refresh,
  });
}

export function useCreateDeskBooking(venueId: string) {
  const refresh = useRefreshSchedule(venueId);
  return useMutation({
    mutationFn: (body: DeskBookingInput) =>
      json<VenueBooking>(apiRequest('POST', `/api/venue/venues/${venueId}/bookings`, body)),
    onSuccess: refresh,
  });
}

/** A move refreshes the schedule whatever happens: on a 409 the booking snaps back from it. */
export function useMoveBooking(venueId: string) {
  const refresh = useRefreshSchedule(venueId);
  return useMutation({
    mutationFn: ({ bookingId, ...body }: MoveBookingInput & { bookingId: string }) =>
      json<VenueBooking>(
        apiRequest('PATCH', `/api/venue/venues/${venueId}/bookings/${bookingId}`, body),
      ),
    onSettled: refresh,
  });
}

export function useCancelDeskBooking(venueId: string) {
  const refresh = useRefreshSchedule(venueId);
  return useMutation({
    mutationFn: (bookingId: string) =>
      json<VenueBooking>(
        apiRequest('DELETE', `/api/venue/venues/${venueId}/bookings/${bookingId}`),
      ),
    onSuccess: refresh,
  });
}
