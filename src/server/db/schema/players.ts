import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { sports } from './sports';
import { skillLevel, users } from './users';

/**
 * What smart matching knows about a player beyond the users row: where they play (coordinates,
 * for distance) and when (a weekly availability bitmask, see src/shared/availability.ts).
 * One row per user, created when they first save their matching preferences.
 */
export const playerProfiles = pgTable(
  'player_profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** Bit (day * 3 + period) set when free: day 0 = Monday, periods morning/afternoon/evening. */
    availability: integer('availability').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => sql`now()`),
  },
  (t) => [
    check('player_profiles_latitude_check', sql`${t.latitude} between -90 and 90`),
    check('player_profiles_longitude_check', sql`${t.longitude} between -180 and 180`),
    check(
      'player_profiles_coordinates_check',
      sql`(${t.latitude} is null) = (${t.longitude} is null)`,
    ),
    check('player_profiles_availability_check', sql`${t.availability} between 0 and 2097151`),
  ],
);

/** The sports a player plays, each with their level in it (null: their general level). */
export const playerSports = pgTable(
  'player_sports',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sportId: integer('sport_id')
      .notNull()
      .references(() => sports.id, { onDelete: 'cascade' }),
    skillLevel: skillLevel('skill_level'),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.sportId] }),
    // "Players of this sport" (directory filter, matching).
    index('player_sports_sport_id_idx').on(t.sportId),
  ],
);

export const userFollows = pgTable(
  'user_follows',
  {
    followerId: uuid('follower_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    followingId: uuid('following_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ...createdAt,
  },
  (t) => [
    primaryKey({ columns: [t.followerId, t.followingId] }),
    // The PK serves "whom X follows"; this serves "who follows X".
    index('user_follows_following_id_idx').on(t.followingId),
    check('user_follows_not_self_check', sql`${t.followerId} <> ${t.followingId}`),
  ],
);
