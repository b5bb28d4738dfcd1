import { and, desc, eq, exists, ne, type SQL, sql } from 'drizzle-orm';
import {
  type createTournamentBody,
  type listTournamentsQuery,
  TOURNAMENT_TRANSITIONS,
  type TournamentView,
} from '@shared/contracts/esports';
import type { EsportsTournamentStatus } from '@shared/esports-enums';
import type { z } from 'zod';
import type { Db } from '@server/db/client';
import { electronicGames } from '@server/db/schema/esports';
import {
  esportsTournamentParticipants as participants,
  esportsTournaments,
} from '@server/db/schema/esports-tournaments';
import { badRequest, conflict, notFound } from '@server/lib/app-error';
import { completeTournament, startTournament } from './bracket.service';
import {
  cancelEntryOrders,
  type EsportsPayments,
  lockEntryOrders,
  settleEntryOrders,
} from './entry-fees';
import {
  organizerTournamentRow,
  selectTournaments,
  toTournamentView,
  TOURNAMENT_NOT_FOUND,
} from './tournament-rows';

const UNKNOWN_GAME = 'Choose a game from the list';
export const NOT_FINISHED =
  'Matches are still to be played; the tournament cannot be completed yet';
const LIST_LIMIT = 100;

/** POST /api/esports/tournaments: any signed-in player may organise; it starts upcoming. */
export async function createTournament(
  db: Db,
  userId: string,
  input: z.output<typeof createTournamentBody>,
  now: Date,
): Promise<TournamentView> {
  const [game] = await db
    .select({ id: electronicGames.id })
    .from(electronicGames)
    .where(eq(electronicGames.id, input.gameId));
  if (!game) throw badRequest(UNKNOWN_GAME, { gameId: UNKNOWN_GAME });
  const [row] = await db
    .insert(esportsTournaments)
    .values({
      name: input.name,
      gameId: input.gameId,
      organizerId: userId,
      tournamentType: input.tournamentType,
      format: input.format,
      startDate: input.startDate,
      endDate: input.endDate ?? null,
      venue: input.venue ?? null,
      region: input.region ?? null,
      maxTeams: input.maxTeams,
      entryFee: input.entryFee ?? '0',
      prizePool: input.prizePool ?? '0',
      prizeDistribution: input.prizeDistribution ?? [],
      rules: input.rules ?? null,
      streamLinks: input.streamLinks ?? [],
      thirdPlaceMatch: input.thirdPlaceMatch,
      grandFinalReset: input.grandFinalReset,
      swissRounds: input.swissRounds ?? null,
      groupCount: input.groupCount,
      advancePerGroup: input.advancePerGroup,
      roundRobinLegs: input.roundRobinLegs,
      checkInRequired: input.checkInRequired,
      checkInOpensAt: input.checkInOpensAt ? new Date(input.checkInOpensAt) : null,
    })
    .returning({ id: esportsTournaments.id });
  return getTournament(db, userId, row!.id, now);
}

export async function getTournament(
  db: Db,
  viewerId: string | null,
  tournamentId: string,
  now: Date,
): Promise<TournamentView> {
  const [row] = await selectTournaments(db).where(eq(esportsTournaments.id, tournamentId));
  if (!row) throw notFound(TOURNAMENT_NOT_FOUND);
  return toTournamentView(row, viewerId, now);
}

/** GET /api/esports/tournaments: by status, title, organiser or team, latest start first. */
export async function listTournaments(
  db: Db,
  viewerId: string | null,
  query: z.output<typeof listTournamentsQuery>,
  now: Date,
): Promise<TournamentView[]> {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(esportsTournaments.status, query.status));
  if (query.gameId) conditions.push(eq(esportsTournaments.gameId, query.gameId));
  if (query.mine === 'true') {
    if (!viewerId) return [];
    conditions.push(eq(esportsTournaments.organizerId, viewerId));
  }
  if (query.teamId) {
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(participants)
          .where(
            and(
              eq(participants.tournamentId, esportsTournaments.id),
              eq(participants.teamId, query.teamId),
              ne(participants.status, 'awaiting_payment'),
            ),
          ),
      ),
    );
  }
  const rows = await selectTournaments(db)
    .where(and(...conditions))
    .orderBy(desc(esportsTournaments.startDate), esportsTournaments.name)
    .limit(LIST_LIMIT);
  return rows.map((row) => toTournamentView(row, viewerId, now));
}

/**
 * POST /api/esports/tournaments/{id}/status: only TOURNAMENT_TRANSITIONS (409 otherwise).
 * 'ongoing' starts it (as POST …/start); 'completed' only once every match is decided;
 * 'cancelled' gives every paid entry fee back (once) and cancels the unpaid orders.
 */
export async function updateTournamentStatus(
  db: Db,
  pay: EsportsPayments,
  userId: string,
  tournamentId: string,
  status: EsportsTournamentStatus,
  now: Date,
): Promise<TournamentView> {
  const current = await organizerTournamentRow(db, userId, tournamentId);
  if (status === 'ongoing') {
    if (current.status === 'ongoing') return getTournament(db, userId, tournamentId, now);
    if (!TOURNAMENT_TRANSITIONS[current.status].includes('ongoing')) {
      throw conflict(
        `A tournament that is ${current.status} cannot become ongoing`,
        'bad_transition',
      );
    }
    await startTournament(db, pay, userId, tournamentId, now);
    return getTournament(db, userId, tournamentId, now);
  }
  const toSettle = await db.transaction(async (tx) => {
    // Orders before the tournament row, as a payment takes them (entry-fees.ts).
    const orders = status === 'cancelled' ? await lockEntryOrders(tx, tournamentId) : [];
    const t = await organizerTournamentRow(tx, userId, tournamentId, true);
    if (t.status === status) return [];
    if (!TOURNAMENT_TRANSITIONS[t.status].includes(status)) {
      throw conflict(`A tournament that is ${t.status} cannot become ${status}`, 'bad_transition');
    }
    if (status === 'completed') {
      const done = await completeTournament(tx, t);
      if (!done) throw conflict(NOT_FINISHED, 'not_finished');
      return [];
    }
    await tx
      .update(esportsTournaments)
      .set({ status })
      .where(eq(esportsTournaments.id, tournamentId));
    // A payment still in flight finds the tournament cancelled and is refused or refunded.
    return cancelEntryOrders(tx, orders);
  });
  await settleEntryOrders(db, pay, toSettle, now);
  return getTournament(db, userId, tournamentId, now);
}
