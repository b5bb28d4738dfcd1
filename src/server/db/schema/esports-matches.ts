// Esports rosters and tournament matches (issue 14); split from esports*.ts to keep files short.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  ESPORTS_BRACKETS,
  ESPORTS_MATCH_STATUSES,
  ESPORTS_MEMBER_STATUSES,
  ESPORTS_ROSTER_ROLES,
  ESPORTS_STAGES,
} from '@shared/esports-enums';
import { timestamps } from './columns';
import { esportsTeams } from './esports';
import { esportsTournaments } from './esports-tournaments';
import { users } from './users';

export const esportsRosterRole = pgEnum('esports_roster_role', ESPORTS_ROSTER_ROLES);
export const esportsMemberStatus = pgEnum('esports_member_status', ESPORTS_MEMBER_STATUSES);
export const esportsMatchStage = pgEnum('esports_match_stage', ESPORTS_STAGES);
export const esportsMatchBracket = pgEnum('esports_match_bracket', ESPORTS_BRACKETS);
export const esportsMatchStatus = pgEnum('esports_match_status', ESPORTS_MATCH_STATUSES);

/** A team's roster: the captain, players, substitutes and coach; invitations until accepted. */
export const esportsTeamMembers = pgTable(
  'esports_team_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => esportsTeams.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: esportsRosterRole('role').notNull(),
    status: esportsMemberStatus('status').notNull().default('invited'),
    joinedAt: timestamp('joined_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('esports_team_members_team_user_idx').on(t.teamId, t.userId),
    index('esports_team_members_user_id_idx').on(t.userId),
  ],
);

/**
 * One match of a tournament's bracket, group or Swiss round. `next*` says where the winner goes,
 * `loser*` where the loser goes (double elimination, third place). A bye has one team.
 */
export const esportsMatches = pgTable(
  'esports_matches',
  {
    id: uuid('id').primaryKey(),
    tournamentId: uuid('tournament_id').notNull(),
    stage: esportsMatchStage('stage').notNull().default('main'),
    groupNumber: integer('group_number'),
    round: integer('round').notNull(),
    position: integer('position').notNull(),
    bracket: esportsMatchBracket('bracket'),
    // set null: a deleted team leaves its matches readable.
    team1Id: uuid('team1_id').references(() => esportsTeams.id, { onDelete: 'set null' }),
    team2Id: uuid('team2_id').references(() => esportsTeams.id, { onDelete: 'set null' }),
    score1: integer('score1'),
    score2: integer('score2'),
    winnerId: uuid('winner_id').references(() => esportsTeams.id, { onDelete: 'set null' }),
    status: esportsMatchStatus('status').notNull().default('pending'),
    forfeit: boolean('forfeit').notNull().default(false),
    nextMatchId: uuid('next_match_id'),
    nextSlot: integer('next_slot'),
    loserMatchId: uuid('loser_match_id'),
    loserSlot: integer('loser_slot'),
    /** `{ score1, score2 }` as each team's captain reported it. */
    team1Report: jsonb('team1_report').$type<{ score1: number; score2: number } | null>(),
    team2Report: jsonb('team2_report').$type<{ score1: number; score2: number } | null>(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    foreignKey({
      name: 'esports_matches_tournament_id_fk',
      columns: [t.tournamentId],
      foreignColumns: [esportsTournaments.id],
    }).onDelete('cascade'),
    index('esports_matches_tournament_idx').on(t.tournamentId, t.stage, t.round, t.position),
    index('esports_matches_team1_idx').on(t.team1Id),
    index('esports_matches_team2_idx').on(t.team2Id),
    check('esports_matches_scores_check', sql`${t.score1} >= 0 and ${t.score2} >= 0`),
    check('esports_matches_slots_check', sql`${t.nextSlot} in (1, 2) and ${t.loserSlot} in (1, 2)`),
  ],
);
