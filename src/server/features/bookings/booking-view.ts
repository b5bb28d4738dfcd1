import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Booking } from '@shared/contracts/bookings';
import type { Db } from '@server/db/client';
import { bookings, reviews } from '@server/db/schema/bookings';
import { sports } from '@server/db/schema/sports';
import { venues } from '@server/db/schema/venues';
import { issueCheckinToken } from '@server/features/check-in/checkin-tokens';

/** The columns of a booking as My Bookings shows it (venue, sport and review joined in). */
const bookingColumns = {
  booking: bookings,
  sportName: sports.name,
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
  venueName: string;
  venueAddress: string;
  venueCity: string;
  venueState: string | null;
  venueTimeZone: string;
  venueImage: string | null;
  reviewRating: number | null;
  reviewComment: string | null;
};

/** Bookings with what is shown beside them, filtered by `where`. */
export function selectBookings(db: Db, where: SQL | undefined) {
  return db
    .select(bookingColumns)
    .from(bookings)
    .innerJoin(venues, eq(venues.id, bookings.venueId))
    .innerJoin(sports, eq(sports.id, bookings.sportId))
    .leftJoin(reviews, eq(reviews.bookingId, bookings.id))
    .where(where);
}

/** Played: checked in, or confirmed, paid and over. Only a played booking can be reviewed. */
export function isPlayed(booking: typeof bookings.$inferSelect, now: Date): boolean {
  if (booking.status === 'completed') return true;
  return (
    booking.status === 'confirmed' &&
    booking.paymentStatus === 'paid' &&
    booking.endTime.getTime() <= now.getTime()
  );
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
    startTime: b.startTime.toISOString(),
    endTime: b.endTime.toISOString(),
    totalAmount: b.totalAmount,
    currency: b.currency,
    notes: b.notes,
    status: b.status,
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

/**
 * Confirmed bookings normally get their check-in code when they are paid. Any that lack one
 * (sample data, or a code revoked by an old version) get one here, for one user's bookings.
 */
export async function issueMissingCodes(db: Db, secret: Buffer, userId: string) {
  const missing = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(eq(bookings.userId, userId), eq(bookings.status, 'confirmed'), isNull(bookings.qrCode)),
    );
  for (const { id } of missing) {
    await db
      .update(bookings)
      .set({ qrCode: issueCheckinToken(secret, id) })
      .where(and(eq(bookings.id, id), isNull(bookings.qrCode)));
  }
}
