import { randomInt } from 'node:crypto';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type {
  FixtureView,
  generateFixturesBody,
  StandingsRowView,
} from '@shared/contracts/leagues';
import { localToInstant } from '@shared/slots';
import type { z } from 'zod';
import type { Db } from '@server/db/client';
import type { Tx } from '@server/db/tx';
import { leagueFixtures } from '@server/db/schema/leagues';
import { teams } from '@server/db/schema/teams';
import { badRequest, conflict, notFound } from '@server/lib/app-error';
import { acceptedTeams } from './league-teams.service';
import { adminLeagueRow, leagueRow } from './league-rows';
import { roundRobin } from './round-robin';
import { computeStandings } from './standings';

export const ROUND_ROBIN_ONLY =
  'Fixtures can be generated for round-robin leagues for now; knockout and group formats are coming.';
export const FIXTURE_NOT_FOUND = 'Fixture not found';
const TOO_FEW_TEAMS = 'A league needs at least two accepted teams to make fixtures';
const RESULTS_ENTERED = 'Results have been entered; fixtures can no longer be generated again';
const CANCELLED = 'This league was cancelled';
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

const home = alias(teams, 'home');
const away = alias(teams, 'away');

function selectFixtures(db: Db | Tx) {
  return db
    .select({
      fixture: leagueFixtures,
      homeTeamName: home.name,
      awayTeamName: away.name,
    })
    .from(leagueFixtures)
    .innerJoin(home, eq(home.id, leagueFixtures.homeTeamId))
    .innerJoin(away, eq(away.id, leagueFixtures.awayTeamId));
}

type FixtureRow = Awaited<ReturnType<ReturnType<typeof selectFixtures>['execute']>>[number];

const toFixtureView = ({ fixture: f, homeTeamName, awayTeamName }: FixtureRow): FixtureView => ({
  id: f.id,
  round: f.round,
  homeTeamId: f.homeTeamId,
  awayTeamId: f.awayTeamId,
  homeTeamName,
  awayTeamName,
  startTime: f.startTime?.toISOString() ?? null,
  venueId: f.venueId,
  homeScore: f.homeScore,
  awayScore: f.awayScore,
  status: f.status,
});

/** GET /api/leagues/{id}/fixtures: by round, then kick-off. */
export async function listFixtures(db: Db, leagueId: string): Promise<FixtureView[]> {
  await leagueRow(db, leagueId);
  const rows = await selectFixtures(db)
    .where(eq(leagueFixtures.leagueId, leagueId))
    .orderBy(asc(leagueFixtures.round), asc(leagueFixtures.startTime), asc(home.name));
  return rows.map(toFixtureView);
}

/** PUT /api/leagues/{id}/fixtures/{fixtureId}/result: enter or correct a score. */
export async function enterResult(
  db: Db,
  userId: string,
  leagueId: string,
  fixtureId: string,
  score: { homeScore: number; awayScore: number },
): Promise<FixtureView> {
  const league = await adminLeagueRow(db, userId, leagueId);
  if (league.status === 'cancelled') throw conflict(CANCELLED, 'league_cancelled');
  const updated = await db
    .update(leagueFixtures)
    .set({ homeScore: score.homeScore, awayScore: score.awayScore, status: 'played' })
    .where(and(eq(leagueFixtures.id, fixtureId), eq(leagueFixtures.leagueId, leagueId)))
    .returning({ id: leagueFixtures.id });
  // A fixture of another league is as unknown here as one that does not exist.
  if (updated.length === 0) throw notFound(FIXTURE_NOT_FOUND);
  const [row] = await selectFixtures(db).where(eq(leagueFixtures.id, fixtureId));
  return toFixtureView(row!);
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
