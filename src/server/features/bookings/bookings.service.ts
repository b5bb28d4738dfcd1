import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { BOOKING_HOLD_MINUTES, DEFAULT_CURRENCY } from '@shared/constants';
import type { Booking, BookingList } from '@shared/contracts/bookings';
import { bookingTotalCents, formatCents, fromCents, toCents } from '@shared/money';
import { checkBookingTimes } from '@shared/slots';
import type { Db } from '@server/db/client';
import { bookings } from '@server/db/schema/bookings';
import { sports } from '@server/db/schema/sports';
import { venueSports } from '@server/db/schema/venues';
import { AppError, badRequest, conflict, notFound } from '@server/lib/app-error';
import { emit } from '@server/lib/events';
import { isExclusionViolation } from '@server/lib/pg-errors';
import { getActiveVenueRow } from '@server/features/venues/venues.service';
import { at, bookingRef, releaseExpiredHolds } from './booking-rules';
import { selectBookings, toBooking, venueColumnsOf } from './booking-rows';

export const SLOT_TAKEN = 'This time slot has just been booked';
export const BOOKING_NOT_FOUND = 'Booking not found';

export const slotTaken = () => conflict(SLOT_TAKEN, 'slot_taken');

export type CreateBookingInput = {
  venueId: string;
  sportId: number;
  startTime: Date;
  endTime: Date;
  totalAmount?: string;
  notes?: string | null;
};

export type BookingSettings = { maxPendingPerUser: number; provider: string };

export type CreateBookingArgs = {
  db: Db;
  userId: string;
  input: CreateBookingInput;
  settings: BookingSettings;
  now: Date;
};

/**
 * POST /api/bookings. The venue's price and the times decide the total; the database's exclusion
 * constraint decides who gets a contested slot (the loser gets 409). The new booking holds its
 * slot for BOOKING_HOLD_MINUTES while it is paid for.
 */
export async function createBooking({
  db,
  userId,
  input,
  settings,
  now,
}: CreateBookingArgs): Promise<Booking> {
  const venue = await getActiveVenueRow(db, input.venueId);
  const [offered] = await db
    .select({ sportName: sports.name })
    .from(venueSports)
    .innerJoin(sports, eq(sports.id, venueSports.sportId))
    .where(and(eq(venueSports.venueId, venue.id), eq(venueSports.sportId, input.sportId)));
  if (!offered) {
    throw badRequest("This venue doesn't offer that sport", {
      sportId: "This venue doesn't offer that sport",
    });
  }

  const times = checkBookingTimes(input.startTime, input.endTime, venue.timeZone, now);
  if (!times.ok) throw badRequest(times.message, { [times.field]: times.message });

  const totalCents = bookingTotalCents(toCents(venue.pricePerHour), times.minutes);
  if (input.totalAmount !== undefined && toCents(input.totalAmount) !== totalCents) {
    const message = `The total for this booking is ${formatCents(totalCents)}; please review it and try again`;
    throw new AppError(400, 'total_mismatch', message, { totalAmount: message });
  }

  const inserted = await db
    .transaction(async (tx) => {
      // Expired holds on these times must not block: the constraint cannot see the clock.
      await releaseExpiredHolds(tx, now, {
        venueId: venue.id,
        from: input.startTime,
        to: input.endTime,
      });
      const [held] = await tx
        .select({ n: count() })
        .from(bookings)
        .where(
          and(
            eq(bookings.userId, userId),
            eq(bookings.status, 'pending'),
            sql`${bookings.holdExpiresAt} > ${at(now)}`,
          ),
        );
      if ((held?.n ?? 0) >= settings.maxPendingPerUser) {
        throw conflict(
          `You have ${held!.n} unpaid bookings. Pay for or cancel one before booking again.`,
          'too_many_holds',
        );
      }
      const [row] = await tx
        .insert(bookings)
        .values({
          userId,
          venueId: venue.id,
          sportId: input.sportId,
          startTime: input.startTime,
          endTime: input.endTime,
          totalAmount: fromCents(totalCents),
          currency: DEFAULT_CURRENCY,
          notes: input.notes ?? null,
          paymentProvider: settings.provider,
          holdExpiresAt: new Date(now.getTime() + BOOKING_HOLD_MINUTES * 60_000),
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await emit(tx, { type: 'booking.held', data: bookingRef(row!, row!.startTime) });
      return row!;
    })
    .catch((error: unknown) => {
      if (isExclusionViolation(error)) throw slotTaken();
      throw error;
    });

  // What was inserted, beside the venue and sport already read; a new booking has no review.
  return toBooking(
    {
      booking: inserted,
      sportName: offered.sportName,
      ...venueColumnsOf(venue),
      reviewRating: null,
      reviewComment: null,
    },
    now,
  );
}

/** One of the caller's bookings, or 404 (someone else's booking is "not found" too). */
export async function getMyBooking(
  db: Db,
  userId: string,
  bookingId: string,
  now: Date,
): Promise<Booking> {
  const [row] = await selectBookings(
    db,
    and(eq(bookings.id, bookingId), eq(bookings.userId, userId)),
  );
  if (!row) throw notFound(BOOKING_NOT_FOUND);
  return toBooking(row, now);
}

/** The raw row of one of the caller's bookings, or 404. */
export async function myBookingRow(db: Db, userId: string, bookingId: string) {
  const [row] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.id, bookingId), eq(bookings.userId, userId)));
  if (!row) throw notFound(BOOKING_NOT_FOUND);
  return row;
}

/**
 * GET /api/bookings: the caller's bookings. Upcoming: not over and not cancelled, soonest first.
 * Past: over or cancelled, latest first. All: latest first.
 */
export async function listMyBookings(
  db: Db,
  userId: string,
  query: { when: 'upcoming' | 'past' | 'all'; page: number; pageSize: number },
  now: Date,
): Promise<BookingList> {
  await releaseExpiredHolds(db, now, { userId });

  const upcoming = sql`${bookings.endTime} > ${at(now)} and ${bookings.status} in ('pending', 'confirmed')`;
  const where = and(
    eq(bookings.userId, userId),
    query.when === 'upcoming'
      ? upcoming
      : query.when === 'past'
        ? sql`not (${upcoming})`
        : undefined,
  );
  const order =
    query.when === 'upcoming'
      ? [asc(bookings.startTime), asc(bookings.id)]
      : [desc(bookings.startTime), desc(bookings.id)];
  const [rows, [total]] = await Promise.all([
    selectBookings(db, where)
      .orderBy(...order)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(bookings).where(where),
  ]);
  return {
    items: rows.map((row) => toBooking(row, now)),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
