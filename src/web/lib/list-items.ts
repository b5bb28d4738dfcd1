import { type QueryKey, useQuery } from '@tanstack/react-query';

/**
 * The records of a list answer: the `items` of a page (`{ items, total }` or
 * `{ items, nextCursor }`), or a bare array. Anything else (an error page served as 200, an
 * unexpected body) reads as an empty list, so a screen shows its empty state rather than breaking.
 */
export function listItems<T>(data: unknown): T[] {
  if (Array.isArray(data)) return data as T[];
  if (typeof data === 'object' && data !== null && 'items' in data) {
    const { items } = data;
    if (Array.isArray(items)) return items as T[];
  }
  return [];
}

/** The total a paginated answer reports (`{ items, total }`), else the number of its items. */
export function listTotal(data: unknown): number {
  if (typeof data === 'object' && data !== null && 'total' in data) {
    const { total } = data;
    if (typeof total === 'number' && Number.isFinite(total)) return total;
  }
  return listItems(data).length;
}

/** Bookings still ahead and still on (pending or confirmed): the "Upcoming Bookings" counter. */
export function upcomingBookings<T extends { startTime?: string | null; status?: string | null }>(
  bookings: T[],
  now = Date.now(),
): T[] {
  return bookings.filter((booking) => {
    const start = booking.startTime ? Date.parse(booking.startTime) : Number.NaN;
    const live = booking.status === 'pending' || booking.status === 'confirmed';
    return live && !Number.isNaN(start) && start >= now;
  });
}

/**
 * A list read for a summary (a dashboard counter, a short list). A failed request reads as an
 * empty list on purpose: one list that cannot load shows its empty state (and a 0 counter)
 * instead of taking the page down.
 */
export function useListItems<T>(queryKey: QueryKey) {
  const query = useQuery({ queryKey, select: listItems<T> });
  return { items: query.data ?? [], isLoading: query.isLoading };
}

/** How many the list holds in all (a paginated answer says so; a plain array is counted). */
export function useListTotal(queryKey: QueryKey) {
  const query = useQuery({ queryKey, select: listTotal });
  return { total: query.data ?? 0, isLoading: query.isLoading };
}
