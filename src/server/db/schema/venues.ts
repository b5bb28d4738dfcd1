import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { users } from './users';
import { sports } from './sports';

/**
 * The text venue search matches against (name, city, state). The trigram index below is built on
 * this very expression, so a search must use this helper for the index to be chosen.
 */
export function venueSearchText(v: {
  name: AnyPgColumn;
  city: AnyPgColumn;
  state: AnyPgColumn;
}): SQL {
  return sql`lower(${v.name} || ' ' || coalesce(${v.city}, '') || ' ' || coalesce(${v.state}, ''))`;
}

export const venues = pgTable(
  'venues',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // restrict: a venue carries bookings and payments; its owner cannot silently vanish.
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    name: varchar('name', { length: 255 }).notNull(),
    description: text('description'),
    address: text('address').notNull(),
    city: varchar('city', { length: 100 }).notNull(),
    state: varchar('state', { length: 100 }),
    zipCode: varchar('zip_code', { length: 20 }),
    /** ISO 3166-1 alpha-2, as the SPEC default 'US' suggests. */
    country: varchar('country', { length: 2 }).notNull().default('US'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    phoneNumber: varchar('phone_number', { length: 30 }),
    email: varchar('email', { length: 255 }),
    website: text('website'),
    pricePerHour: numeric('price_per_hour', { precision: 8, scale: 2 }).notNull(),
    /** Average review rating, kept by the server when a review is written. */
    rating: numeric('rating', { precision: 3, scale: 2 }).notNull().default('0'),
    reviewCount: integer('review_count').notNull().default(0),
    amenities: text('amenities')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    images: text('images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isActive: boolean('is_active').notNull().default(true),
    /** IANA zone: booking slots (09:00–22:30) are the venue's local wall-clock times. */
    timeZone: varchar('time_zone', { length: 64 }).notNull().default('UTC'),
    /** Split bookings: how many hours before the start every share must be paid (issue 16). */
    splitDeadlineHours: integer('split_deadline_hours').notNull().default(2),
    ...timestamps,
  },
  (t) => [
    index('venues_owner_id_idx').on(t.ownerId),
    index('venues_city_idx').on(t.city),
    // The venues list's order (rating, then name) over active venues: page 1 reads it in order.
    index('venues_active_rating_name_idx')
      .on(t.rating.desc(), t.name, t.id)
      .where(sql`${t.isActive}`),
    // Tiny, so counting the active venues (the list's total) is an index-only scan.
    index('venues_active_idx')
      .on(t.isActive)
      .where(sql`${t.isActive}`),
    // Needs pg_trgm (created by the migration); serves ILIKE/similarity search on the helper above.
    index('venues_search_trgm_idx').using('gin', sql`(${venueSearchText(t)}) gin_trgm_ops`),
    check('venues_price_per_hour_check', sql`${t.pricePerHour} >= 0`),
    check('venues_rating_check', sql`${t.rating} between 0 and 5`),
    check('venues_review_count_check', sql`${t.reviewCount} >= 0`),
    check('venues_latitude_check', sql`${t.latitude} between -90 and 90`),
    check('venues_longitude_check', sql`${t.longitude} between -180 and 180`),
    check('venues_split_deadline_hours_check', sql`${t.splitDeadlineHours} between 0 and 72`),
  ],
);

export type Venue = typeof venues.$inferSelect;
export type NewVenue = typeof venues.$inferInsert;

/** Which sports a venue offers (SPEC §3 venue_sports). */
export const venueSports = pgTable(
  'venue_sports',
  {
    venueId: uuid('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    sportId: integer('sport_id')
      .notNull()
      .references(() => sports.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.venueId, t.sportId] }),
    // The PK serves "sports of a venue"; this serves the venues list filtered by sport.
    index('venue_sports_sport_id_idx').on(t.sportId),
  ],
);
