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
import { users } from './identity';
import { sports } from './sports';

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
export const federationType = pgEnum('federation_type', [
  'local',
  'state',
  'national',
  'international',
  'continental',
]);
export const federationRecognitionLevel = pgEnum('federation_recognition_level', [
  'none',
  'local',
  'national',
  'international',
  'olympic',
]);

/** Governing bodies (SPEC §3 federations). */
export const federations = pgTable(
  'federations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: varchar('name', { length: 255 }).notNull(),
    acronym: varchar('acronym', { length: 20 }),
    description: text('description'),
    // Nullable: multi-sport bodies (e.g. national olympic committees) have no single sport.
    sportId: integer('sport_id').references(() => sports.id, { onDelete: 'restrict' }),
    presidentId: uuid('president_id').references(() => users.id, { onDelete: 'set null' }),
    federationType: federationType('federation_type'),
    /** ISO 3166-1 alpha-2; empty for international and continental bodies. */
    country: varchar('country', { length: 2 }),
    region: varchar('region', { length: 100 }),
    establishedDate: date('established_date', { mode: 'string' }),
    headquarters: varchar('headquarters', { length: 255 }),
    email: varchar('email', { length: 255 }),
    phoneNumber: varchar('phone_number', { length: 30 }),
    website: text('website'),
    boardMembers: jsonb('board_members'),
    committees: jsonb('committees'),
    regulations: jsonb('regulations'),
    memberClubsCount: integer('member_clubs_count').notNull().default(0),
    registeredPlayersCount: integer('registered_players_count').notNull().default(0),
    /** Descriptive list as published; the live link is leagues.federation_id. */
    affiliatedLeagues: jsonb('affiliated_leagues'),
    isRecognized: boolean('is_recognized').notNull().default(false),
    recognitionLevel: federationRecognitionLevel('recognition_level').notNull().default('none'),
    certifications: jsonb('certifications'),
    logo: text('logo'),
    officialColors: jsonb('official_colors'),
    socialMedia: jsonb('social_media'),
    ...timestamps,
  },
  (t) => [
    index('federations_sport_id_idx').on(t.sportId),
    index('federations_country_idx').on(t.country),
    index('federations_president_id_idx').on(t.presidentId),
    check('federations_member_clubs_count_check', sql`${t.memberClubsCount} >= 0`),
    check('federations_registered_players_check', sql`${t.registeredPlayersCount} >= 0`),
  ],
);

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
