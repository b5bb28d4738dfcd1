// Split from esports.ts to keep both files short; same domain.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { electronicGames, esportsTeams } from './esports';
import { ESPORTS_PARTICIPANT_STATUSES } from '@shared/esports-enums';
import { paymentOrders } from './payments';
import { users } from './users';

export const esportsTournamentType = pgEnum('esports_tournament_type', [
  'online',
  'offline',
  'hybrid',
]);
export const esportsTournamentFormat = pgEnum('esports_tournament_format', [
  'single_elimination',
  'double_elimination',
  'round_robin',
  'swiss',
  'groups',
]);
export const esportsTournamentStatus = pgEnum('esports_tournament_status', [
  'upcoming',
  'registration',
  'ongoing',
  'completed',
  'cancelled',
]);
export const esportsTournamentParticipantStatus = pgEnum(
  'esports_tournament_participant_status',
  ESPORTS_PARTICIPANT_STATUSES,
);

/** SPEC §3 esports_tournaments. Money is in USD. */
export const esportsTournaments = pgTable(
  'esports_tournaments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: varchar('name', { length: 255 }).notNull(),
    gameId: uuid('game_id')
      .notNull()
      .references(() => electronicGames.id, { onDelete: 'restrict' }),
    organizerId: uuid('organizer_id').references(() => users.id, { onDelete: 'set null' }),
    tournamentType: esportsTournamentType('tournament_type'),
    format: esportsTournamentFormat('format'),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    /** Where an offline event is held, as free text (often not a bookable venue). */
    venue: varchar('venue', { length: 255 }),
    region: varchar('region', { length: 50 }),
    maxTeams: integer('max_teams'),
    currentTeams: integer('current_teams').notNull().default(0),
    entryFee: numeric('entry_fee', { precision: 10, scale: 2 }).notNull().default('0'),
    prizePool: numeric('prize_pool', { precision: 14, scale: 2 }).notNull().default('0'),
    prizeDistribution: jsonb('prize_distribution'),
    rules: jsonb('rules'),
    mapPool: jsonb('map_pool'),
    schedule: jsonb('schedule'),
    brackets: jsonb('brackets'),
    streamLinks: jsonb('stream_links'),
    broadcastRights: jsonb('broadcast_rights'),
    commentators: jsonb('commentators'),
    sponsors: jsonb('sponsors'),
    partners: jsonb('partners'),
    status: esportsTournamentStatus('status').notNull().default('upcoming'),
    isOfficial: boolean('is_official').notNull().default(false),
    // bigint: cumulative audience figures outgrow a 32-bit integer.
    viewership: bigint('viewership', { mode: 'number' }).notNull().default(0),
    // Format options (issue 14); those that do not fit the format are ignored.
    thirdPlaceMatch: boolean('third_place_match').notNull().default(false),
    grandFinalReset: boolean('grand_final_reset').notNull().default(true),
    swissRounds: integer('swiss_rounds'),
    groupCount: integer('group_count').notNull().default(2),
    advancePerGroup: integer('advance_per_group').notNull().default(2),
    roundRobinLegs: integer('round_robin_legs').notNull().default(1),
    checkInRequired: boolean('check_in_required').notNull().default(false),
    /** Null: check-in opens with registration. */
    checkInOpensAt: timestamp('check_in_opens_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    check(
      'esports_tournaments_options_check',
      sql`${t.groupCount} >= 1 and ${t.advancePerGroup} >= 1 and ${t.roundRobinLegs} in (1, 2) and (${t.swissRounds} is null or ${t.swissRounds} >= 1)`,
    ),
    index('esports_tournaments_game_id_idx').on(t.gameId),
    index('esports_tournaments_organizer_id_idx').on(t.organizerId),
    index('esports_tournaments_start_date_idx').on(t.startDate),
    index('esports_tournaments_status_idx').on(t.status),
    check('esports_tournaments_date_range_check', sql`${t.endDate} >= ${t.startDate}`),
    check('esports_tournaments_max_teams_check', sql`${t.maxTeams} > 0`),
    check(
      'esports_tournaments_current_teams_check',
      sql`${t.currentTeams} >= 0 and (${t.maxTeams} is null or ${t.currentTeams} <= ${t.maxTeams})`,
    ),
    check('esports_tournaments_money_check', sql`${t.entryFee} >= 0 and ${t.prizePool} >= 0`),
  ],
);

export const esportsTournamentParticipants = pgTable(
  'esports_tournament_participants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Foreign key declared below: drizzle's default name is longer than PostgreSQL's 63 characters.
    tournamentId: uuid('tournament_id').notNull(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => esportsTeams.id, { onDelete: 'cascade' }),
    seed: integer('seed'),
    placement: integer('placement'),
    prizeWon: numeric('prize_won', { precision: 14, scale: 2 }).notNull().default('0'),
    status: esportsTournamentParticipantStatus('status').notNull().default('registered'),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    /** The entry fee's payment order, when the tournament charges one (ADR 012). */
    paymentOrderId: uuid('payment_order_id'),
    ...timestamps,
  },
  (t) => [
    foreignKey({
      name: 'esports_tournament_participants_payment_order_id_fk',
      columns: [t.paymentOrderId],
      foreignColumns: [paymentOrders.id],
    }).onDelete('set null'),
    foreignKey({
      name: 'esports_tournament_participants_tournament_id_fk',
      columns: [t.tournamentId],
      foreignColumns: [esportsTournaments.id],
    }).onDelete('cascade'),
    uniqueIndex('esports_tournament_participants_tournament_team_idx').on(t.tournamentId, t.teamId),
    // Seeds are unique within a tournament (null until seeding is done).
    uniqueIndex('esports_tournament_participants_seed_idx').on(t.tournamentId, t.seed),
    // A team's tournament history.
    index('esports_tournament_participants_team_id_idx').on(t.teamId),
    check('esports_tournament_participants_seed_check', sql`${t.seed} > 0`),
    check('esports_tournament_participants_placement_check', sql`${t.placement} > 0`),
    check('esports_tournament_participants_prize_won_check', sql`${t.prizeWon} >= 0`),
  ],
);
