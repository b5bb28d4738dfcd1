import type { DomainEventType } from '@shared/events';
import type { AppDeps } from '@server/deps';
import { createVenueZones, slotDates } from './live-slots';
import { invalidateVenueSearch } from './venue-search-cache';

/** Every event that changes a venue's free slots. */
const CHANGES_SLOTS = [
  'booking.held',
  'booking.confirmed',
  'booking.cancelled',
  'booking.refunded',
  'booking.modified',
  'booking.released',
  'court.blocked',
  'court.unblocked',
] as const satisfies DomainEventType[];

/** Every event that can change a venue search's answer (ratings, prices, free slots, owners). */
const CHANGES_SEARCH: DomainEventType[] = [
  ...CHANGES_SLOTS,
  'venue.changed',
  'review.created',
  'user.deleted',
];

export function registerVenuesEvents({ events, db, realtime }: AppDeps) {
  // Each instance has its own memo of searches, so each one clears its own.
  for (const type of CHANGES_SEARCH) events.onEveryInstance(type, () => invalidateVenueSearch(db));

  // Live availability: everyone looking at that venue and day refetches its slots. Each instance
  // tells the sockets it holds; the venue's page decides whether the message is for it.
  const zoneOf = createVenueZones(db);
  for (const type of CHANGES_SLOTS) {
    events.onEveryInstance(type, async ({ data }) => {
      const zone = await zoneOf(data.venueId);
      if (!zone) return;
      for (const date of slotDates(data.startTimes, zone)) {
        realtime.broadcast({ type: 'slots.changed', data: { venueId: data.venueId, date } });
      }
    });
  }
}
