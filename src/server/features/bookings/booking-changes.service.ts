import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Booking } from '@shared/contracts/bookings';
import { toCents } from '@shared/money';
import { checkBookingTimes, formatDuration, refundPolicy } from '@shared/slots';
import type { Db } from '@server/db/client';
import { bookings } from '@server/db/schema/bookings';
import { venues } from '@server/db/schema/venues';
import { AppError, badRequest, conflict } from '@server/lib/app-error';
import { emit } from '@server/lib/events';
import { isExclusionViolation } from '@server/lib/pg-errors';
import type { PaymentProviders } from '@server/features/payments/payment-provider';
import { loadVenueSetup, windowsOf } from '@server/features/courts/venue-setup';
import {
  bookingRef,
  busyCourts,
  FIXTURE_BOOKING,
  FIXTURE_PAYMENT_PROVIDER,
  releaseExpiredHolds,
  SPLIT_PAYMENT_PROVIDER,
} from './booking-rules';
import { getMyBooking, myBookingRow, slotTaken } from './bookings.service';

export const ALREADY_STARTED = 'This booking has already started';
export const CHANGED_MEANWHILE = 'This booking changed meanwhile. Refresh and try again.';

/**
 * POST /api/bookings/{id}/cancel: frees the slot. A paid booking cancelled at least 24 hours
 * before its start is refunded through the provider that took the money (before the booking
 * changes, so a failed refund leaves it as it was); later cancellations keep the payment.
 */
export async function cancelBooking(
  db: Db,
  payments: PaymentProviders,
  userId: string,
  bookingId: string,
  now: Date,
): Promise<Booking> {
  const row = await myBookingRow(db, userId, bookingId);
  if (row.paymentProvider === FIXTURE_PAYMENT_PROVIDER) throw conflict(FIXTURE_BOOKING);
  if (row.status === 'cancelled') throw conflict('This booking is already cancelled');
  if (row.status === 'completed' || row.checkedInAt) {
    throw conflict('A checked-in booking cannot be cancelled');
  }
  if (row.startTime.getTime() <= now.getTime()) throw conflict(ALREADY_STARTED);

  const provider = payments.byName(row.paymentProvider);
  const intentId = row.stripePaymentIntentId;
  const { refundable } = refundPolicy(row, now);
  if (row.paymentProvider === SPLIT_PAYMENT_PROVIDER) {
    // Paid share by share: features/splits refunds each share (by the same policy) once the
    // cancellation is committed (its `booking.cancelled` subscriber).
  } else if (refundable) {
    if (!provider || !intentId) {
      throw new AppError(
        503,
        'refund_unavailable',
        'The refund cannot be made right now, so the booking was not cancelled. Please try again later.',
      );
    }
    try {
      await provider.refund({
        intentId,
        amount: toCents(row.totalAmount),
        // Two cancel clicks, or a retry after a timeout, refund once.
        idempotencyKey: `refund-${row.id}`,
      });
    } catch {
      throw new AppError(
        502,
        'refund_failed',
        'The payment provider did not accept the refund, so the booking was not cancelled. Please try again.',
      );
    }
  } else if (row.paymentStatus !== 'paid' && provider && intentId) {
    // An unpaid hold: make sure its payment can no longer go through.
    await provider.cancelIntent(intentId).catch(() => {});
  }

  await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(bookings)
      .set({
        status: 'cancelled',
        cancelledAt: now,
        qrCode: null,
        ...(refundable && { paymentStatus: 'refunded' as const }),
      })
      .where(
        and(
          eq(bookings.id, row.id),
          eq(bookings.userId, userId),
          inArray(bookings.status, ['pending', 'confirmed']),
        ),
      )
      .returning({ id: bookings.id });
    if (!updated) throw conflict(CHANGED_MEANWHILE);
    const ref = bookingRef(row, row.startTime);
    await emit(tx, { type: 'booking.cancelled', data: { ...ref, byOwner: false } });
    if (refundable) await emit(tx, { type: 'booking.refunded', data: ref });
  });
  return getMyBooking(db, userId, row.id, now);
}

/**
 * PATCH /api/bookings/{id}: moves a confirmed, future booking to another slot of the same length
 * at the same venue (so the price stays as paid). Same rules as booking; the exclusion
 * constraint settles a race for the new slot.
 */
export async function modifyBooking(
  db: Db,
  userId: string,
  bookingId: string,
  input: { startTime: Date; endTime: Date },
  now: Date,
): Promise<Booking> {
  const row = await myBookingRow(db, userId, bookingId);
  if (row.paymentProvider === FIXTURE_PAYMENT_PROVIDER) throw conflict(FIXTURE_BOOKING);
  if (row.status !== 'confirmed') throw conflict('Only confirmed bookings can be moved');
  if (row.checkedInAt) throw conflict('A checked-in booking cannot be moved');
  if (row.startTime.getTime() <= now.getTime()) throw conflict(ALREADY_STARTED);

  const [venue] = await db
    .select({ timeZone: venues.timeZone })
    .from(venues)
    .where(eq(venues.id, row.venueId));
  const setup = await loadVenueSetup(db, row.venueId);
  const times = checkBookingTimes(
    input.startTime,
    input.endTime,
    venue!.timeZone,
    now,
    windowsOf(setup.hours),
  );
  if (!times.ok) throw badRequest(times.message, { [times.field]: times.message });
  const oldMinutes = (row.endTime.getTime() - row.startTime.getTime()) / 60_000;
  if (times.minutes !== oldMinutes) {
    const message = `Choose a slot of the same length (${formatDuration(oldMinutes)})`;
    throw badRequest(message, { endTime: message });
  }

  // The same court if it is free then, else another court for the sport (the price stays as paid).
  const busy = new Set(
    await busyCourts(db, {
      venueId: row.venueId,
      from: input.startTime,
      to: input.endTime,
      now,
      exceptBookingId: row.id,
    }),
  );
  const candidates = [
    row.courtId,
    ...setup.courts
      .filter((c) => c.id !== row.courtId && c.sports.some((sport) => sport.id === row.sportId))
      .map((c) => c.id),
  ].filter((courtId) => !busy.has(courtId));
  for (const courtId of candidates) {
    try {
      await moveTo(db, row, { ...input, courtId }, now);
      return getMyBooking(db, userId, row.id, now);
    } catch (error) {
      if (!isExclusionViolation(error)) throw error;
    }
  }
  throw slotTaken();
}

async function moveTo(
  db: Db,
  row: { id: string; venueId: string; userId: string; startTime: Date },
  to: { startTime: Date; endTime: Date; courtId: string },
  now: Date,
) {
  await db.transaction(async (tx) => {
    await releaseExpiredHolds(tx, now, {
      venueId: row.venueId,
      from: to.startTime,
      to: to.endTime,
    });
    const [moved] = await tx
      .update(bookings)
      .set({ startTime: to.startTime, endTime: to.endTime, courtId: to.courtId })
      .where(
        and(
          eq(bookings.id, row.id),
          eq(bookings.status, 'confirmed'),
          sql`${bookings.startTime} > ${now.toISOString()}::timestamptz`,
        ),
      )
      .returning({ id: bookings.id });
    if (!moved) throw conflict(CHANGED_MEANWHILE);
    // Both days' slots changed: the one left and the one taken.
    await emit(tx, {
      type: 'booking.modified',
      data: bookingRef(row, row.startTime, to.startTime),
    });
  });
}
