import { eq, sql, type SQL } from 'drizzle-orm';
import type { Booking } from '@shared/contracts/bookings';
import type { Db } from '@server/db/client';
import { bookings } from '@server/db/schema/bookings';
import { courts } from '@server/db/schema/courts';
import { reviews } from '@server/db/schema/reviews';
import { sports } from '@server/db/schema/sports';
import { venues } from '@server/db/schema/venues';
import { bookingStatusAt } from './booking-rules';

/** The columns of a booking as My Bookings shows it (venue, sport and review joined in). */
const bookingColumns = {
  booking: bookings,
  sportName: sports.name,
  courtName: courts.name,
  venueName: venues.name,
  venueAddress: venues.address,
  venueCity: venues.city,
  venueState: venues.state,
  venueTimeZone: venues.timeZone,
  venueImage: sql<string | null>`${venues.images}[1]`,
  reviewRating: reviews.rating,
  reviewComment: reviews.comment,
};

export type BookingRow = {
  booking: typeof bookings.$inferSelect;
  sportName: string;
  courtName: string;
  venueName: string;
  venueAddress: string;
  venueCity: string;
  venueState: string | null;
  venueTimeZone: string;
  venueImage: string | null;
  reviewRating: number | null;
  reviewComment: string | null;
};

/** The venue's part of a booking row, from a venues row already read (a booking just made). */
export function venueColumnsOf(venue: typeof venues.$inferSelect) {
  return {
    venueName: venue.name,
    venueAddress: venue.address,
    venueCity: venue.city,
    venueState: venue.state,
    venueTimeZone: venue.timeZone,
    venueImage: venue.images[0] ?? null,
  };
}

/** Bookings with what is shown beside them, filtered by `where`. */
export function selectBookings(db: Db, where: SQL | undefined) {
  return db
    .select(bookingColumns)
    .from(bookings)
    .innerJoin(venues, eq(venues.id, bookings.venueId))
    .innerJoin(sports, eq(sports.id, bookings.sportId))
    .innerJoin(courts, eq(courts.id, bookings.courtId))
    .leftJoin(reviews, eq(reviews.bookingId, bookings.id))
    .where(where);
}

/**
 * Played: completed, which a confirmed, paid booking becomes once its time is over (checked in or
 * not). Checking in early does not make it played. Only a played booking can be reviewed.
 */
export function isPlayed(booking: typeof bookings.$inferSelect, now: Date): boolean {
  return bookingStatusAt(booking, now) === 'completed';
}

export function toBooking(row: BookingRow, now: Date): Booking {
  const b = row.booking;
  const review =
    row.reviewRating === null ? null : { rating: row.reviewRating, comment: row.reviewComment };
  return {
    id: b.id,
    venueId: b.venueId,
    sportId: b.sportId,
    sportName: row.sportName,
    courtId: b.courtId,
    courtName: row.courtName,
    startTime: b.startTime.toISOString(),
    endTime: b.endTime.toISOString(),
    totalAmount: b.totalAmount,
    currency: b.currency,
    notes: b.notes,
    status: bookingStatusAt(b, now),
    paymentStatus: b.paymentStatus,
    paymentProvider: b.paymentProvider,
    // The code is only good while the booking is confirmed; never hand out a stale one.
    qrCode: b.status === 'confirmed' || b.status === 'completed' ? b.qrCode : null,
    holdExpiresAt: b.status === 'pending' ? (b.holdExpiresAt?.toISOString() ?? null) : null,
    checkedInAt: b.checkedInAt?.toISOString() ?? null,
    cancelledAt: b.cancelledAt?.toISOString() ?? null,
    createdAt: b.createdAt.toISOString(),
    venue: {
      id: b.venueId,
      name: row.venueName,
      address: row.venueAddress,
      city: row.venueCity,
      state: row.venueState,
      timeZone: row.venueTimeZone,
      image: row.venueImage,
    },
    review,
    canReview: review === null && isPlayed(b, now),
  };
}
