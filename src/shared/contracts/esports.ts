import { z } from 'zod';
import {
  ESPORTS_GENRES,
  ESPORTS_MEMBER_STATUSES,
  ESPORTS_ROSTER_ROLES,
} from '@shared/esports-enums';
import { personSummary } from './common';

/**
 * Esports (issue 14): titles, teams, organisations and the dashboard. Tournaments, matches and
 * standings are in esports-tournaments.ts, re-exported here so one import covers the domain.
 */
export * from './esports-tournaments';

export const ESPORTS_TAG_MAX = 10;

/** GET /api/esports/games: one title of the catalogue. */
export const esportsGameView = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  genre: z.enum(ESPORTS_GENRES).nullable(),
  /** Players per side in a match; 1 for one-versus-one titles (fighting, card games). */
  teamSize: z.number(),
  platform: z.array(z.string()),
  developer: z.string().nullable(),
  publisher: z.string().nullable(),
  competitiveScene: z.string().nullable(),
  logo: z.string().nullable(),
  coverImage: z.string().nullable(),
  activePlayersCount: z.number(),
  registeredTeamsCount: z.number(),
  totalPrizePool: z.string(),
});
export type EsportsGameView = z.infer<typeof esportsGameView>;

export const esportsGameSummary = z.object({
  id: z.string(),
  title: z.string(),
  teamSize: z.number(),
  logo: z.string().nullable(),
});

export const createEsportsTeamBody = z.object({
  name: z.string().trim().min(2, 'Team name must be at least 2 characters').max(255),
  tag: z
    .string()
    .trim()
    .min(1, 'Tag is required')
    .max(ESPORTS_TAG_MAX, `Tag must be at most ${ESPORTS_TAG_MAX} characters`)
    .regex(/^[A-Za-z0-9._-]+$/, 'Tag may use letters, digits, dot, dash and underscore'),
  gameId: z.uuid({ error: 'Choose a game from the list' }),
  region: z.string().trim().max(50).nullish(),
  /** An organisation the creator owns (optional). */
  organizationId: z.uuid({ error: 'Choose one of your organisations' }).nullish(),
  mmr: z.number().int().min(0).max(100_000).nullish(),
  logo: z.string().max(500).nullish(),
});
export type CreateEsportsTeamBody = z.input<typeof createEsportsTeamBody>;

export const esportsRosterMemberView = z.object({
  user: personSummary,
  role: z.enum(ESPORTS_ROSTER_ROLES),
  status: z.enum(ESPORTS_MEMBER_STATUSES),
  joinedAt: z.string().nullable(),
});
export type EsportsRosterMemberView = z.infer<typeof esportsRosterMemberView>;

export const esportsTeamSummary = z.object({
  id: z.string(),
  name: z.string(),
  tag: z.string().nullable(),
  logo: z.string().nullable(),
  region: z.string().nullable(),
  game: esportsGameSummary,
  mmr: z.number().nullable(),
  ranking: z.number().nullable(),
  wins: z.number(),
  losses: z.number(),
  /** Percentage 0–100 of played matches won (byes do not count). */
  winRate: z.number(),
});
export type EsportsTeamSummary = z.infer<typeof esportsTeamSummary>;

export const esportsTeamView = esportsTeamSummary.extend({
  organization: z
    .object({ id: z.string(), name: z.string(), logo: z.string().nullable() })
    .nullable(),
  captainId: z.string().nullable(),
  matchesPlayed: z.number(),
  tournamentWins: z.number(),
  earnings: z.string(),
  status: z.string(),
  /** Active members for everyone; pending invitations too for the captain and the invitees. */
  roster: z.array(esportsRosterMemberView),
  /** Whether the signed-in user is the captain (may invite, register for tournaments). */
  isCaptain: z.boolean(),
  createdAt: z.string(),
});
export type EsportsTeamView = z.infer<typeof esportsTeamView>;

export const listEsportsTeamsQuery = z.object({
  gameId: z.uuid({ error: 'Choose a game from the list' }).optional(),
  q: z.string().trim().max(100).optional(),
  /** `true`: the teams I captain or play in. */
  mine: z.enum(['true', 'false']).optional(),
});

/** POST /api/esports/teams/{id}/members: the captain invites a player. */
export const inviteEsportsMemberBody = z.object({
  userId: z.uuid({ error: 'Choose a player' }),
  role: z.enum(['player', 'substitute', 'coach'], {
    error: 'Role must be player, substitute or coach',
  }),
});

export const esportsMemberParams = z.object({
  id: z.uuid({ error: 'Team not found' }),
  userId: z.uuid({ error: 'Member not found' }),
});

/** POST /api/esports/teams/{id}/members/{userId}/response: the invited player answers. */
export const answerInvitationBody = z.object({
  accept: z.boolean({ error: 'Accept or decline the invitation' }),
});

export const createEsportsOrgBody = z.object({
  name: z.string().trim().min(2, 'Organisation name must be at least 2 characters').max(255),
  acronym: z.string().trim().max(20).nullish(),
  description: z.string().trim().max(5000).nullish(),
  headquarters: z.string().trim().max(255).nullish(),
  logo: z.string().max(500).nullish(),
  website: z.url({ error: 'Website must be a web address' }).max(500).nullish(),
});

export const esportsTrophyView = z.object({
  tournamentId: z.string(),
  tournamentName: z.string(),
  teamId: z.string(),
  teamName: z.string(),
  gameTitle: z.string(),
  endDate: z.string().nullable(),
  prizeWon: z.string(),
});

export const esportsOrgView = z.object({
  id: z.string(),
  name: z.string(),
  acronym: z.string().nullable(),
  description: z.string().nullable(),
  headquarters: z.string().nullable(),
  logo: z.string().nullable(),
  website: z.string().nullable(),
  owner: personSummary.nullable(),
  isOwner: z.boolean(),
  teams: z.array(esportsTeamSummary),
  /** The titles its teams play. */
  games: z.array(esportsGameSummary),
  /** Tournaments its teams won. */
  trophies: z.array(esportsTrophyView),
  createdAt: z.string(),
});
export type EsportsOrgView = z.infer<typeof esportsOrgView>;

export const esportsOrgSummary = z.object({
  id: z.string(),
  name: z.string(),
  acronym: z.string().nullable(),
  logo: z.string().nullable(),
  teamsCount: z.number(),
});

/** GET /api/esports/dashboard: the esports player's own page (/dashboard/esports). */
export const esportsDashboardView = z.object({
  teams: z.array(esportsTeamSummary.extend({ role: z.enum(ESPORTS_ROSTER_ROLES) })),
  invitations: z.array(z.object({ team: esportsTeamSummary, role: z.enum(ESPORTS_ROSTER_ROLES) })),
  /** Matches of my teams still to play, soonest tournament first. */
  nextMatches: z.array(
    z.object({
      matchId: z.string(),
      tournamentId: z.string(),
      tournamentName: z.string(),
      round: z.number(),
      bracket: z.string().nullable(),
      myTeamId: z.string(),
      opponent: z.object({ id: z.string(), name: z.string() }).nullable(),
      status: z.string(),
      /** My side's captain may report (both teams known, no result yet). */
      canReport: z.boolean(),
    }),
  ),
  /** Tournaments my teams entered and the ones I organise. */
  tournaments: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      gameTitle: z.string(),
      status: z.string(),
      startDate: z.string().nullable(),
      myTeamId: z.string().nullable(),
      isOrganizer: z.boolean(),
      /** Check-in is required and open, and my team has not checked in: show the button. */
      canCheckIn: z.boolean(),
      checkedIn: z.boolean(),
      placement: z.number().nullable(),
    }),
  ),
  recentResults: z.array(
    z.object({
      matchId: z.string(),
      tournamentId: z.string(),
      tournamentName: z.string(),
      myTeamId: z.string(),
      opponentName: z.string(),
      myScore: z.number().nullable(),
      opponentScore: z.number().nullable(),
      won: z.boolean(),
      completedAt: z.string(),
    }),
  ),
  /** Win rate of my teams' played matches per month (oldest first); for the chart. */
  winRateOverTime: z.array(
    z.object({ month: z.string(), played: z.number(), wins: z.number(), winRate: z.number() }),
  ),
});
export type EsportsDashboardView = z.infer<typeof esportsDashboardView>;
