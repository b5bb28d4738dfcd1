import { z } from 'zod';
import { LEAGUE_STATUSES, LEAGUE_TEAM_STATUSES } from '@shared/enums';
import { fixtureView } from './leagues';

/** How many fixtures waiting for a result the dashboard lists (the count covers them all). */
export const DASHBOARD_RESULTS_LIMIT = 30;
/** How many coming fixtures a team's page shows per league. */
export const TEAM_NEXT_FIXTURES = 3;

const leagueLine = z.object({
  id: z.string(),
  name: z.string(),
  season: z.string().nullable(),
  status: z.enum(LEAGUE_STATUSES),
});

/** GET /api/leagues/dashboard: the signed-in league admin's own leagues only. */
export const leagueDashboardView = z.object({
  leagues: z.array(
    leagueLine.extend({
      currentTeams: z.number(),
      maxTeams: z.number().nullable(),
      /** Captains' requests waiting for the admin's answer. */
      pendingRegistrations: z.number(),
      fixtures: z.number(),
      played: z.number(),
    }),
  ),
  /** Kick-off past, no result yet (in leagues not cancelled), oldest first. */
  resultsToEnter: z.object({
    total: z.number(),
    items: z.array(fixtureView.extend({ leagueId: z.string(), leagueName: z.string() })),
  }),
  /** Goals scored in each round's played fixtures, per league (the chart). */
  goalsByRound: z.array(
    z.object({
      leagueId: z.string(),
      round: z.number(),
      goals: z.number(),
      played: z.number(),
    }),
  ),
});
export type LeagueDashboardView = z.infer<typeof leagueDashboardView>;

/** GET /api/teams/{id}/leagues: the leagues a team plays in (or asked to), with what comes next. */
export const teamLeagueView = leagueLine.extend({
  /** The team's registration in it. */
  registration: z.enum(LEAGUE_TEAM_STATUSES),
  nextFixtures: z.array(fixtureView),
  /** Its latest played fixtures with their scores, latest first (at most TEAM_NEXT_FIXTURES). */
  lastResults: z.array(fixtureView),
});
export type TeamLeagueView = z.infer<typeof teamLeagueView>;
