import { and, eq, inArray, sql } from 'drizzle-orm';
import type { VenueBooking } from '@shared/contracts/venue-owner';
import { DEFAULT_CURRENCY, SLOT_MINUTES } from '@shared/constants';
import { fromCents } from '@shared/money';
import { bookingPriceCents } from '@shared/pricing';
import { checkBookingTimes, formatDuration } from '@shared/slots';
import type { Db } from '@server/db/client';
import { bookings } from '@server/db/schema/bookings';
import { bookingSplits } from '@server/db/schema/splits';
import { badRequest, conflict, notFound } from '@server/lib/app-error';
import { emit } from '@server/lib/events';
import { isExclusionViolation } from '@server/lib/pg-errors';
import {
  at,
  bookingRef,
  checkBookingTotal,
  FIXTURE_BOOKING,
  FIXTURE_PAYMENT_PROVIDER,
  releaseExpiredHolds,
  SPLIT_PAYMENT_PROVIDER,
} from '@server/features/bookings/booking-rules';
import { BOOKING_NOT_FOUND, slotTaken } from '@server/features/bookings/bookings.service';
import { venueBookingById } from '@server/features/venue-owner/owner-bookings.service';
import { ownedVenueRow } from '@server/features/venue-owner/owner-venues.service';
import { baseCentsOf, COURT_NOT_FOUND, loadVenueSetup, windowsOf } from './venue-setup';

/** Desk bookings are paid at the venue, never through a provider. */
export const DESK_PAYMENT_PROVIDER = 'desk';

/** The venue's setup, the court (for the sport) and the checked times, or the right 4xx. */
async function placeOnCourt(
  db: Db,
  venue: { id: string; timeZone: string },
  input: { courtId: string; sportId: number; startTime: Date; endTime: Date },
  now: Date,
) {
  const setup = await loadVenueSetup(db, venue.id);
  const court = setup.courts.find((c) => c.id === input.courtId);
  if (!court) throw notFound(COURT_NOT_FOUND);
  if (!court.sports.some((sport) => sport.id === input.sportId)) {
    const message = "This court isn't for that sport";
    throw badRequest(message, { sportId: message });
  }
  // A walk-in may take the half-hour already under way; otherwise the players' rules apply.
  const graceNow = new Date(now.getTime() - SLOT_MINUTES * 60_000);
  const times = checkBookingTimes(
    input.startTime,
    input.endTime,
    venue.timeZone,
    graceNow,
    windowsOf(setup.hours),
  );
  if (!times.ok) throw badRequest(times.message, { [times.field]: times.message });
  return { setup, court, times };
}

/**
 * POST /api/venue/venues/{id}/bookings: the desk books a court for a walk-in or phone customer.
 * It takes the court exactly as an online booking does (same constraint, same 409), is
 * confirmed at once, and is paid at the desk now or later. The staff member is its user.
 */
export async function createDeskBooking(
  db: Db,
  userId: string,
  venueId: string,
  input: {
    courtId: string;
    sportId: number;
    startTime: Date;
    endTime: Date;
    customerName: string;
    customerPhone?: string | null;
    paidAtDesk: boolean;
    notes?: string | null;
  },
  now: Date,
): Promise<VenueBooking> {
  const venue = await ownedVenueRow(db, userId, venueId);
  const { setup, court } = await placeOnCourt(db, venue, input, now);
  const totalCents = bookingPriceCents({
    baseCents: baseCentsOf(court, venue.pricePerHour),
    rules: setup.rules,
    courtId: court.id,
    timeZone: venue.timeZone,
    startTime: input.startTime,
    endTime: input.endTime,
  });
  checkBookingTotal(totalCents);
  const id = await db
    .transaction(async (tx) => {
      await releaseExpiredHolds(tx, now, { venueId, from: input.startTime, to: input.endTime });
      const [row] = await tx
        .insert(bookings)
        .values({
          userId,
          venueId,
          courtId: court.id,
          sportId: input.sportId,
          startTime: input.startTime,
          endTime: input.endTime,
          totalAmount: fromCents(totalCents),
          currency: DEFAULT_CURRENCY,
          status: 'confirmed',
          paymentStatus: input.paidAtDesk ? 'paid' : 'pending',
          paymentProvider: DESK_PAYMENT_PROVIDER,
          source: 'desk',
          customerName: input.customerName,
          customerPhone: input.customerPhone ?? null,
          notes: input.notes ?? null,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      // "held" tells the venue's page and search that the slot is taken; nobody is notified.
      await emit(tx, { type: 'booking.held', data: bookingRef(row!, row!.startTime) });
      return row!.id;
    })
    .catch((error: unknown) => {
      if (isExclusionViolation(error)) throw slotTaken();
      throw error;
    });
  return venueBookingById(db, id, now);
}

/** A booking of this venue, or 404 (whoever made it). */
async function venueBookingRow(db: Db, venueId: string, bookingId: string) {
  const [row] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.id, bookingId), eq(bookings.venueId, venueId)));
  if (!row) throw notFound(BOOKING_NOT_FOUND);
  return row;
}

/**
 * PATCH /api/venue/venues/{id}/bookings/{bookingId}: the calendar's drag. Moves a booking that
 * has not started to another time of the same length and/or another court for its sport, under
 * the same rules and constraint as booking (409 when taken). The price stays as agreed.
 */
export async function moveVenueBooking(
  db: Db,
  userId: string,
  venueId: string,
  bookingId: string,
  input: { courtId?: string; startTime: Date; endTime: Date },
  now: Date,
): Promise<VenueBooking> {
  const venue = await ownedVenueRow(db, userId, venueId);
  const row = await venueBookingRow(db, venueId, bookingId);
  if (row.paymentProvider === FIXTURE_PAYMENT_PROVIDER) throw conflict(FIXTURE_BOOKING);
  if (!['pending', 'confirmed'].includes(row.status) || row.checkedInAt) {
    throw conflict('Only bookings still to come can be moved');
  }
  if (row.startTime.getTime() <= now.getTime()) {
    throw conflict('This booking has already started');
  }
  const courtId = input.courtId ?? row.courtId;
  await placeOnCourt(db, venue, { ...input, courtId, sportId: row.sportId }, now);
  const minutes = (row.endTime.getTime() - row.startTime.getTime()) / 60_000;
  if ((input.endTime.getTime() - input.startTime.getTime()) / 60_000 !== minutes) {
    const message = `Keep the booking's length (${formatDuration(minutes)})`;
    throw badRequest(message, { endTime: message });
  }
  const isSplit = row.paymentProvider === SPLIT_PAYMENT_PROVIDER;
  await db
    .transaction(async (tx) => {
      await releaseExpiredHolds(tx, now, { venueId, from: input.startTime, to: input.endTime });
      const [moved] = await tx
        .update(bookings)
        .set({
          startTime: input.startTime,
          endTime: input.endTime,
          courtId,
          // A split booking's slot is held for its group until the start (the new one now).
          ...(isSplit && row.status === 'pending' ? { holdExpiresAt: input.startTime } : {}),
        })
        .where(
          and(
            eq(bookings.id, row.id),
            inArray(bookings.status, ['pending', 'confirmed']),
            sql`${bookings.startTime} > ${at(now)}`,
          ),
        )
        .returning({ id: bookings.id });
      if (!moved) throw conflict('This booking changed meanwhile. Refresh and try again.');
      if (isSplit) {
        // Shares still being collected stay due as long before the new start as before the old.
        const shiftSeconds = (input.startTime.getTime() - row.startTime.getTime()) / 1000;
        await tx
          .update(bookingSplits)
          .set({
            deadline: sql`${bookingSplits.deadline} + make_interval(secs => ${shiftSeconds})`,
          })
          .where(and(eq(bookingSplits.bookingId, row.id), eq(bookingSplits.status, 'collecting')));
      }
      await emit(tx, {
        type: 'booking.modified',
        data: bookingRef(row, row.startTime, input.startTime),
      });
    })
    .catch((error: unknown) => {
      if (isExclusionViolation(error)) throw slotTaken();
      throw error;
    });
  return venueBookingById(db, row.id, now);
}

/**
 * DELETE /api/venue/venues/{id}/bookings/{bookingId}: cancels a desk booking (nothing went
 * through a provider, so nothing to refund here). Online bookings are the player's to cancel.
 */
export async function cancelDeskBooking(
  db: Db,
  userId: string,
  venueId: string,
  bookingId: string,
  now: Date,
): Promise<VenueBooking> {
  await ownedVenueRow(db, userId, venueId);
  const row = await venueBookingRow(db, venueId, bookingId);
  if (row.source !== 'desk') {
    throw conflict('Only bookings made at the desk can be cancelled here');
  }
  await db.transaction(async (tx) => {
    const [done] = await tx
      .update(bookings)
      .set({ status: 'cancelled', cancelledAt: now })
      .where(and(eq(bookings.id, row.id), eq(bookings.status, 'confirmed')))
      .returning({ id: bookings.id });
    if (!done) throw conflict('This booking is no longer active');
    await emit(tx, {
      type: 'booking.cancelled',
      data: { ...bookingRef(row, row.startTime), byOwner: true },
    });
  });
  return venueBookingById(db, row.id, now);
}
