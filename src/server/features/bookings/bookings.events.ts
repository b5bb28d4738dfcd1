import type { AppDeps } from '@server/deps';
import { completeFinishedBookings, releaseExpiredHolds } from './booking-rules';

/** Holds are 15 minutes; a slot is back on offer within a minute of its hold ending. */
const HOLDS_EVERY_MS = 60_000;
const SWEEP_EVERY_MS = 10 * 60_000;

export function registerBookingsEvents({ jobs, db, clock }: AppDeps) {
  // Unpaid bookings whose hold ran out are cancelled: they are already ignored when availability
  // is read and released before a new booking; this keeps statuses true for everyone else, and
  // each one released is a `booking.released` event (its slot frees, its payment is cancelled).
  jobs.every('release expired holds', HOLDS_EVERY_MS, () => releaseExpiredHolds(db, clock.now()));
  jobs.every('complete finished bookings', SWEEP_EVERY_MS, () =>
    completeFinishedBookings(db, clock.now()),
  );
}
