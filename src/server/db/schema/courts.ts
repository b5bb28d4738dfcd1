import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  time,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, timestamps } from './columns';
import { sports } from './sports';
import { users } from './users';
import { venues } from './venues';

/**
 * A bookable court (pitch, lane…) of a venue: bookings and blocks take a court, not the venue.
 * A court that has carried bookings is archived rather than deleted, so its history stays.
 */
export const courts = pgTable(
  'courts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    venueId: uuid('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 60 }).notNull(),
    /** Order on the calendar and the venue page; "any free court" also picks in this order. */
    position: integer('position').notNull().default(0),
    indoor: boolean('indoor').notNull().default(false),
    surface: varchar('surface', { length: 40 }),
    /** Base price per hour; null means the venue's price. */
    pricePerHour: numeric('price_per_hour', { precision: 8, scale: 2 }),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('courts_venue_id_idx').on(t.venueId, t.position),
    // Target of bookings' (court_id, venue_id) reference: a booking's court is of its venue.
    uniqueIndex('courts_id_venue_id_idx').on(t.id, t.venueId),
    uniqueIndex('courts_venue_name_idx')
      .on(t.venueId, sql`lower(${t.name})`)
      .where(sql`${t.archivedAt} is null`),
    check('courts_price_per_hour_check', sql`${t.pricePerHour} >= 0`),
  ],
);

export type Court = typeof courts.$inferSelect;

/** Which of the venue's sports a court is for. */
export const courtSports = pgTable(
  'court_sports',
  {
    courtId: uuid('court_id')
      .notNull()
      .references(() => courts.id, { onDelete: 'cascade' }),
    sportId: integer('sport_id')
      .notNull()
      .references(() => sports.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.courtId, t.sportId] })],
);

/**
 * A court closed for a time range (maintenance, an event). It takes the time exactly as a
 * booking does: triggers in migration 0022 lock the court row and refuse a block over a booking
 * and a booking over a block (23P01, like the bookings' own exclusion constraint), and blocks
 * of one court never overlap each other (an exclusion constraint, also in 0022).
 */
export const courtBlocks = pgTable(
  'court_blocks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    venueId: uuid('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    courtId: uuid('court_id')
      .notNull()
      .references(() => courts.id, { onDelete: 'cascade' }),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    reason: varchar('reason', { length: 200 }).notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...createdAt,
  },
  (t) => [
    // A block's court belongs to its venue.
    foreignKey({
      name: 'court_blocks_court_venue_fk',
      columns: [t.courtId, t.venueId],
      foreignColumns: [courts.id, courts.venueId],
    }),
    index('court_blocks_court_start_idx').on(t.courtId, t.startTime),
    index('court_blocks_venue_start_idx').on(t.venueId, t.startTime),
    check('court_blocks_time_range_check', sql`${t.endTime} > ${t.startTime}`),
  ],
);

export type CourtBlock = typeof courtBlocks.$inferSelect;

/**
 * Weekly opening hours on the venue's clock, ISO weekday 1 (Monday) … 7 (Sunday). A weekday
 * without a row keeps SPEC §9's 09:00–22:30; a row with no times is a closed day.
 */
export const venueHours = pgTable(
  'venue_hours',
  {
    venueId: uuid('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    weekday: smallint('weekday').notNull(),
    opensAt: time('opens_at'),
    closesAt: time('closes_at'),
  },
  (t) => [
    primaryKey({ columns: [t.venueId, t.weekday] }),
    check('venue_hours_weekday_check', sql`${t.weekday} between 1 and 7`),
    check(
      'venue_hours_times_check',
      sql`(${t.opensAt} is null and ${t.closesAt} is null) or ${t.closesAt} > ${t.opensAt}`,
    ),
  ],
);

/** A date whose hours differ from the week's (a holiday: closed, or shorter). */
export const venueHourExceptions = pgTable(
  'venue_hour_exceptions',
  {
    venueId: uuid('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    opensAt: time('opens_at'),
    closesAt: time('closes_at'),
    note: varchar('note', { length: 100 }),
  },
  (t) => [
    primaryKey({ columns: [t.venueId, t.date] }),
    check(
      'venue_hour_exceptions_times_check',
      sql`(${t.opensAt} is null and ${t.closesAt} is null) or ${t.closesAt} > ${t.opensAt}`,
    ),
  ],
);

/**
 * Peak/off-peak pricing: on the given weekdays between two local times, courts (one, or all
 * when court_id is null) cost their base price × multiplier, or a fixed price per hour.
 */
export const priceRules = pgTable(
  'price_rules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    venueId: uuid('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    courtId: uuid('court_id').references(() => courts.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 60 }).notNull(),
    /** ISO weekdays 1–7. */
    weekdays: smallint('weekdays').array().notNull(),
    startsAt: time('starts_at').notNull(),
    endsAt: time('ends_at').notNull(),
    /** Percent of the base price (150 = 1.5×); exactly one of this and price_per_hour is set. */
    multiplierPercent: integer('multiplier_percent'),
    pricePerHour: numeric('price_per_hour', { precision: 8, scale: 2 }),
    ...createdAt,
  },
  (t) => [
    index('price_rules_venue_id_idx').on(t.venueId),
    check(
      'price_rules_weekdays_check',
      sql`cardinality(${t.weekdays}) > 0 and ${t.weekdays} <@ '{1,2,3,4,5,6,7}'::smallint[]`,
    ),
    check('price_rules_times_check', sql`${t.endsAt} > ${t.startsAt}`),
    check(
      'price_rules_one_price_check',
      sql`(${t.multiplierPercent} is null) <> (${t.pricePerHour} is null)`,
    ),
    check('price_rules_multiplier_check', sql`${t.multiplierPercent} between 1 and 1000`),
    check('price_rules_price_check', sql`${t.pricePerHour} >= 0`),
  ],
);

export type PriceRule = typeof priceRules.$inferSelect;
