import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Booking, CreateBookingBody } from '@shared/contracts/bookings';
import { apiRequest } from '@web/lib/api-client';
import { venuesKey } from '@web/features/venues/api/venues';
import { useListItems } from '@web/lib/list-items';
import { bookingsKey, type BookingWhen, type MyBookings, myBookingsQuery } from './booking-queries';

export { bookingsKey, type BookingWhen, type MyBookings };

export const useMyBookings = (when: BookingWhen) => useQuery(myBookingsQuery(when));

/** The whole list, tolerant of a failed read (a dashboard's counters and short list). */
export const useBookingItems = () => useListItems<Booking>(bookingsKey);

export function useBooking(id: string | undefined) {
  return useQuery<Booking>({ queryKey: [...bookingsKey, id], enabled: Boolean(id) });
}

const json = async <T>(response: Promise<Response>) => (await (await response).json()) as T;

/** After any change: the player's lists, and venue availability and search (slots moved). */
export function useRefreshAfterChange() {
  const queryClient = useQueryClient();
  return (booking?: Booking) => {
    if (booking) queryClient.setQueryData([...bookingsKey, booking.id], booking);
    void queryClient.invalidateQueries({ queryKey: bookingsKey });
    void queryClient.invalidateQueries({ queryKey: venuesKey });
  };
}

export function useCreateBooking() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (body: CreateBookingBody) =>
      json<Booking>(apiRequest('POST', '/api/bookings', body)),
    onSuccess: refresh,
  });
}

export function useCancelBooking() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (id: string) => json<Booking>(apiRequest('POST', `/api/bookings/${id}/cancel`)),
    onSuccess: refresh,
  });
}

export function useModifyBooking() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: ({ id, startTime, endTime }: { id: string; startTime: string; endTime: string }) =>
      json<Booking>(apiRequest('PATCH', `/api/bookings/${id}`, { startTime, endTime })),
    onSuccess: refresh,
  });
}

/** Asks the server to check the payment with the provider (after Stripe.js or a redirect). */
export function useRefreshPayment() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: async (id: string) =>
      (await json<{ booking: Booking }>(apiRequest('POST', `/api/bookings/${id}/payment/refresh`)))
        .booking,
    onSuccess: refresh,
  });
}
