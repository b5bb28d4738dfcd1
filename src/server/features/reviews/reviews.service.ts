import { count, desc, eq, sql } from 'drizzle-orm';
import type { Booking } from '@shared/contracts/bookings';
import type { VenueReviewList } from '@shared/contracts/reviews';
import type { Db } from '@server/db/client';
import { reviews } from '@server/db/schema/reviews';
import { users } from '@server/db/schema/users';
import { venues } from '@server/db/schema/venues';
import { conflict } from '@server/lib/app-error';
import { emit } from '@server/lib/events';
import { isUniqueViolation } from '@server/lib/pg-errors';
import { isPlayed } from '@server/features/bookings/booking-rows';
import { getMyBooking, myBookingRow } from '@server/features/bookings/bookings.service';
import { getActiveVenueRow } from '@server/features/venues/venues.service';

export const ALREADY_REVIEWED = 'You have already reviewed this booking';
export const NOT_PLAYED = 'You can review a booking once you have played it';

/**
 * POST /api/bookings/{id}/review: one review per played booking. The venue's rating and review
 * count are recomputed in the same transaction, with the venue row locked so two reviews landing
 * together both count.
 */
export async function reviewBooking(
  db: Db,
  userId: string,
  bookingId: string,
  input: { rating: number; comment?: string | null },
  now: Date,
): Promise<Booking> {
  const booking = await myBookingRow(db, userId, bookingId);
  if (!isPlayed(booking, now)) throw conflict(NOT_PLAYED, 'not_played');
  await db
    .transaction(async (tx) => {
      await tx.execute(sql`select id from ${venues} where id = ${booking.venueId} for update`);
      const [review] = await tx
        .insert(reviews)
        .values({
          reviewerId: userId,
          venueId: booking.venueId,
          bookingId: booking.id,
          rating: input.rating,
          comment: input.comment ?? null,
        })
        .returning({ id: reviews.id });
      await tx.execute(sql`
        update ${venues} set
          rating = coalesce((select round(avg(rating), 2) from ${reviews} where venue_id = ${booking.venueId}), 0),
          review_count = (select count(*) from ${reviews} where venue_id = ${booking.venueId})
        where id = ${booking.venueId}`);
      await emit(tx, {
        type: 'review.created',
        data: { reviewId: review!.id, venueId: booking.venueId, userId },
      });
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw conflict(ALREADY_REVIEWED, 'already_reviewed');
      throw error;
    });
  return getMyBooking(db, userId, booking.id, now);
}

/** GET /api/venues/{id}/reviews: newest first; reviewers shown as "Sam C.". */
export async function listVenueReviews(
  db: Db,
  venueId: string,
  query: { page: number; pageSize: number },
): Promise<VenueReviewList> {
  await getActiveVenueRow(db, venueId);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: reviews.id,
        rating: reviews.rating,
        comment: reviews.comment,
        createdAt: reviews.createdAt,
        firstName: users.firstName,
        lastName: users.lastName,
        image: users.profileImageUrl,
      })
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.reviewerId))
      .where(eq(reviews.venueId, venueId))
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(reviews).where(eq(reviews.venueId, venueId)),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      rating: row.rating,
      comment: row.comment,
      createdAt: row.createdAt.toISOString(),
      reviewerName:
        [row.firstName, row.lastName ? `${row.lastName.charAt(0)}.` : null]
          .filter(Boolean)
          .join(' ') || 'Player',
      reviewerImage: row.image,
    })),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
