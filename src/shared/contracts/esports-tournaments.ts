import { z } from 'zod';
import {
  ESPORTS_BRACKETS,
  ESPORTS_FORMATS,
  ESPORTS_MATCH_STATUSES,
  ESPORTS_PARTICIPANT_STATUSES,
  ESPORTS_SEEDING_METHODS,
  ESPORTS_STAGES,
  ESPORTS_TOURNAMENT_STATUSES,
  ESPORTS_TOURNAMENT_TYPES,
  type EsportsTournamentStatus,
} from '@shared/esports-enums';
import { PAYMENT_ORDER_STATUSES } from '@shared/enums';
import { intSchema, personSummary } from './common';
import { isoDate } from './venues';

/** The bench runs 1,024-team brackets; the API takes the same. */
export const ESPORTS_MAX_TEAMS = 1024;
export const ESPORTS_MAX_SCORE = 999;
export const ESPORTS_MAX_SWISS_ROUNDS = 20;

const money = (label: string) =>
  z
    .string()
    .regex(/^\d{1,12}(\.\d{1,2})?$/, `${label} must be an amount like 1000 or 999.99`)
    .nullish();

/** Share of the prize pool by final placement: `[{ place: 1, percent: 50 }, …]`, at most 100 %. */
export const prizeShare = z.object({
  place: intSchema('Place must be a whole number from 1', 1, ESPORTS_MAX_TEAMS),
  percent: z
    .number({ error: 'Percent must be a number from 0 to 100' })
    .min(0, 'Percent must be a number from 0 to 100')
    .max(100, 'Percent must be a number from 0 to 100'),
});

/** POST /api/esports/tournaments. Options that do not fit the format are ignored. */
export const createTournamentBody = z
  .object({
    name: z.string().trim().min(3, 'Tournament name must be at least 3 characters').max(255),
    gameId: z.uuid({ error: 'Choose a game from the list' }),
    format: z.enum(ESPORTS_FORMATS, { error: 'Choose a format from the list' }),
    maxTeams: intSchema(
      `Max teams must be a whole number from 2 to ${ESPORTS_MAX_TEAMS}`,
      2,
      ESPORTS_MAX_TEAMS,
    ),
    startDate: isoDate,
    endDate: isoDate.nullish(),
    tournamentType: z
      .enum(ESPORTS_TOURNAMENT_TYPES, { error: 'Choose online, offline or hybrid' })
      .default('online'),
    venue: z.string().trim().max(255).nullish(),
    region: z.string().trim().max(50).nullish(),
    /** Entry fee per team (USD). Paid registrations wait in 'awaiting_payment'. */
    entryFee: money('Entry fee'),
    prizePool: money('Prize pool'),
    prizeDistribution: z.array(prizeShare).max(64).nullish(),
    rules: z.string().trim().max(10_000).nullish(),
    streamLinks: z
      .array(z.url({ error: 'A stream link must be a web address' }))
      .max(10)
      .nullish(),
    /** Single elimination (and the playoffs of groups): a match for third place. */
    thirdPlaceMatch: z.boolean().default(false),
    /** Double elimination: a second final when the losers' bracket champion wins the first. */
    grandFinalReset: z.boolean().default(true),
    /** Swiss: number of rounds; default ⌈log₂ n⌉ of the teams at the start. */
    swissRounds: intSchema(
      `Swiss rounds must be a whole number from 1 to ${ESPORTS_MAX_SWISS_ROUNDS}`,
      1,
      ESPORTS_MAX_SWISS_ROUNDS,
    ).nullish(),
    /** Groups → playoffs: number of round-robin groups and how many of each go through. */
    groupCount: intSchema('Group count must be a whole number from 1 to 64', 1, 64).default(2),
    advancePerGroup: intSchema('Teams advancing per group must be from 1 to 16', 1, 16).default(2),
    /** Round robin (and groups): play each pair once or twice. */
    roundRobinLegs: z
      .union([z.literal(1), z.literal(2)], { error: 'Legs must be 1 or 2' })
      .default(1),
    checkInRequired: z.boolean().default(false),
    /** When check-in opens (ISO instant); null: as soon as registration opens. */
    checkInOpensAt: z.iso.datetime({ error: 'Check-in must be a date and time' }).nullish(),
  })
  .refine((b) => !b.endDate || b.endDate >= b.startDate, {
    message: 'End date must be on or after the start date',
    path: ['endDate'],
  })
  .refine(
    (b) => (b.prizeDistribution ?? []).reduce((sum, share) => sum + share.percent, 0) <= 100,
    { message: 'The prize shares add up to more than 100 %', path: ['prizeDistribution'] },
  )
  .refine(
    (b) =>
      new Set((b.prizeDistribution ?? []).map((share) => share.place)).size ===
      (b.prizeDistribution ?? []).length,
    {
      message: 'Each place may appear once in the prize distribution',
      path: ['prizeDistribution'],
    },
  )
  .refine((b) => b.format !== 'groups' || b.groupCount * 2 <= b.maxTeams, {
    message: 'Each group needs at least two teams: lower the group count or raise max teams',
    path: ['groupCount'],
  });
export type CreateTournamentBody = z.input<typeof createTournamentBody>;

export const tournamentView = z.object({
  id: z.string(),
  name: z.string(),
  game: z.object({
    id: z.string(),
    title: z.string(),
    teamSize: z.number(),
    logo: z.string().nullable(),
  }),
  organizer: personSummary.nullable(),
  /** Whether the signed-in user runs this tournament. */
  isOrganizer: z.boolean(),
  tournamentType: z.enum(ESPORTS_TOURNAMENT_TYPES).nullable(),
  format: z.enum(ESPORTS_FORMATS),
  status: z.enum(ESPORTS_TOURNAMENT_STATUSES),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  venue: z.string().nullable(),
  region: z.string().nullable(),
  maxTeams: z.number(),
  currentTeams: z.number(),
  entryFee: z.string(),
  prizePool: z.string(),
  prizeDistribution: z.array(prizeShare),
  rules: z.string().nullable(),
  streamLinks: z.array(z.string()),
  thirdPlaceMatch: z.boolean(),
  grandFinalReset: z.boolean(),
  swissRounds: z.number().nullable(),
  groupCount: z.number(),
  advancePerGroup: z.number(),
  roundRobinLegs: z.number(),
  checkInRequired: z.boolean(),
  checkInOpensAt: z.string().nullable(),
  /** Whether check-in is open now (required, registration, window opened). */
  checkInOpen: z.boolean(),
  /** The champion once the tournament is completed. */
  championTeamId: z.string().nullable(),
  createdAt: z.string(),
});
export type TournamentView = z.infer<typeof tournamentView>;

export const listTournamentsQuery = z.object({
  status: z
    .enum(ESPORTS_TOURNAMENT_STATUSES, { error: 'Choose a status from the list' })
    .optional(),
  gameId: z.uuid({ error: 'Choose a game from the list' }).optional(),
  /** `true`: the tournaments I organise. */
  mine: z.enum(['true', 'false']).optional(),
  /** The tournaments a team has entered (a registration still awaiting its fee does not count). */
  teamId: z.uuid({ error: 'Team not found' }).optional(),
});

/** The statuses a tournament may move to from each (ongoing is reached through start). */
export const TOURNAMENT_TRANSITIONS: Record<
  EsportsTournamentStatus,
  readonly EsportsTournamentStatus[]
> = {
  upcoming: ['registration', 'ongoing', 'cancelled'],
  registration: ['upcoming', 'ongoing', 'cancelled'],
  ongoing: ['completed', 'cancelled'],
  completed: [],
  cancelled: [],
};

export const tournamentStatusBody = z.object({
  status: z.enum(ESPORTS_TOURNAMENT_STATUSES, { error: 'Choose a status from the list' }),
});

export const participantBody = z.object({
  teamId: z.uuid({ error: 'Choose a team' }),
  /** Organiser only: the seed (1 = top). */
  seed: intSchema(
    `Seed must be a whole number from 1 to ${ESPORTS_MAX_TEAMS}`,
    1,
    ESPORTS_MAX_TEAMS,
  ).nullish(),
});

export const participantView = z.object({
  teamId: z.string(),
  teamName: z.string(),
  teamTag: z.string().nullable(),
  teamLogo: z.string().nullable(),
  mmr: z.number().nullable(),
  seed: z.number().nullable(),
  status: z.enum(ESPORTS_PARTICIPANT_STATUSES),
  placement: z.number().nullable(),
  prizeWon: z.string(),
  checkedInAt: z.string().nullable(),
  registeredAt: z.string(),
  /**
   * The entry fee's payment order: pending or failed (awaiting payment), paid, cancelled or
   * refunded (given back); null when the team paid nothing (free tournament, added by the
   * organiser).
   */
  feeStatus: z.enum(PAYMENT_ORDER_STATUSES).nullable(),
  /** The order to pay at /checkout?order=…, for its payer only (null for everyone else). */
  paymentOrderId: z.string().nullable(),
});
export type ParticipantView = z.infer<typeof participantView>;

export const participantParams = z.object({
  id: z.uuid({ error: 'Tournament not found' }),
  teamId: z.uuid({ error: 'Team not found in this tournament' }),
});

/** PUT /api/esports/tournaments/{id}/seeds: the order by hand (drag), by MMR, or a draw. */
export const seedingBody = z
  .object({
    method: z.enum(ESPORTS_SEEDING_METHODS, { error: 'Seeding is manual, ranking or random' }),
    /** manual: every registered team, top seed first. */
    teamIds: z
      .array(z.uuid({ error: 'Choose a team' }))
      .max(ESPORTS_MAX_TEAMS)
      .optional(),
  })
  .refine((b) => b.method !== 'manual' || (b.teamIds?.length ?? 0) > 0, {
    message: 'Manual seeding lists the teams, top seed first',
    path: ['teamIds'],
  });

export const matchReportView = z.object({ score1: z.number(), score2: z.number() });

export const matchView = z.object({
  id: z.string(),
  stage: z.enum(ESPORTS_STAGES),
  /** Group number (1-based) in a group stage; null elsewhere. */
  group: z.number().nullable(),
  round: z.number(),
  /** Order within the round, from the top of the bracket. */
  position: z.number(),
  bracket: z.enum(ESPORTS_BRACKETS).nullable(),
  team1Id: z.string().nullable(),
  team2Id: z.string().nullable(),
  score1: z.number().nullable(),
  score2: z.number().nullable(),
  winnerId: z.string().nullable(),
  status: z.enum(ESPORTS_MATCH_STATUSES),
  /** Decided by forfeit (scores may be absent). */
  forfeit: z.boolean(),
  /** Where the winner and the loser go next (the bracket viewer draws the path). */
  nextMatchId: z.string().nullable(),
  loserMatchId: z.string().nullable(),
  /** What each team reported; the organiser and the two teams see them. */
  team1Report: matchReportView.nullable(),
  team2Report: matchReportView.nullable(),
  completedAt: z.string().nullable(),
});
export type MatchView = z.infer<typeof matchView>;

export const matchParams = z.object({
  id: z.uuid({ error: 'Tournament not found' }),
  matchId: z.uuid({ error: 'Match not found' }),
});

const score = intSchema(
  `A score must be a whole number from 0 to ${ESPORTS_MAX_SCORE}`,
  0,
  ESPORTS_MAX_SCORE,
);

/** POST …/matches/{matchId}/report: a team's captain reports the score. */
export const reportBody = z
  .object({ score1: score, score2: score })
  .refine((b) => b.score1 !== b.score2, {
    message: 'A match needs a winner: scores cannot be equal',
    path: ['score2'],
  });

/** PUT …/matches/{matchId}/result (organiser): the score, or a forfeit by one team. */
export const resultBody = z
  .object({
    score1: score.optional(),
    score2: score.optional(),
    /** The team that forfeits; the other wins. */
    forfeit: z.enum(['team1', 'team2'], { error: 'Forfeit is team1 or team2' }).optional(),
  })
  .refine((b) => b.forfeit !== undefined || (b.score1 !== undefined && b.score2 !== undefined), {
    message: 'Give both scores, or a forfeit',
    path: ['score1'],
  })
  .refine((b) => b.forfeit !== undefined || b.score1 !== b.score2, {
    message: 'A match needs a winner: scores cannot be equal',
    path: ['score2'],
  });

export const standingsRowView = z.object({
  teamId: z.string(),
  teamName: z.string(),
  /** Final or current place; teams level share it. Null while a group stage is open. */
  placement: z.number().nullable(),
  wins: z.number(),
  losses: z.number(),
  /** Match wins (a bye counts as a win in Swiss). */
  points: z.number(),
  /** Swiss: sum of the opponents' points, and the same without the highest and lowest. */
  buchholz: z.number().optional(),
  medianBuchholz: z.number().optional(),
  /** Groups: the team's group and its rank there. */
  group: z.number().optional(),
  groupRank: z.number().optional(),
  prizeWon: z.string(),
});
export type StandingsRowView = z.infer<typeof standingsRowView>;
