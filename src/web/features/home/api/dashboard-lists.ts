import { useQuery } from '@tanstack/react-query';
import { listItems, listTotal } from '../list-items';
import type { Booking, Game, Post, Venue } from '../types';

// Query keys are the URL (SPEC §7); the lists that later change them (a join, a booking, a post)
// invalidate through the same keys.
export const bookingsKey = ['/api/bookings'] as const;
export const venuesKey = ['/api/venues'] as const;
export const gamesKey = ['/api/games'] as const;
export const postsKey = ['/api/posts'] as const;

/**
 * One of the dashboard's lists. A failed request reads as an empty list on purpose: one list
 * that cannot load shows its empty state (and a 0 counter) instead of taking the page down.
 */
function useDashboardList<T>(queryKey: readonly [string]) {
  const query = useQuery({ queryKey, select: listItems<T> });
  return { items: query.data ?? [], isLoading: query.isLoading };
}

export const useBookings = () => useDashboardList<Booking>(bookingsKey);

/** How many the list holds in all (a paginated answer says so; a plain array is counted). */
function useListTotal(queryKey: readonly [string]) {
  const query = useQuery({ queryKey, select: listTotal });
  return { total: query.data ?? 0, isLoading: query.isLoading };
}

export const useGamesTotal = () => useListTotal(gamesKey);
export const useVenuesTotal = () => useListTotal(venuesKey);
export const useVenues = () => useDashboardList<Venue>(venuesKey);
export const useGames = () => useDashboardList<Game>(gamesKey);
export const usePosts = () => useDashboardList<Post>(postsKey);
