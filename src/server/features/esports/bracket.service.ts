import { and, asc, eq, inArray, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import type { Tx } from '@server/db/tx';
import { esportsTeams } from '@server/db/schema/esports';
import { esportsMatches } from '@server/db/schema/esports-matches';
import {
  esportsTournamentParticipants as participants,
  esportsTournaments,
} from '@server/db/schema/esports-tournaments';
import { badRequest, conflict } from '@server/lib/app-error';
import { emit } from '@server/lib/events';
import { generateBracket, isFinished, nextStage } from './engine/generate';
import { computeStandings, prizeCents } from './engine/standings';
import { BracketError, type EngineMatch } from './engine/types';
import {
  cancelEntryOrders,
  type EsportsPayments,
  lockEntryOrders,
  settleEntryOrders,
} from './entry-fees';
import { writeSeeds } from './seeding.service';
import {
  engineColumns,
  matchesOf,
  optionsOf,
  organizerTournamentRow,
  toEngineMatch,
} from './tournament-rows';

export const TOO_FEW_TEAMS = 'A tournament needs at least two teams to start';
export const ALREADY_STARTED = 'This tournament has already started or ended';
const INSERT_SLICE = 500;

type Tournament = typeof esportsTournaments.$inferSelect;

/** The engine's refusals as 409s with their message. */
export function asConflict<T>(work: () => T): T {
  try {
    return work();
  } catch (error) {
    if (error instanceof BracketError) throw conflict(error.message, error.code);
    throw error;
  }
}

export async function insertMatches(
  tx: Tx,
  tournamentId: string,
  matches: EngineMatch[],
  now: Date,
) {
  for (let i = 0; i < matches.length; i += INSERT_SLICE) {
    await tx.insert(esportsMatches).values(
      matches.slice(i, i + INSERT_SLICE).map((m) => ({
        id: m.id,
        tournamentId,
        ...engineColumns(m),
        completedAt: m.status === 'completed' ? now : null,
      })),
    );
  }
}

/** The taking-part teams in seed order (seed, then registration), top seed first. */
export async function seededTeams(tx: Db | Tx, tournamentId: string) {
  const rows = await tx
    .select({ teamId: participants.teamId })
    .from(participants)
    .where(
      and(
        eq(participants.tournamentId, tournamentId),
        notInArray(participants.status, ['awaiting_payment', 'disqualified']),
      ),
    )
    .orderBy(sql`${participants.seed} asc nulls last`, asc(participants.createdAt));
  return rows.map((r) => r.teamId);
}

/**
 * POST …/start: drops the teams that did not check in (when check-in is required) or have not
 * paid, fixes seeds 1..n, and writes the bracket, the groups or the first Swiss round. A dropped
 * team's entry fee goes back (refunded after the commit); an unpaid one's order is cancelled.
 */
export async function startTournament(
  db: Db,
  pay: EsportsPayments,
  userId: string,
  tournamentId: string,
  now: Date,
) {
  const toSettle = await db.transaction(async (tx) => {
    // Orders before the tournament row, as a payment takes them (entry-fees.ts).
    const orders = await lockEntryOrders(tx, tournamentId);
    const t = await organizerTournamentRow(tx, userId, tournamentId, true);
    if (t.status !== 'upcoming' && t.status !== 'registration') {
      throw conflict(ALREADY_STARTED, 'already_started');
    }
    const dropped = t.checkInRequired
      ? (['registered', 'awaiting_payment'] as const)
      : (['awaiting_payment'] as const);
    const gone = await tx
      .delete(participants)
      .where(
        and(
          eq(participants.tournamentId, tournamentId),
          inArray(participants.status, [...dropped]),
        ),
      )
      .returning({ orderId: participants.paymentOrderId });
    const teams = await seededTeams(tx, tournamentId);
    if (teams.length < 2) throw badRequest(TOO_FEW_TEAMS);
    await writeSeeds(tx, tournamentId, teams);
    const matches = asConflict(() =>
      generateBracket(t.format ?? 'single_elimination', teams, optionsOf(t)),
    );
    await insertMatches(tx, tournamentId, matches, now);
    await tx
      .update(participants)
      .set({ status: 'playing' })
      .where(eq(participants.tournamentId, tournamentId));
    await tx
      .update(esportsTournaments)
      .set({ status: 'ongoing', currentTeams: teams.length })
      .where(eq(esportsTournaments.id, tournamentId));
    await emit(tx, { type: 'esports.tournament_started', data: { tournamentId } });
    // Only orders locked above: one opened since (after our lock on the tournament, impossible)
    // would find its registration gone when paid, and be refused or refunded then.
    const droppedOrders = new Set(gone.map((g) => g.orderId));
    return cancelEntryOrders(
      tx,
      orders.filter((id) => droppedOrders.has(id)),
    );
  });
  await settleEntryOrders(db, pay, toSettle, now);
}

/** Wins, losses and win rate of teams from every played match (byes do not count). */
export async function refreshTeamRecords(tx: Tx, teamIds: (string | null)[]) {
  const ids = [...new Set(teamIds.filter((id): id is string => id !== null))];
  for (const id of ids) {
    const [tally] = await tx
      .select({
        played: sql<number>`count(*)::int`,
        wins: sql<number>`count(*) filter (where ${esportsMatches.winnerId} = ${id})::int`,
      })
      .from(esportsMatches)
      .where(
        and(
          eq(esportsMatches.status, 'completed'),
          or(eq(esportsMatches.team1Id, id), eq(esportsMatches.team2Id, id)),
        ),
      );
    const played = tally?.played ?? 0;
    const wins = tally?.wins ?? 0;
    await tx
      .update(esportsTeams)
      .set({
        matchesPlayed: played,
        wins,
        losses: played - wins,
        winRate: played === 0 ? '0' : ((wins / played) * 100).toFixed(2),
      })
      .where(eq(esportsTeams.id, id));
  }
}

/**
 * Once every match is decided and no stage is due: placements, prize money, the champion, and
 * the tournament completed. Returns false (and changes nothing) while matches remain.
 */
export async function completeTournament(tx: Tx, t: Tournament): Promise<boolean> {
  const teams = await seededTeams(tx, t.id);
  const matches = (await matchesOf(tx, t.id)).map(toEngineMatch);
  const format = t.format ?? 'single_elimination';
  if (matches.length === 0 || !isFinished(format, teams, matches, optionsOf(t))) return false;
  const rows = computeStandings(format, teams, matches);
  const shares = Array.isArray(t.prizeDistribution)
    ? (t.prizeDistribution as { place: number; percent: number }[])
    : [];
  const prizes = prizeCents(rows, Math.round(Number(t.prizePool) * 100), shares);
  for (const row of rows) {
    const cents = prizes.get(row.teamId) ?? 0;
    await tx
      .update(participants)
      .set({
        placement: row.placement,
        prizeWon: (cents / 100).toFixed(2),
        status: row.placement === 1 ? 'winner' : 'eliminated',
      })
      .where(and(eq(participants.tournamentId, t.id), eq(participants.teamId, row.teamId)));
    await tx
      .update(esportsTeams)
      .set({
        earnings: sql`${esportsTeams.earnings} + ${(cents / 100).toFixed(2)}`,
        tournamentWins: sql`${esportsTeams.tournamentWins} + ${row.placement === 1 ? 1 : 0}`,
      })
      .where(eq(esportsTeams.id, row.teamId));
  }
  await tx
    .update(esportsTournaments)
    .set({ status: 'completed' })
    .where(eq(esportsTournaments.id, t.id));
  return true;
}

/**
 * After a result: adds any stage now due (next Swiss round, playoffs) and completes the
 * tournament when nothing is left.
 */
export async function followUp(tx: Tx, t: Tournament, now: Date) {
  const teams = await seededTeams(tx, t.id);
  const matches = (await matchesOf(tx, t.id)).map(toEngineMatch);
  const next = asConflict(() =>
    nextStage(t.format ?? 'single_elimination', teams, matches, optionsOf(t)),
  );
  if (next.length > 0) {
    await insertMatches(tx, t.id, next, now);
    const round = next[0]!.round;
    await emit(tx, { type: 'esports.round_paired', data: { tournamentId: t.id, round } });
    return;
  }
  await completeTournament(tx, t);
}
