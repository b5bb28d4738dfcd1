import { z } from 'zod';
import {
  FIXTURE_STATUSES,
  LEAGUE_FORMATS,
  LEAGUE_STATUSES,
  LEAGUE_TEAM_STATUSES,
  PAYMENT_ORDER_STATUSES,
  LEAGUE_TYPES,
  STANDINGS_RULES,
} from '@shared/enums';
import { idSchema, intSchema, personSummary, sportSummary } from './common';
import { isTimeZone } from '@shared/slots';
import { isoDate } from './venues';

/** Amateur leagues rarely pass 30; the bench generates a 100-team season. */
export const LEAGUE_MAX_TEAMS = 100;
export const LEAGUE_MAX_SCORE = 999;
export const LEAGUE_MAX_DAYS_BETWEEN_ROUNDS = 60;
/** A fixture holds its pitch this long by default (a football match with warm-up and changing). */
export const LEAGUE_DEFAULT_FIXTURE_MINUTES = 120;
export const LEAGUE_MIN_FIXTURE_MINUTES = 15;
export const LEAGUE_MAX_FIXTURE_MINUTES = 360;

const points = (label: string) => intSchema(`${label} must be a whole number from 0 to 10`, 0, 10);

/** POST /api/leagues. Dates may lie in the past: a league can bring its history with it. */
export const createLeagueBody = z
  .object({
    name: z.string().trim().min(3, 'League name must be at least 3 characters').max(255),
    description: z.string().trim().max(5000).nullish(),
    sportId: idSchema('Choose a sport from the list'),
    season: z.string().trim().min(1, 'Season is required').max(50),
    leagueType: z.enum(LEAGUE_TYPES, { error: 'Choose a league type from the list' }),
    format: z.enum(LEAGUE_FORMATS, { error: 'Choose a format from the list' }),
    maxTeams: intSchema(
      `Max teams must be a whole number from 2 to ${LEAGUE_MAX_TEAMS}`,
      2,
      LEAGUE_MAX_TEAMS,
    ),
    startDate: isoDate,
    endDate: isoDate,
    standingsRule: z
      .enum(STANDINGS_RULES, { error: 'Choose how ties are broken' })
      .default('points_gd_gf'),
    pointsForWin: points('Points for a win').default(3),
    pointsForDraw: points('Points for a draw').default(1),
    pointsForLoss: points('Points for a loss').default(0),
    fixtureMinutes: intSchema(
      `Fixture length must be a whole number of minutes from ${LEAGUE_MIN_FIXTURE_MINUTES} to ${LEAGUE_MAX_FIXTURE_MINUTES}`,
      LEAGUE_MIN_FIXTURE_MINUTES,
      LEAGUE_MAX_FIXTURE_MINUTES,
    ).default(LEAGUE_DEFAULT_FIXTURE_MINUTES),
    rules: z.string().trim().max(10_000).nullish(),
    registrationFee: z
      .string()
      .regex(/^\d{1,8}(\.\d{1,2})?$/, 'Registration fee must be an amount like 50 or 49.99')
      .nullish(),
    prizeMoney: z
      .string()
      .regex(/^\d{1,12}(\.\d{1,2})?$/, 'Prize money must be an amount like 1000 or 999.99')
      .nullish(),
    logo: z.string().max(500).nullish(),
    coverImage: z.string().max(500).nullish(),
  })
  .refine((b) => b.endDate >= b.startDate, {
    message: 'End date must be on or after the start date',
    path: ['endDate'],
  })
  .refine((b) => b.pointsForWin >= b.pointsForDraw && b.pointsForDraw >= b.pointsForLoss, {
    message: 'A win must earn at least a draw, and a draw at least a loss',
    path: ['pointsForDraw'],
  });
export type CreateLeagueBody = z.input<typeof createLeagueBody>;

export const leagueView = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  sport: sportSummary,
  season: z.string().nullable(),
  leagueType: z.enum(LEAGUE_TYPES).nullable(),
  format: z.enum(LEAGUE_FORMATS).nullable(),
  status: z.enum(LEAGUE_STATUSES),
  maxTeams: z.number().nullable(),
  currentTeams: z.number(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  standingsRule: z.enum(STANDINGS_RULES),
  pointsForWin: z.number(),
  pointsForDraw: z.number(),
  pointsForLoss: z.number(),
  /** How long a fixture books its venue for. */
  fixtureMinutes: z.number(),
  rules: z.string().nullable(),
  registrationFee: z.string().nullable(),
  prizeMoney: z.string().nullable(),
  logo: z.string().nullable(),
  coverImage: z.string().nullable(),
  admin: personSummary.nullable(),
  /** Whether the signed-in user runs this league. */
  isAdmin: z.boolean(),
  followersCount: z.number(),
  createdAt: z.string(),
});
export type LeagueView = z.infer<typeof leagueView>;

export const listLeaguesQuery = z.object({
  q: z.string().trim().max(100).optional(),
  status: z.enum(LEAGUE_STATUSES, { error: 'Choose a status from the list' }).optional(),
  mine: z.enum(['true', 'false']).optional(),
});

/** The statuses a league may move to from each status (only what makes sense). */
export const LEAGUE_TRANSITIONS: Record<
  (typeof LEAGUE_STATUSES)[number],
  readonly (typeof LEAGUE_STATUSES)[number][]
> = {
  planning: ['registration', 'ongoing', 'cancelled'],
  registration: ['planning', 'ongoing', 'cancelled'],
  ongoing: ['completed', 'cancelled'],
  completed: [],
  cancelled: [],
};

export const updateLeagueStatusBody = z.object({
  status: z.enum(LEAGUE_STATUSES, { error: 'Choose a status from the list' }),
});

export const leagueTeamBody = z.object({ teamId: z.uuid({ error: 'Choose a team' }) });

export const leagueTeamView = z.object({
  id: z.string(),
  teamId: z.string(),
  teamName: z.string(),
  teamLogo: z.string().nullable(),
  status: z.enum(LEAGUE_TEAM_STATUSES),
  /**
   * The registration fee's payment order (null when nothing is charged). With status
   * awaiting_payment the web app sends the captain to /checkout?order=<paymentOrderId>.
   */
  paymentOrderId: z.string().nullable(),
  /** Where the fee stands: paid, refunded (declined after paying)…; null without a fee. */
  feeStatus: z.enum(PAYMENT_ORDER_STATUSES).nullable(),
  createdAt: z.string(),
});
export type LeagueTeamView = z.infer<typeof leagueTeamView>;

export const decideLeagueTeamBody = z.object({
  status: z.enum(['accepted', 'declined'], { error: 'Accept or decline the request' }),
});

export const generateFixturesBody = z.object({
  rounds: z.union([z.literal(1), z.literal(2)], {
    error: 'Rounds must be 1 (single) or 2 (home and away)',
  }),
  startDate: isoDate,
  daysBetweenRounds: intSchema(
    `Days between rounds must be a whole number from 1 to ${LEAGUE_MAX_DAYS_BETWEEN_ROUNDS}`,
    1,
    LEAGUE_MAX_DAYS_BETWEEN_ROUNDS,
  ),
  /** Kick-off on each match day, on the league's clock (extends the contract). */
  kickOffTime: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Kick-off time must be written HH:MM')
    .default('15:00'),
  timeZone: z.string().refine(isTimeZone, 'Choose a time zone from the list').default('UTC'),
});

export const fixtureView = z.object({
  id: z.string(),
  round: z.number(),
  homeTeamId: z.string(),
  awayTeamId: z.string(),
  homeTeamName: z.string(),
  awayTeamName: z.string(),
  startTime: z.string().nullable(),
  venueId: z.string().nullable(),
  venueName: z.string().nullable(),
  /** The referee named for this fixture only (the league's referees may enter every result). */
  refereeId: z.string().nullable(),
  /** That referee's name, shown to the players on the fixture list. */
  refereeName: z.string().nullable(),
  homeScore: z.number().nullable(),
  awayScore: z.number().nullable(),
  status: z.enum(FIXTURE_STATUSES),
});
export type FixtureView = z.infer<typeof fixtureView>;

export const fixtureParams = z.object({
  id: z.uuid({ error: 'League not found' }),
  fixtureId: z.uuid({ error: 'Fixture not found' }),
});

const score = intSchema(
  `A score must be a whole number from 0 to ${LEAGUE_MAX_SCORE}`,
  0,
  LEAGUE_MAX_SCORE,
);
export const resultBody = z.object({ homeScore: score, awayScore: score });

/**
 * PATCH /api/leagues/{id}/fixtures/{fixtureId} (the admin): the kick-off and the venue (whose
 * pitch is then booked for the league's fixture length), and a referee for this fixture. `null`
 * clears a field; a field left out stays as it is.
 */
export const updateFixtureBody = z
  .object({
    startTime: z.iso
      .datetime({ offset: true, error: 'Kick-off must be a date and time' })
      .nullable()
      .optional(),
    venueId: z.uuid({ error: 'Choose a venue from the list' }).nullable().optional(),
    refereeId: z.uuid({ error: 'Choose a referee from the list' }).nullable().optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), {
    message: 'Say what to change: kick-off, venue or referee',
  });
export type UpdateFixtureBody = z.input<typeof updateFixtureBody>;

export const refereeBody = z.object({ userId: z.uuid({ error: 'Choose a person' }) });
export const refereeParams = z.object({
  id: z.uuid({ error: 'League not found' }),
  userId: z.uuid({ error: 'Referee not found' }),
});
/** A league's referee, as the Manage tab and anyone reading the league see them. */
export const refereeView = personSummary;
export type RefereeView = z.infer<typeof refereeView>;

export const standingsRowView = z.object({
  position: z.number(),
  teamId: z.string(),
  teamName: z.string(),
  played: z.number(),
  won: z.number(),
  drawn: z.number(),
  lost: z.number(),
  goalsFor: z.number(),
  goalsAgainst: z.number(),
  goalDifference: z.number(),
  points: z.number(),
  form: z.array(z.enum(['W', 'D', 'L'])),
});
export type StandingsRowView = z.infer<typeof standingsRowView>;
