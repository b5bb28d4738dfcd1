import type { FastifyInstance } from 'fastify';
import { completeFinishedGames } from '@server/features/games/games.service';
import {
  completeFinishedBookings,
  releaseExpiredHolds,
} from '@server/features/bookings/booking-rules';
import { cancelReleasedIntents } from '@server/features/payments/payments.service';
import { sweepUnattachedUploads } from '@server/features/uploads/upload-sweep';
import { invalidateVenueSearch } from '@server/features/venues/venue-search-cache';
import type { AppDeps } from './deps';

const EVERY_MS = 10 * 60_000;
/** Booking holds are 15 minutes; a slot is back on offer within a minute of its hold ending. */
const HOLDS_EVERY_MS = 60_000;

/**
 * Reclaims rows that no longer matter: expired sessions and finished rate-limit windows. They are
 * already ignored when read, so this only keeps the tables small. Also marks games and bookings
 * that are over as completed, and deletes uploads nothing used within a day. Runs while the app
 * is up.
 */
export function registerHousekeeping(app: FastifyInstance, deps: AppDeps) {
  const { sessions, limiter, db, clock, uploadStore } = deps;
  let timer: NodeJS.Timeout | undefined;
  let holdsTimer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    holdsTimer = setInterval(() => {
      sweepExpiredHolds(deps).catch((error: unknown) =>
        app.log.warn({ err: error }, 'releasing expired booking holds failed'),
      );
    }, HOLDS_EVERY_MS);
    holdsTimer.unref();
    timer = setInterval(() => {
      Promise.all([
        sessions.sweepExpired(),
        limiter.sweepExpired(),
        completeFinishedGames(db, clock.now()),
        sweepUnattachedUploads(db, uploadStore, clock.now()),
        completeFinishedBookings(db, clock.now()),
      ]).catch((error: unknown) => app.log.warn({ err: error }, 'housekeeping failed'));
    }, EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    clearInterval(holdsTimer);
  });
}

/**
 * Unpaid bookings whose hold ran out are cancelled (they are already ignored when availability is
 * read and released before a new booking; this keeps statuses true for everyone else) and their
 * open payments cancelled with the provider.
 */
export async function sweepExpiredHolds({
  db,
  clock,
  payments,
}: Pick<AppDeps, 'db' | 'clock' | 'payments'>) {
  const released = await releaseExpiredHolds(db, clock.now());
  if (released.length === 0) return;
  invalidateVenueSearch(db);
  await cancelReleasedIntents(payments, released);
}
