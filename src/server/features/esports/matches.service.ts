import { and, eq, inArray } from 'drizzle-orm';
import type { MatchView, StandingsRowView } from '@shared/contracts/esports';
import type { Db } from '@server/db/client';
import type { Tx } from '@server/db/tx';
import { esportsTeams } from '@server/db/schema/esports';
import { esportsMatches } from '@server/db/schema/esports-matches';
import { esportsTournamentParticipants as participants } from '@server/db/schema/esports-tournaments';
import { conflict, forbidden, notFound } from '@server/lib/app-error';
import { emit } from '@server/lib/events';
import {
  asConflict,
  followUp,
  insertMatches,
  refreshTeamRecords,
  seededTeams,
} from './bracket.service';
import { applyResult, REFLOW_REFUSED, type ResultInput } from './engine/settle';
import { computeStandings } from './engine/standings';
import type { EngineMatch } from './engine/types';
import {
  engineColumns,
  matchesOf,
  organizerTournamentRow,
  toEngineMatch,
  toMatchView,
  tournamentRow,
} from './tournament-rows';

export const MATCH_NOT_FOUND = 'Match not found';
export const NOT_IN_MATCH = 'Only the captains of the two teams can report this match';
export const RESULT_STANDS = 'A result already stands; ask the organiser to correct it';
export const NOT_PLAYABLE = 'This match is not ready: both teams must be known first';
export const TOURNAMENT_OVER = 'The tournament is over; its results are final';
export const NOT_ONGOING = 'Results are entered while the tournament is ongoing';

type Score = { score1: number; score2: number };
type MatchRow = typeof esportsMatches.$inferSelect;

async function captainsOf(db: Db | Tx, teamIds: (string | null)[]) {
  const ids = teamIds.filter((id): id is string => id !== null);
  if (ids.length === 0) return new Map<string, string | null>();
  const rows = await db
    .select({ id: esportsTeams.id, captainId: esportsTeams.captainId })
    .from(esportsTeams)
    .where(inArray(esportsTeams.id, ids));
  return new Map(rows.map((r) => [r.id, r.captainId]));
}

/** GET …/matches: reports shown to the organiser and to the captains of the two teams. */
export async function listMatches(
  db: Db,
  viewerId: string | null,
  tournamentId: string,
): Promise<MatchView[]> {
  const t = await tournamentRow(db, tournamentId);
  const rows = await matchesOf(db, tournamentId);
  const captains = await captainsOf(db, await seededTeams(db, tournamentId));
  return rows.map((m) => {
    const sees =
      viewerId !== null &&
      (t.organizerId === viewerId ||
        captains.get(m.team1Id ?? '') === viewerId ||
        captains.get(m.team2Id ?? '') === viewerId);
    return toMatchView(m, sees);
  });
}

async function matchRow(tx: Tx, tournamentId: string, matchId: string) {
  const [row] = await tx
    .select()
    .from(esportsMatches)
    .where(and(eq(esportsMatches.id, matchId), eq(esportsMatches.tournamentId, tournamentId)));
  if (!row) throw notFound(MATCH_NOT_FOUND);
  return row;
}

/**
 * Matches built on this one's result outside the bracket links: later Swiss rounds, or the
 * playoffs after a group match. Refused when one is played or reported; otherwise they go, to be
 * paired again from the corrected results.
 */
async function dropDerived(tx: Tx, match: MatchRow, all: MatchRow[], format: string | null) {
  const derived = all.filter((m) =>
    format === 'swiss'
      ? m.round > match.round
      : format === 'groups' && match.stage === 'group' && m.stage === 'playoff',
  );
  if (derived.length === 0) return;
  const locked = derived.some(
    (m) =>
      m.status === 'completed' ||
      m.status === 'disputed' ||
      m.team1Report !== null ||
      m.team2Report !== null,
  );
  if (locked) throw conflict(REFLOW_REFUSED, 'result_locked');
  await tx.delete(esportsMatches).where(
    inArray(
      esportsMatches.id,
      derived.map((m) => m.id),
    ),
  );
}

/** Records a result through the engine, writes the difference, and moves the tournament on. */
async function decide(
  tx: Tx,
  t: Awaited<ReturnType<typeof tournamentRow>>,
  match: MatchRow,
  input: { score1: number | null; score2: number | null; winnerSlot: 1 | 2; forfeit: boolean },
  now: Date,
) {
  let all = await matchesOf(tx, t.id);
  const winner = input.winnerSlot === 1 ? match.team1Id : match.team2Id;
  if (match.status === 'completed' && match.winnerId !== winner) {
    await dropDerived(tx, match, all, t.format);
    all = await matchesOf(tx, t.id);
  }
  const engine: EngineMatch[] = all.map(toEngineMatch);
  const change = asConflict(() => applyResult(engine, match.id, input, t.grandFinalReset));
  if (change.removed.length > 0) {
    await tx.delete(esportsMatches).where(inArray(esportsMatches.id, change.removed));
  }
  const wasReady = new Set(all.filter((m) => m.status === 'ready').map((m) => m.id));
  for (const m of [...change.changed, ...change.created]) {
    if (m.status === 'ready' && !wasReady.has(m.id)) {
      await emit(tx, { type: 'esports.match_ready', data: { tournamentId: t.id, matchId: m.id } });
    }
  }
  for (const m of change.changed) {
    await tx
      .update(esportsMatches)
      .set({ ...engineColumns(m), completedAt: m.id === match.id ? now : undefined })
      .where(eq(esportsMatches.id, m.id));
  }
  await insertMatches(tx, t.id, change.created, now);
  await refreshTeamRecords(tx, [match.team1Id, match.team2Id]);
  await followUp(tx, t, now);
}

function assertPlayable(t: { status: string }, match: MatchRow) {
  if (t.status === 'completed') throw conflict(TOURNAMENT_OVER, 'tournament_over');
  if (t.status !== 'ongoing') throw conflict(NOT_ONGOING, 'not_ongoing');
  if (!match.team1Id || !match.team2Id || match.status === 'bye' || match.status === 'pending') {
    throw conflict(NOT_PLAYABLE, 'match_not_ready');
  }
}

/**
 * POST …/matches/{matchId}/report: each captain reports; the same score from both stands,
 * different scores make the match disputed until the organiser decides.
 */
export async function reportResult(
  db: Db,
  userId: string,
  tournamentId: string,
  matchId: string,
  score: Score,
  now: Date,
) {
  await db.transaction(async (tx) => {
    const t = await tournamentRow(tx, tournamentId, true);
    const match = await matchRow(tx, tournamentId, matchId);
    const captains = await captainsOf(tx, [match.team1Id, match.team2Id]);
    const side =
      match.team1Id && captains.get(match.team1Id) === userId
        ? 1
        : match.team2Id && captains.get(match.team2Id) === userId
          ? 2
          : null;
    if (side === null) throw forbidden(NOT_IN_MATCH);
    assertPlayable(t, match);
    if (match.status === 'completed') throw conflict(RESULT_STANDS, 'result_stands');
    const report1 = side === 1 ? score : match.team1Report;
    const report2 = side === 2 ? score : match.team2Report;
    await tx
      .update(esportsMatches)
      .set(side === 1 ? { team1Report: score } : { team2Report: score })
      .where(eq(esportsMatches.id, matchId));
    if (!report1 || !report2) return;
    if (report1.score1 !== report2.score1 || report1.score2 !== report2.score2) {
      await tx
        .update(esportsMatches)
        .set({ status: 'disputed' })
        .where(eq(esportsMatches.id, matchId));
      await emit(tx, { type: 'esports.match_disputed', data: { tournamentId, matchId } });
      return;
    }
    const fresh = await matchRow(tx, tournamentId, matchId);
    await decide(
      tx,
      t,
      fresh,
      { ...score, winnerSlot: score.score1 > score.score2 ? 1 : 2, forfeit: false },
      now,
    );
  });
  return (await listMatches(db, userId, tournamentId)).find((m) => m.id === matchId)!;
}

/**
 * PUT …/matches/{matchId}/result (organiser): sets or corrects a result, or a forfeit. A
 * correction re-flows where later matches are unplayed and is refused where they are played.
 */
export async function setResult(
  db: Db,
  userId: string,
  tournamentId: string,
  matchId: string,
  body: { score1?: number; score2?: number; forfeit?: 'team1' | 'team2' },
  now: Date,
) {
  await db.transaction(async (tx) => {
    const t = await organizerTournamentRow(tx, userId, tournamentId, true);
    const match = await matchRow(tx, tournamentId, matchId);
    assertPlayable(t, match);
    const input: ResultInput = body.forfeit
      ? {
          score1: body.score1 ?? null,
          score2: body.score2 ?? null,
          winnerSlot: body.forfeit === 'team1' ? 2 : 1,
          forfeit: true,
        }
      : {
          score1: body.score1!,
          score2: body.score2!,
          winnerSlot: body.score1! > body.score2! ? 1 : 2,
          forfeit: false,
        };
    await decide(tx, t, match, input, now);
  });
  return (await listMatches(db, userId, tournamentId)).find((m) => m.id === matchId)!;
}

/** GET …/standings: placements, record, Buchholz in Swiss, groups, and prize money. */
export async function getStandings(db: Db, tournamentId: string): Promise<StandingsRowView[]> {
  const t = await tournamentRow(db, tournamentId);
  const teams = await seededTeams(db, tournamentId);
  const rows = await db
    .select({
      teamId: participants.teamId,
      name: esportsTeams.name,
      prizeWon: participants.prizeWon,
    })
    .from(participants)
    .innerJoin(esportsTeams, eq(esportsTeams.id, participants.teamId))
    .where(eq(participants.tournamentId, tournamentId));
  const info = new Map(rows.map((r) => [r.teamId, r]));
  const matches = (await matchesOf(db, tournamentId)).map(toEngineMatch);
  if (matches.length === 0) {
    return teams.map((teamId) => ({
      teamId,
      teamName: info.get(teamId)?.name ?? '',
      placement: null,
      wins: 0,
      losses: 0,
      points: 0,
      prizeWon: '0.00',
    }));
  }
  return computeStandings(t.format ?? 'single_elimination', teams, matches).map((row) => ({
    ...row,
    teamName: info.get(row.teamId)?.name ?? '',
    prizeWon: info.get(row.teamId)?.prizeWon ?? '0.00',
  }));
}
