import { queryOptions } from '@tanstack/react-query';
import type { BookingList } from '@shared/contracts/bookings';
import { throwIfNotOk } from '@web/lib/api-client';
import { urlOf } from '@web/lib/query-url';
import { savedAtOf } from '@web/sw/offline-reads';

// The list read by itself, without the hooks' imports: app/startup-prefetch starts it from the
// app's entry chunk (ADR 021).

export const bookingsKey = ['/api/bookings'] as const;

export type BookingWhen = 'upcoming' | 'past';

/** A list as read: `savedAt` is set when it is this device's offline copy (ADR 019). */
export type MyBookings = BookingList & { savedAt: string | null };

export const myBookingsQuery = (when: BookingWhen) =>
  queryOptions<MyBookings>({
    queryKey: [...bookingsKey, { when }],
    queryFn: async ({ queryKey, signal }) => {
      const response = await fetch(urlOf(queryKey), { credentials: 'include', signal });
      await throwIfNotOk(response);
      return { ...((await response.json()) as BookingList), savedAt: savedAtOf(response) };
    },
  });
