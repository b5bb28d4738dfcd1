import { sql } from 'drizzle-orm';
import { check, index, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './bookings';
import { timestamps } from './columns';
import { games } from './games';
import { users } from './users';
import { venues } from './venues';

/**
 * A review of a venue, a player (userId) or a game. `bookingId` is unique so a booking yields at
 * most one review, and ties a venue review to a stay that really happened.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reviewerId: uuid('reviewer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    venueId: uuid('venue_id').references(() => venues.id, { onDelete: 'cascade' }),
    /** The player being reviewed. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    gameId: uuid('game_id').references(() => games.id, { onDelete: 'cascade' }),
    bookingId: uuid('booking_id')
      .unique('reviews_booking_id_unique')
      .references(() => bookings.id, { onDelete: 'set null' }),
    rating: smallint('rating').notNull(),
    comment: text('comment'),
    ...timestamps,
  },
  (t) => [
    index('reviews_venue_id_created_at_idx').on(t.venueId, t.createdAt),
    index('reviews_user_id_idx').on(t.userId),
    index('reviews_game_id_idx').on(t.gameId),
    index('reviews_reviewer_id_idx').on(t.reviewerId),
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
    // A review must be about something.
    check('reviews_target_check', sql`num_nonnulls(${t.venueId}, ${t.userId}, ${t.gameId}) >= 1`),
    check('reviews_not_self_check', sql`${t.reviewerId} <> ${t.userId}`),
  ],
);
