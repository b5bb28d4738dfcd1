import type { DomainEventType } from '@shared/events';
import type { AppDeps } from '@server/deps';
import { invalidateVenueSearch } from './venue-search-cache';

/** Every event that can change a venue search's answer (ratings, prices, free slots, owners). */
const CHANGES_SEARCH: DomainEventType[] = [
  'booking.held',
  'booking.confirmed',
  'booking.cancelled',
  'booking.refunded',
  'booking.modified',
  'booking.released',
  'venue.changed',
  'review.created',
  'user.deleted',
];

export function registerVenuesEvents({ events, db }: AppDeps) {
  // Each instance has its own memo of searches, so each one clears its own.
  for (const type of CHANGES_SEARCH) events.onEveryInstance(type, () => invalidateVenueSearch(db));
}
