import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  text,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { federations } from './federations';
import { sports } from './sports';
import { users } from './users';

export const leagueType = pgEnum('league_type', [
  'local',
  'regional',
  'national',
  'international',
  'youth',
  'amateur',
  'professional',
]);
export const leagueFormat = pgEnum('league_format', [
  'round_robin',
  'knockout',
  'swiss',
  'groups',
  'ladder',
  'custom',
]);
export const leagueStatus = pgEnum('league_status', [
  'planning',
  'registration',
  'ongoing',
  'completed',
  'cancelled',
]);

/** Leagues and their seasons (SPEC §3 leagues). Money is in USD. */
export const leagues = pgTable(
  'leagues',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: varchar('name', { length: 255 }).notNull(),
    description: text('description'),
    sportId: integer('sport_id')
      .notNull()
      .references(() => sports.id, { onDelete: 'restrict' }),
    federationId: uuid('federation_id').references(() => federations.id, {
      onDelete: 'set null',
    }),
    adminId: uuid('admin_id').references(() => users.id, { onDelete: 'set null' }),
    leagueType: leagueType('league_type'),
    season: varchar('season', { length: 50 }),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    format: leagueFormat('format'),
    maxTeams: integer('max_teams'),
    currentTeams: integer('current_teams').notNull().default(0),
    rules: jsonb('rules'),
    eligibilityCriteria: jsonb('eligibility_criteria'),
    registrationFee: numeric('registration_fee', { precision: 10, scale: 2 }),
    prizeMoney: numeric('prize_money', { precision: 14, scale: 2 }),
    logo: text('logo'),
    coverImage: text('cover_image'),
    website: text('website'),
    socialMedia: jsonb('social_media'),
    status: leagueStatus('status').notNull().default('planning'),
    isVerified: boolean('is_verified').notNull().default(false),
    followersCount: integer('followers_count').notNull().default(0),
    // bigint: cumulative audience figures outgrow a 32-bit integer.
    viewership: bigint('viewership', { mode: 'number' }).notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index('leagues_sport_id_idx').on(t.sportId),
    index('leagues_federation_id_idx').on(t.federationId),
    index('leagues_admin_id_idx').on(t.adminId),
    index('leagues_status_idx').on(t.status),
    check('leagues_date_range_check', sql`${t.endDate} >= ${t.startDate}`),
    check('leagues_max_teams_check', sql`${t.maxTeams} > 0`),
    check(
      'leagues_current_teams_check',
      sql`${t.currentTeams} >= 0 and (${t.maxTeams} is null or ${t.currentTeams} <= ${t.maxTeams})`,
    ),
    check('leagues_money_check', sql`${t.registrationFee} >= 0 and ${t.prizeMoney} >= 0`),
    check('leagues_followers_count_check', sql`${t.followersCount} >= 0`),
  ],
);
