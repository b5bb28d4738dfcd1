import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  pgTable,
  text,
  unique,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/**
 * The text the map's search matches (SPEC §2: name, city, sport, description), lower-cased. The
 * trigram index below is built on this very expression, so searches must use this helper.
 */
export function demoUserSearchText(t: {
  name: AnyPgColumn;
  city: AnyPgColumn;
  sport: AnyPgColumn;
  description: AnyPgColumn;
}): SQL {
  return sql`lower(${t.name} || ' ' || coalesce(${t.city}, '') || ' ' || coalesce(${t.sport}, '') || ' ' || coalesce(${t.description}, ''))`;
}

/**
 * The map's sample population (SPEC §3 demo_users). Deliberately loose text columns rather than
 * the users enums: the map speaks its own vocabulary (user types 'venue', 'team', 'federation';
 * skill level 'professional'; full country names such as 'United Kingdom').
 */
export const demoUsers = pgTable(
  'demo_users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: varchar('name', { length: 100 }).notNull(),
    userType: varchar('user_type', { length: 50 }).notNull(),
    sport: varchar('sport', { length: 50 }),
    skillLevel: varchar('skill_level', { length: 50 }),
    address: text('address'),
    city: varchar('city', { length: 100 }),
    country: varchar('country', { length: 100 }),
    // Nullable: the map skips markers without coordinates (SPEC §2).
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    avatar: text('avatar'),
    description: text('description'),
    isActive: boolean('is_active').notNull().default(true),
    ...createdAt,
  },
  (t) => [
    // The map filters. With the id beside each value, a filtered page (WHERE x = … ORDER BY id
    // LIMIT n) reads its rows in order from the index instead of sorting every match.
    index('demo_users_user_type_idx').on(t.userType, t.id),
    index('demo_users_country_idx').on(t.country, t.id),
    index('demo_users_sport_idx').on(t.sport, t.id),
    // Bounding-box list queries (latitude band first, then longitude). The nearby search has its
    // own covering GiST index on point(longitude, latitude), created in the 'map_nearby_covering'
    // migration because drizzle-kit cannot express an expression index with INCLUDE columns.
    index('demo_users_location_idx').on(t.latitude, t.longitude),
    // Needs pg_trgm; serves the map search (LIKE '%…%') on the helper above.
    index('demo_users_search_trgm_idx').using('gin', sql`(${demoUserSearchText(t)}) gin_trgm_ops`),
    check('demo_users_latitude_check', sql`${t.latitude} between -90 and 90`),
    check('demo_users_longitude_check', sql`${t.longitude} between -180 and 180`),
  ],
);

export type DemoUser = typeof demoUsers.$inferSelect;

/**
 * Active demo users counted per (type, country, sport, skill level): the cached aggregate the map
 * statistics read, so they stay instant however large demo_users grows. Kept exact by statement
 * triggers on demo_users (the 'map_nearby' migration); never written by the application.
 */
export const demoUserCounts = pgTable(
  'demo_user_counts',
  {
    userType: varchar('user_type', { length: 50 }).notNull(),
    country: varchar('country', { length: 100 }),
    sport: varchar('sport', { length: 50 }),
    skillLevel: varchar('skill_level', { length: 50 }),
    count: bigint('count', { mode: 'number' }).notNull(),
  },
  (t) => [
    unique('demo_user_counts_key')
      .on(t.userType, t.country, t.sport, t.skillLevel)
      .nullsNotDistinct(),
    check('demo_user_counts_count_check', sql`${t.count} >= 0`),
  ],
);
