import { and, eq, gt, inArray, isNotNull } from 'drizzle-orm';
import { DEFAULT_CURRENCY } from '@shared/constants';
import type { Tx } from '@server/db/tx';
import { type Booking, bookings } from '@server/db/schema/bookings';
import { leagueFixtures } from '@server/db/schema/leagues';
import { emit } from '@server/lib/events';
import {
  bookingRef,
  FIXTURE_PAYMENT_PROVIDER,
  releaseExpiredHolds,
} from '@server/features/bookings/booking-rules';

/**
 * A fixture's pitch is an ordinary booking, so the bookings table's exclusion constraint keeps
 * it from overlapping any player's booking (and any other fixture's). It belongs to the league's
 * admin, is confirmed at once and paid outside Matchday (a zero total under its own provider
 * name, so the venue's takings and refunds leave it alone). Callers catch the constraint's
 * 23P01 after their transaction and answer 409.
 */

type Pitch = { userId: string; sportId: number; venueId: string; start: Date; end: Date };

/** Bookings that still hold their time (a cancelled one holds nothing). */
export const isHolding = (booking: Pick<Booking, 'status'>) => booking.status !== 'cancelled';

export async function bookPitch(tx: Tx, pitch: Pitch, notes: string, now: Date): Promise<string> {
  // Expired holds on these times must not block: the constraint cannot see the clock.
  await releaseExpiredHolds(tx, now, { venueId: pitch.venueId, from: pitch.start, to: pitch.end });
  const [row] = await tx
    .insert(bookings)
    .values({
      userId: pitch.userId,
      venueId: pitch.venueId,
      sportId: pitch.sportId,
      startTime: pitch.start,
      endTime: pitch.end,
      totalAmount: '0.00',
      currency: DEFAULT_CURRENCY,
      status: 'confirmed',
      paymentStatus: 'paid',
      paymentProvider: FIXTURE_PAYMENT_PROVIDER,
      notes,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  // "held" is what tells the venue's page and search that the slot is taken; no notification.
  await emit(tx, { type: 'booking.held', data: bookingRef(row!, row!.startTime) });
  return row!.id;
}

export async function movePitch(tx: Tx, booking: Booking, start: Date, end: Date, now: Date) {
  await releaseExpiredHolds(tx, now, { venueId: booking.venueId, from: start, to: end });
  await tx
    .update(bookings)
    .set({ startTime: start, endTime: end })
    .where(eq(bookings.id, booking.id));
  await emit(tx, { type: 'booking.modified', data: bookingRef(booking, booking.startTime, start) });
}

export async function cancelPitch(tx: Tx, booking: Booking, now: Date) {
  const [cancelled] = await tx
    .update(bookings)
    .set({ status: 'cancelled', cancelledAt: now, qrCode: null })
    .where(and(eq(bookings.id, booking.id), inArray(bookings.status, ['pending', 'confirmed'])))
    .returning({ id: bookings.id });
  // The venue's owner hears of it like any cancellation by the one who booked.
  if (cancelled) {
    await emit(tx, {
      type: 'booking.cancelled',
      data: { ...bookingRef(booking, booking.startTime), byOwner: false },
    });
  }
}

/**
 * Frees the pitches of a league's fixtures still to come: before the fixtures are drawn again
 * (the old ones are deleted) and when the league is cancelled.
 */
export async function cancelFixtureBookings(tx: Tx, leagueId: string, now: Date) {
  const held = await tx
    .select({ booking: bookings })
    .from(leagueFixtures)
    .innerJoin(bookings, eq(bookings.id, leagueFixtures.bookingId))
    .where(
      and(
        eq(leagueFixtures.leagueId, leagueId),
        isNotNull(leagueFixtures.bookingId),
        gt(bookings.startTime, now),
      ),
    );
  for (const { booking } of held) await cancelPitch(tx, booking, now);
}
