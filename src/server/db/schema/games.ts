import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { GAME_PARTICIPANT_STATUSES, GAME_RESULTS, GAME_STATUSES } from '@shared/enums';
import { timestamps } from './columns';
import { skillLevel, users } from './users';
import { sports } from './sports';
import { venues } from './venues';

export const gameStatus = pgEnum('game_status', GAME_STATUSES);
export const gameParticipantStatus = pgEnum('game_participant_status', GAME_PARTICIPANT_STATUSES);
export const gameResult = pgEnum('game_result', GAME_RESULTS);

/** Pick-up games players organise and join (SPEC §3 games). */
export const games = pgTable(
  'games',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: varchar('title', { length: 255 }).notNull(),
    description: text('description'),
    sportId: integer('sport_id')
      .notNull()
      .references(() => sports.id, { onDelete: 'restrict' }),
    // A game may be played anywhere; losing the venue row should not lose the game.
    venueId: uuid('venue_id').references(() => venues.id, { onDelete: 'set null' }),
    /** Where the game is played when it is not at a listed venue (a park, a school hall…). */
    location: varchar('location', { length: 255 }),
    // restrict: the game has participants and chat; its organiser leaves through a service.
    organizerId: uuid('organizer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }),
    maxPlayers: integer('max_players').notNull(),
    /** Moved only by the guarded `UPDATE … WHERE current_players < max_players` on join. */
    currentPlayers: integer('current_players').notNull().default(0),
    skillLevel: skillLevel('skill_level'),
    /** Cost per player, in USD. */
    cost: numeric('cost', { precision: 8, scale: 2 }).notNull().default('0'),
    isPrivate: boolean('is_private').notNull().default(false),
    /** What the organiser's invite link carries: random, so a private game's link can't be guessed. */
    inviteToken: uuid('invite_token').notNull().defaultRandom(),
    status: gameStatus('status').notNull().default('upcoming'),
    ...timestamps,
  },
  (t) => [
    index('games_start_time_idx').on(t.startTime),
    // The public games list: upcoming, not private, soonest first (keyset on start_time, id).
    index('games_listed_start_time_id_idx')
      .on(t.startTime, t.id)
      .where(sql`${t.status} = 'upcoming' and not ${t.isPrivate}`),
    index('games_sport_id_idx').on(t.sportId),
    index('games_venue_id_idx').on(t.venueId),
    index('games_organizer_id_idx').on(t.organizerId),
    check('games_max_players_check', sql`${t.maxPlayers} > 0`),
    check('games_current_players_check', sql`${t.currentPlayers} between 0 and ${t.maxPlayers}`),
    check('games_cost_check', sql`${t.cost} >= 0`),
    check('games_time_range_check', sql`${t.endTime} is null or ${t.endTime} > ${t.startTime}`),
  ],
);

export type Game = typeof games.$inferSelect;

export const gameParticipants = pgTable(
  'game_participants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    gameId: uuid('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: gameParticipantStatus('status').notNull().default('accepted'),
    /** Set by the player once the game has started (self-reported; feeds their win rate). */
    result: gameResult('result'),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('game_participants_game_id_user_id_idx').on(t.gameId, t.userId),
    // The waitlist in order (first come, first promoted) and the roster by status.
    index('game_participants_game_id_status_joined_at_idx').on(t.gameId, t.status, t.joinedAt),
    // "My games" for the player dashboard.
    index('game_participants_user_id_idx').on(t.userId),
  ],
);
