import { eq } from 'drizzle-orm';
import { refundPolicy } from '@shared/slots';
import type { AppDeps } from '@server/deps';
import { bookings } from '@server/db/schema/bookings';
import { bookingSplits } from '@server/db/schema/splits';
import { cancelSplit, settleDueSplits } from './split-backstop';

/** A split's deadline is settled within a minute of passing. */
const DEADLINES_EVERY_MS = 60_000;

export function registerSplitsEvents({ db, payments, payables, events, jobs, clock }: AppDeps) {
  const deps = { db, payments, payables };
  jobs.every('settle split deadlines', DEADLINES_EVERY_MS, () =>
    settleDueSplits(deps, clock.now()),
  );

  // The booker cancelled a split booking: its shares are refunded one by one by the venue's
  // policy (24 hours or more before the start), unpaid ones simply closed.
  events.on('booking.cancelled', async ({ data }) => {
    const [split] = await db
      .select({ status: bookingSplits.status, startTime: bookings.startTime })
      .from(bookingSplits)
      .innerJoin(bookings, eq(bookings.id, bookingSplits.bookingId))
      .where(eq(bookingSplits.bookingId, data.bookingId));
    if (!split || split.status === 'failed' || split.status === 'cancelled') return;
    const now = clock.now();
    const { refundable } = refundPolicy({ startTime: split.startTime, paymentStatus: 'paid' }, now);
    await cancelSplit(deps, data.bookingId, now, { refundAll: refundable, from: 'any' });
  });
}
