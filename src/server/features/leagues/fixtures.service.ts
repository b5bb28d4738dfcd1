import { randomInt } from 'node:crypto';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type {
  FixtureView,
  generateFixturesBody,
  StandingsRowView,
} from '@shared/contracts/leagues';
import { localToInstant } from '@shared/slots';
import type { z } from 'zod';
import type { Db } from '@server/db/client';
import { leagueFixtures } from '@server/db/schema/leagues';
import { badRequest, conflict } from '@server/lib/app-error';
import { acceptedTeams } from './league-teams.service';
import { homeTeamName, selectFixtures, toFixtureView } from './fixture-rows';
import { cancelFixtureBookings } from './fixture-bookings';
import { adminLeagueRow, leagueRow } from './league-rows';
import { roundRobin } from './round-robin';
import { computeStandings } from './standings';

export const ROUND_ROBIN_ONLY =
  'Fixtures can be generated for round-robin leagues for now; knockout and group formats are coming.';
const TOO_FEW_TEAMS = 'A league needs at least two accepted teams to make fixtures';
const RESULTS_ENTERED = 'Results have been entered; fixtures can no longer be generated again';
export const CANCELLED = 'This league was cancelled';
const DAY_MS = 24 * 60 * 60_000;
const INSERT_SLICE = 1000;

/** A fair draw: the teams in random order before the circle method pairs them. */
function shuffled<T>(items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/** The calendar date `days` after an ISO date. */
function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * POST /api/leagues/{id}/fixtures: the season's rounds by the circle method, one round per match
 * day from the start date. Generating again (before any result) replaces the previous draw.
 */
export async function generateFixtures(
  db: Db,
  userId: string,
  leagueId: string,
  input: z.output<typeof generateFixturesBody>,
  now: Date,
): Promise<FixtureView[]> {
  await db.transaction(async (tx) => {
    const league = await adminLeagueRow(tx, userId, leagueId, true);
    if (league.status === 'cancelled') throw conflict(CANCELLED, 'league_cancelled');
    if (league.format !== 'round_robin') throw badRequest(ROUND_ROBIN_ONLY);
    const entrants = await acceptedTeams(tx, leagueId);
    if (entrants.length < 2) throw badRequest(TOO_FEW_TEAMS);
    const played = await tx
      .select({ id: leagueFixtures.id })
      .from(leagueFixtures)
      .where(and(eq(leagueFixtures.leagueId, leagueId), isNotNull(leagueFixtures.homeScore)))
      .limit(1);
    if (played.length > 0) throw conflict(RESULTS_ENTERED, 'results_entered');
    // The old draw's pitches are freed with it.
    await cancelFixtureBookings(tx, leagueId, now);
    await tx.delete(leagueFixtures).where(eq(leagueFixtures.leagueId, leagueId));
    const rounds = roundRobin(shuffled(entrants.map((team) => team.id)), input.rounds);
    const rows = rounds.flatMap(({ round, matches }) => {
      const day = addDays(input.startDate, (round - 1) * input.daysBetweenRounds);
      // A kick-off skipped by a clock change moves an hour on (it is rare, and only the time moves).
      const startTime =
        localToInstant(day, input.kickOffTime, input.timeZone) ??
        new Date(localToInstant(day, '00:00', input.timeZone)!.getTime() + DAY_MS / 24);
      return matches.map(({ home, away }) => ({
        leagueId,
        round,
        homeTeamId: home,
        awayTeamId: away,
        startTime,
      }));
    });
    // In slices: one statement may carry at most 65,535 parameters.
    for (let i = 0; i < rows.length; i += INSERT_SLICE) {
      await tx.insert(leagueFixtures).values(rows.slice(i, i + INSERT_SLICE));
    }
  });
  return listFixtures(db, leagueId);
}

/** GET /api/leagues/{id}/fixtures: by round, then kick-off. */
export async function listFixtures(db: Db, leagueId: string): Promise<FixtureView[]> {
  await leagueRow(db, leagueId);
  const rows = await selectFixtures(db)
    .where(eq(leagueFixtures.leagueId, leagueId))
    .orderBy(asc(leagueFixtures.round), asc(leagueFixtures.startTime), asc(homeTeamName));
  return rows.map(toFixtureView);
}

/** GET /api/leagues/{id}/standings: the table from the played fixtures, by the league's rule. */
export async function getStandings(db: Db, leagueId: string): Promise<StandingsRowView[]> {
  const league = await leagueRow(db, leagueId);
  const [entrants, results] = await Promise.all([
    acceptedTeams(db, leagueId),
    db
      .select({
        homeTeamId: leagueFixtures.homeTeamId,
        awayTeamId: leagueFixtures.awayTeamId,
        homeScore: leagueFixtures.homeScore,
        awayScore: leagueFixtures.awayScore,
        round: leagueFixtures.round,
        startTime: leagueFixtures.startTime,
      })
      .from(leagueFixtures)
      .where(and(eq(leagueFixtures.leagueId, leagueId), eq(leagueFixtures.status, 'played'))),
  ]);
  const played = results.map((r) => ({
    homeTeamId: r.homeTeamId,
    awayTeamId: r.awayTeamId,
    homeScore: r.homeScore ?? 0,
    awayScore: r.awayScore ?? 0,
    // By round, then kick-off (a timestamp in ms stays below 10^13).
    order: r.round * 1e13 + (r.startTime?.getTime() ?? 0),
  }));
  return computeStandings(entrants, played, league.standingsRule, {
    win: league.pointsForWin,
    draw: league.pointsForDraw,
    loss: league.pointsForLoss,
  });
}
