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
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import {
  FIXTURE_STATUSES,
  LEAGUE_FORMATS,
  LEAGUE_STATUSES,
  LEAGUE_TEAM_STATUSES,
  LEAGUE_TYPES,
  STANDINGS_RULES,
} from '@shared/enums';
import { bookings } from './bookings';
import { createdAt, timestamps } from './columns';
import { federations } from './federations';
import { paymentOrders } from './payments';
import { sports } from './sports';
import { teams } from './teams';
import { users } from './users';
import { venues } from './venues';

export const leagueType = pgEnum('league_type', LEAGUE_TYPES);
export const leagueFormat = pgEnum('league_format', LEAGUE_FORMATS);
export const leagueStatus = pgEnum('league_status', LEAGUE_STATUSES);
export const standingsRule = pgEnum('standings_rule', STANDINGS_RULES);
export const leagueTeamStatus = pgEnum('league_team_status', LEAGUE_TEAM_STATUSES);
export const fixtureStatus = pgEnum('fixture_status', FIXTURE_STATUSES);

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
    standingsRule: standingsRule('standings_rule').notNull().default('points_gd_gf'),
    pointsForWin: integer('points_for_win').notNull().default(3),
    pointsForDraw: integer('points_for_draw').notNull().default(1),
    pointsForLoss: integer('points_for_loss').notNull().default(0),
    /** How long a fixture holds its pitch when it has a venue (kick-off to the booking's end). */
    fixtureMinutes: integer('fixture_minutes').notNull().default(120),
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
    check('leagues_fixture_minutes_check', sql`${t.fixtureMinutes} between 15 and 360`),
    check(
      'leagues_points_check',
      sql`${t.pointsForWin} >= ${t.pointsForDraw} and ${t.pointsForDraw} >= ${t.pointsForLoss} and ${t.pointsForLoss} >= 0`,
    ),
  ],
);

/**
 * Teams in a league: asked for by a captain (pending until the admin decides) or added by the
 * admin (accepted at once). `leagues.current_teams` counts the accepted ones.
 */
export const leagueTeams = pgTable(
  'league_teams',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leagueId: uuid('league_id')
      .notNull()
      .references(() => leagues.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    status: leagueTeamStatus('status').notNull().default('pending'),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    /** The registration fee's payment order, when the league charges one. */
    paymentOrderId: uuid('payment_order_id').references(() => paymentOrders.id, {
      onDelete: 'set null',
    }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    ...createdAt,
  },
  (t) => [
    uniqueIndex('league_teams_league_id_team_id_idx').on(t.leagueId, t.teamId),
    index('league_teams_team_id_idx').on(t.teamId),
  ],
);

/** A league's matches, round by round; a score pair is both set (played) or both empty. */
export const leagueFixtures = pgTable(
  'league_fixtures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leagueId: uuid('league_id')
      .notNull()
      .references(() => leagues.id, { onDelete: 'cascade' }),
    round: integer('round').notNull(),
    homeTeamId: uuid('home_team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    awayTeamId: uuid('away_team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    startTime: timestamp('start_time', { withTimezone: true }),
    venueId: uuid('venue_id').references(() => venues.id, { onDelete: 'set null' }),
    /**
     * The venue booking that holds the pitch for this fixture (owned by the league's admin, paid
     * outside Matchday); moved or cancelled with the fixture's kick-off and venue.
     */
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    /** A referee named for this fixture only (beside the league's referees). */
    refereeId: uuid('referee_id').references(() => users.id, { onDelete: 'set null' }),
    homeScore: integer('home_score'),
    awayScore: integer('away_score'),
    status: fixtureStatus('status').notNull().default('scheduled'),
    ...timestamps,
  },
  (t) => [
    index('league_fixtures_league_id_round_idx').on(t.leagueId, t.round),
    uniqueIndex('league_fixtures_booking_id_idx').on(t.bookingId),
    index('league_fixtures_referee_id_idx').on(t.refereeId),
    // The admin dashboard: kick-offs past with no result yet.
    index('league_fixtures_start_time_idx').on(t.startTime),
    index('league_fixtures_home_team_id_idx').on(t.homeTeamId),
    index('league_fixtures_away_team_id_idx').on(t.awayTeamId),
    check('league_fixtures_teams_check', sql`${t.homeTeamId} <> ${t.awayTeamId}`),
    check('league_fixtures_round_check', sql`${t.round} > 0`),
    check(
      'league_fixtures_score_check',
      sql`(${t.homeScore} is null) = (${t.awayScore} is null) and ${t.homeScore} >= 0 and ${t.awayScore} >= 0`,
    ),
  ],
);

/** People the admin names to enter and correct a league's results (and nothing else). */
export const leagueReferees = pgTable(
  'league_referees',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leagueId: uuid('league_id')
      .notNull()
      .references(() => leagues.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ...createdAt,
  },
  (t) => [
    uniqueIndex('league_referees_league_id_user_id_idx').on(t.leagueId, t.userId),
    index('league_referees_user_id_idx').on(t.userId),
  ],
);
