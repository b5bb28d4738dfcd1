import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { TEAM_JOIN_REQUEST_STATUSES, TEAM_MEMBER_ROLES, TEAM_TYPES } from '@shared/enums';
import { timestamps } from './columns';
import { leagues } from './leagues';
import { skillLevel, users } from './users';
import { sports } from './sports';
import { venues } from './venues';

export const teamType = pgEnum('team_type', TEAM_TYPES);
export const teamMemberRole = pgEnum('team_member_role', TEAM_MEMBER_ROLES);
export const teamJoinRequestStatus = pgEnum('team_join_request_status', TEAM_JOIN_REQUEST_STATUSES);

/** Sports teams (SPEC §3 teams). Money is in USD. */
export const teams = pgTable(
  'teams',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: varchar('name', { length: 255 }).notNull(),
    description: text('description'),
    sportId: integer('sport_id')
      .notNull()
      .references(() => sports.id, { onDelete: 'restrict' }),
    // set null: the team outlives the account of whoever led it.
    captainId: uuid('captain_id').references(() => users.id, { onDelete: 'set null' }),
    managerId: uuid('manager_id').references(() => users.id, { onDelete: 'set null' }),
    leagueId: uuid('league_id').references(() => leagues.id, { onDelete: 'set null' }),
    teamType: teamType('team_type'),
    maxMembers: integer('max_members').notNull().default(10),
    /** Moved only by the guarded `UPDATE … WHERE current_members < max_members` on join. */
    currentMembers: integer('current_members').notNull().default(0),
    skillLevel: skillLevel('skill_level'),
    location: varchar('location', { length: 255 }),
    homeVenueId: uuid('home_venue_id').references(() => venues.id, { onDelete: 'set null' }),
    wins: integer('wins').notNull().default(0),
    losses: integer('losses').notNull().default(0),
    draws: integer('draws').notNull().default(0),
    // No sign check: deductions can take league points below zero.
    points: integer('points').notNull().default(0),
    /** Position in its league table; null while unranked. */
    ranking: integer('ranking'),
    trophies: jsonb('trophies'),
    budget: numeric('budget', { precision: 14, scale: 2 }),
    sponsorshipValue: numeric('sponsorship_value', { precision: 14, scale: 2 }),
    isPrivate: boolean('is_private').notNull().default(false),
    isVerified: boolean('is_verified').notNull().default(false),
    logo: text('logo'),
    coverImage: text('cover_image'),
    teamColors: jsonb('team_colors'),
    website: text('website'),
    socialMedia: jsonb('social_media'),
    followersCount: integer('followers_count').notNull().default(0),
    /** Engagement score 0–100, computed by the server from follows and activity. */
    fanEngagement: numeric('fan_engagement', { precision: 5, scale: 2 }).notNull().default('0'),
    ...timestamps,
  },
  (t) => [
    index('teams_sport_id_idx').on(t.sportId),
    index('teams_league_id_idx').on(t.leagueId),
    index('teams_captain_id_idx').on(t.captainId),
    index('teams_manager_id_idx').on(t.managerId),
    index('teams_home_venue_id_idx').on(t.homeVenueId),
    check('teams_max_members_check', sql`${t.maxMembers} > 0`),
    check('teams_current_members_check', sql`${t.currentMembers} between 0 and ${t.maxMembers}`),
    check('teams_record_check', sql`${t.wins} >= 0 and ${t.losses} >= 0 and ${t.draws} >= 0`),
    check('teams_ranking_check', sql`${t.ranking} > 0`),
    check('teams_followers_count_check', sql`${t.followersCount} >= 0`),
    check('teams_fan_engagement_check', sql`${t.fanEngagement} between 0 and 100`),
  ],
);

export type Team = typeof teams.$inferSelect;

export const teamMembers = pgTable(
  'team_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: teamMemberRole('role').notNull().default('member'),
    jerseyNumber: smallint('jersey_number'),
    position: varchar('position', { length: 50 }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('team_members_team_id_user_id_idx').on(t.teamId, t.userId),
    // Two players of one team cannot wear the same number (null numbers do not clash).
    uniqueIndex('team_members_team_id_jersey_number_idx').on(t.teamId, t.jerseyNumber),
    // "My teams" for the player dashboard.
    index('team_members_user_id_idx').on(t.userId),
    check('team_members_jersey_number_check', sql`${t.jerseyNumber} between 0 and 999`),
  ],
);

/**
 * Requests to join a private team; the captain accepts (the player becomes a member, within
 * max_members) or declines. One open request per player and team (partial unique index).
 */
export const teamJoinRequests = pgTable(
  'team_join_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: varchar('message', { length: 500 }),
    status: teamJoinRequestStatus('status').notNull().default('pending'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('team_join_requests_open_idx')
      .on(t.teamId, t.userId)
      .where(sql`${t.status} = 'pending'`),
    index('team_join_requests_team_id_status_idx').on(t.teamId, t.status, t.createdAt),
    index('team_join_requests_user_id_idx').on(t.userId),
  ],
);
