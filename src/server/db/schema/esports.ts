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
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { users } from './users';

export const electronicGameGenre = pgEnum('electronic_game_genre', [
  'fps',
  'moba',
  'rts',
  'sports',
  'fighting',
  'racing',
  'battle_royale',
  'card',
  'other',
]);
export const electronicGameCompetitiveScene = pgEnum('electronic_game_competitive_scene', [
  'inactive',
  'amateur',
  'semi_pro',
  'professional',
  'major',
]);
export const esportsOrganizationType = pgEnum('esports_organization_type', [
  'amateur',
  'semi_pro',
  'professional',
  'franchise',
]);
export const esportsTeamStatus = pgEnum('esports_team_status', [
  'active',
  'inactive',
  'disbanded',
  'suspended',
]);

/** The video-game catalogue esports teams and tournaments refer to (SPEC §3). */
export const electronicGames = pgTable(
  'electronic_games',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: varchar('title', { length: 255 }).notNull().unique(),
    description: text('description'),
    genre: electronicGameGenre('genre'),
    platform: text('platform')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    developer: varchar('developer', { length: 255 }),
    publisher: varchar('publisher', { length: 255 }),
    releaseDate: date('release_date', { mode: 'string' }),
    /** ESRB rating code such as 'E', 'T', 'M'. */
    esrbRating: varchar('esrb_rating', { length: 10 }),
    isEsportsTitle: boolean('is_esports_title').notNull().default(false),
    competitiveScene: electronicGameCompetitiveScene('competitive_scene'),
    prizePools: jsonb('prize_pools'),
    majorTournaments: jsonb('major_tournaments'),
    logo: text('logo'),
    coverImage: text('cover_image'),
    gameplayVideos: jsonb('gameplay_videos'),
    /** Players per side in a match (1 for one-versus-one titles); rosters are checked against it. */
    teamSize: integer('team_size').notNull().default(5),
    activePlayersCount: integer('active_players_count').notNull().default(0),
    /** SPEC §3 field, not kept up to date: the API counts the teams (listGames). */
    registeredTeamsCount: integer('registered_teams_count').notNull().default(0),
    totalPrizePool: numeric('total_prize_pool', { precision: 14, scale: 2 }).notNull().default('0'),
    // bigint: cumulative audience figures outgrow a 32-bit integer.
    viewership: bigint('viewership', { mode: 'number' }).notNull().default(0),
    officialWebsite: text('official_website'),
    steamId: varchar('steam_id', { length: 50 }),
    twitchCategory: varchar('twitch_category', { length: 100 }),
    socialMedia: jsonb('social_media'),
    ...timestamps,
  },
  (t) => [
    check('electronic_games_team_size_check', sql`${t.teamSize} between 1 and 20`),
    check(
      'electronic_games_counts_check',
      sql`${t.activePlayersCount} >= 0 and ${t.registeredTeamsCount} >= 0 and ${t.viewership} >= 0`,
    ),
  ],
);

/** Esports clubs that field teams across games (SPEC §3 esports_organizations). Money in USD. */
export const esportsOrganizations = pgTable(
  'esports_organizations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: varchar('name', { length: 255 }).notNull(),
    acronym: varchar('acronym', { length: 20 }),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    description: text('description'),
    foundedDate: date('founded_date', { mode: 'string' }),
    headquarters: varchar('headquarters', { length: 255 }),
    organizationType: esportsOrganizationType('organization_type'),
    revenue: numeric('revenue', { precision: 14, scale: 2 }),
    valuation: numeric('valuation', { precision: 14, scale: 2 }),
    investors: jsonb('investors'),
    totalTeams: integer('total_teams').notNull().default(0),
    totalPlayers: integer('total_players').notNull().default(0),
    gamesRepresented: text('games_represented')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Free-text descriptions (location, size) rather than flags. */
    trainingFacility: text('training_facility'),
    gamingHouse: text('gaming_house'),
    logo: text('logo'),
    brandColors: jsonb('brand_colors'),
    merchandise: jsonb('merchandise'),
    website: text('website'),
    socialMedia: jsonb('social_media'),
    mainSponsors: jsonb('main_sponsors'),
    partnerships: jsonb('partnerships'),
    majorTitles: jsonb('major_titles'),
    hallOfFame: jsonb('hall_of_fame'),
    ...timestamps,
  },
  (t) => [
    index('esports_organizations_owner_id_idx').on(t.ownerId),
    check(
      'esports_organizations_counts_check',
      sql`${t.totalTeams} >= 0 and ${t.totalPlayers} >= 0`,
    ),
  ],
);

export const esportsTeams = pgTable(
  'esports_teams',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: varchar('name', { length: 255 }).notNull(),
    tag: varchar('tag', { length: 10 }),
    // restrict: a game title with teams is not deleted from the catalogue.
    gameId: uuid('game_id')
      .notNull()
      .references(() => electronicGames.id, { onDelete: 'restrict' }),
    organizationId: uuid('organization_id').references(() => esportsOrganizations.id, {
      onDelete: 'set null',
    }),
    captainId: uuid('captain_id').references(() => users.id, { onDelete: 'set null' }),
    coachId: uuid('coach_id').references(() => users.id, { onDelete: 'set null' }),
    region: varchar('region', { length: 50 }),
    division: varchar('division', { length: 50 }),
    ranking: integer('ranking'),
    mmr: integer('mmr'),
    matchesPlayed: integer('matches_played').notNull().default(0),
    wins: integer('wins').notNull().default(0),
    losses: integer('losses').notNull().default(0),
    /** Percentage 0–100, recomputed with wins/losses. */
    winRate: numeric('win_rate', { precision: 5, scale: 2 }).notNull().default('0'),
    tournamentWins: integer('tournament_wins').notNull().default(0),
    earnings: numeric('earnings', { precision: 14, scale: 2 }).notNull().default('0'),
    roster: jsonb('roster'),
    substitutes: jsonb('substitutes'),
    staff: jsonb('staff'),
    logo: text('logo'),
    jerseyDesign: text('jersey_design'),
    socialMedia: jsonb('social_media'),
    streamingSchedule: jsonb('streaming_schedule'),
    sponsorships: jsonb('sponsorships'),
    status: esportsTeamStatus('status').notNull().default('active'),
    isVerified: boolean('is_verified').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    index('esports_teams_game_id_idx').on(t.gameId),
    index('esports_teams_organization_id_idx').on(t.organizationId),
    index('esports_teams_captain_id_idx').on(t.captainId),
    index('esports_teams_coach_id_idx').on(t.coachId),
    // A tag names one team per title (case-insensitive: "NAVI" and "navi" would be confused).
    uniqueIndex('esports_teams_game_tag_idx').on(t.gameId, sql`lower(${t.tag})`),
    check(
      'esports_teams_record_check',
      sql`${t.matchesPlayed} >= 0 and ${t.wins} >= 0 and ${t.losses} >= 0 and ${t.tournamentWins} >= 0 and ${t.wins} + ${t.losses} <= ${t.matchesPlayed}`,
    ),
    check('esports_teams_win_rate_check', sql`${t.winRate} between 0 and 100`),
    check('esports_teams_ranking_check', sql`${t.ranking} > 0`),
  ],
);

export type EsportsTeam = typeof esportsTeams.$inferSelect;
