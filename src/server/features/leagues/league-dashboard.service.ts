import { and, asc, count, desc, eq, gt, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import {
  DASHBOARD_RESULTS_LIMIT,
  type LeagueDashboardView,
  TEAM_NEXT_FIXTURES,
  type TeamLeagueView,
} from '@shared/contracts/league-dashboard';
import type { Db } from '@server/db/client';
import { leagueFixtures, leagueTeams, leagues } from '@server/db/schema/leagues';
import { teams } from '@server/db/schema/teams';
import { notFound } from '@server/lib/app-error';
import { homeTeamName, selectFixtures, toFixtureView } from './fixture-rows';

/** Kick-off past, no result, in a league still running: what the admin has to enter. */
const awaitingResult = (now: Date) =>
  and(
    lt(leagueFixtures.startTime, now),
    isNull(leagueFixtures.homeScore),
    ne(leagueFixtures.status, 'cancelled'),
    ne(leagues.status, 'cancelled'),
  );

/** GET /api/leagues/dashboard: the caller's own leagues, what waits for them, goals by round. */
export async function getLeagueDashboard(
  db: Db,
  adminId: string,
  now: Date,
): Promise<LeagueDashboardView> {
  const mine = await db
    .select({
      id: leagues.id,
      name: leagues.name,
      season: leagues.season,
      status: leagues.status,
      currentTeams: leagues.currentTeams,
      maxTeams: leagues.maxTeams,
    })
    .from(leagues)
    .where(eq(leagues.adminId, adminId))
    .orderBy(asc(leagues.name));
  const ids = mine.map((l) => l.id);
  if (ids.length === 0) {
    return { leagues: [], resultsToEnter: { total: 0, items: [] }, goalsByRound: [] };
  }
  const waiting = and(inArray(leagueFixtures.leagueId, ids), awaitingResult(now));
  const [pending, counts, rows, [total], goals] = await Promise.all([
    db
      .select({ leagueId: leagueTeams.leagueId, n: count() })
      .from(leagueTeams)
      .where(and(inArray(leagueTeams.leagueId, ids), eq(leagueTeams.status, 'pending')))
      .groupBy(leagueTeams.leagueId),
    db
      .select({
        leagueId: leagueFixtures.leagueId,
        fixtures: count(),
        played: sql<number>`(count(*) filter (where ${leagueFixtures.status} = 'played'))::int`,
      })
      .from(leagueFixtures)
      .where(inArray(leagueFixtures.leagueId, ids))
      .groupBy(leagueFixtures.leagueId),
    selectFixtures(db)
      .innerJoin(leagues, eq(leagues.id, leagueFixtures.leagueId))
      .where(waiting)
      .orderBy(asc(leagueFixtures.startTime), asc(homeTeamName))
      .limit(DASHBOARD_RESULTS_LIMIT),
    db
      .select({ n: count() })
      .from(leagueFixtures)
      .innerJoin(leagues, eq(leagues.id, leagueFixtures.leagueId))
      .where(waiting),
    db
      .select({
        leagueId: leagueFixtures.leagueId,
        round: leagueFixtures.round,
        goals: sql<number>`coalesce(sum(${leagueFixtures.homeScore} + ${leagueFixtures.awayScore}), 0)::int`,
        played: sql<number>`count(*)::int`,
      })
      .from(leagueFixtures)
      .where(and(inArray(leagueFixtures.leagueId, ids), eq(leagueFixtures.status, 'played')))
      .groupBy(leagueFixtures.leagueId, leagueFixtures.round)
      .orderBy(leagueFixtures.leagueId, leagueFixtures.round),
  ]);
  const names = new Map(mine.map((l) => [l.id, l.name]));
  return {
    leagues: mine.map((league) => {
      const c = counts.find((row) => row.leagueId === league.id);
      return {
        ...league,
        pendingRegistrations: pending.find((row) => row.leagueId === league.id)?.n ?? 0,
        fixtures: c?.fixtures ?? 0,
        played: c?.played ?? 0,
      };
    }),
    resultsToEnter: {
      total: total?.n ?? 0,
      items: rows.map((row) => ({
        ...toFixtureView(row),
        leagueId: row.fixture.leagueId,
        leagueName: names.get(row.fixture.leagueId) ?? '',
      })),
    },
    goalsByRound: goals,
  };
}

/**
 * GET /api/teams/{id}/leagues: the leagues a team is in or asked to join (not declined), newest
 * season first, each with the team's next fixtures.
 */
export async function listTeamLeagues(
  db: Db,
  teamId: string,
  now: Date,
): Promise<TeamLeagueView[]> {
  const [team] = await db.select({ id: teams.id }).from(teams).where(eq(teams.id, teamId));
  if (!team) throw notFound('Team not found');
  const entries = await db
    .select({
      id: leagues.id,
      name: leagues.name,
      season: leagues.season,
      status: leagues.status,
      registration: leagueTeams.status,
    })
    .from(leagueTeams)
    .innerJoin(leagues, eq(leagues.id, leagueTeams.leagueId))
    .where(and(eq(leagueTeams.teamId, teamId), ne(leagueTeams.status, 'declined')))
    .orderBy(sql`${leagues.startDate} desc nulls last`, asc(leagues.name));
  const ids = entries.map((e) => e.id);
  const upcoming = ids.length
    ? await selectFixtures(db)
        .where(
          and(
            inArray(leagueFixtures.leagueId, ids),
            or(eq(leagueFixtures.homeTeamId, teamId), eq(leagueFixtures.awayTeamId, teamId)),
            eq(leagueFixtures.status, 'scheduled'),
            gt(leagueFixtures.startTime, now),
          ),
        )
        .orderBy(asc(leagueFixtures.startTime))
    : [];
  const played = ids.length
    ? await selectFixtures(db)
        .where(
          and(
            inArray(leagueFixtures.leagueId, ids),
            or(eq(leagueFixtures.homeTeamId, teamId), eq(leagueFixtures.awayTeamId, teamId)),
            eq(leagueFixtures.status, 'played'),
          ),
        )
        .orderBy(sql`${leagueFixtures.startTime} desc nulls last`, desc(leagueFixtures.round))
    : [];
  const ofLeague = (rows: typeof upcoming, leagueId: string) =>
    rows
      .filter((row) => row.fixture.leagueId === leagueId)
      .slice(0, TEAM_NEXT_FIXTURES)
      .map(toFixtureView);
  return entries.map((entry) => ({
    ...entry,
    nextFixtures: ofLeague(upcoming, entry.id),
    lastResults: ofLeague(played, entry.id),
  }));
}
