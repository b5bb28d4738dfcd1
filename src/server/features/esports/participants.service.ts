import { and, asc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { ParticipantView } from '@shared/contracts/esports';
import { toCents } from '@shared/money';
import type { Db } from '@server/db/client';
import type { Tx } from '@server/db/tx';
import { electronicGames, esportsTeams } from '@server/db/schema/esports';
import {
  esportsTournamentParticipants as participants,
  esportsTournaments,
} from '@server/db/schema/esports-tournaments';
import { paymentOrders } from '@server/db/schema/payments';
import { badRequest, conflict, forbidden, notFound } from '@server/lib/app-error';
import { openPaymentOrder } from '@server/features/payments/payment-orders.service';
import {
  cancelEntryOrders,
  type EsportsPayments,
  lockEntryOrders,
  settleEntryOrders,
} from './entry-fees';
import { activePlayerCounts } from './team-rows';
import { REGISTRATION_CLOSED, TOURNAMENT_ENTRY, TOURNAMENT_FULL } from './tournament-entry.payable';
import { checkInOpen, tournamentRow } from './tournament-rows';

export { REGISTRATION_CLOSED, TOURNAMENT_FULL };
export const ALREADY_REGISTERED = 'This team is already registered';
export const WRONG_GAME = 'This team plays another game';
export const NOT_REGISTERED = 'Team not found in this tournament';
export const NO_CHECK_IN = 'This tournament has no check-in';
export const CHECK_IN_CLOSED = 'Check-in is not open';
export const UNPAID = 'The entry fee is not paid yet';
export const SEED_TAKEN = 'That seed is taken';
const NOT_CAPTAIN_OR_ORGANIZER = 'Only the team’s captain or the organiser can do that';
const ONLY_ORGANIZER_SEEDS = 'Only the organiser sets seeds';
const UNKNOWN_TEAM = 'Choose a team';

const rosterTooSmall = (size: number, has: number) =>
  `The roster needs at least ${size} player${size === 1 ? '' : 's'} for this game (it has ${has})`;

const open = (status: string) => status === 'upcoming' || status === 'registration';

/**
 * GET …/participants. Everyone sees each team's fee status (paid, awaiting payment, refunded);
 * the order's id only its payer, who may go and pay it.
 */
export async function listParticipants(
  db: Db | Tx,
  tournamentId: string,
  viewerId: string | null = null,
): Promise<ParticipantView[]> {
  await tournamentRow(db, tournamentId);
  const rows = await db
    .select({
      p: participants,
      team: esportsTeams,
      order: { status: paymentOrders.status, payerId: paymentOrders.payerId },
    })
    .from(participants)
    .innerJoin(esportsTeams, eq(esportsTeams.id, participants.teamId))
    .leftJoin(paymentOrders, eq(paymentOrders.id, participants.paymentOrderId))
    .where(eq(participants.tournamentId, tournamentId))
    .orderBy(sql`${participants.seed} asc nulls last`, asc(participants.createdAt));
  return rows.map(({ p, team, order }) => ({
    teamId: team.id,
    teamName: team.name,
    teamTag: team.tag,
    teamLogo: team.logo,
    mmr: team.mmr,
    seed: p.seed,
    status: p.status,
    placement: p.placement,
    prizeWon: p.prizeWon,
    checkedInAt: p.checkedInAt?.toISOString() ?? null,
    registeredAt: p.createdAt.toISOString(),
    feeStatus: order?.status ?? null,
    paymentOrderId:
      order && viewerId !== null && order.payerId === viewerId ? p.paymentOrderId : null,
  }));
}

/**
 * Takes one of the tournament's places: a guarded update, so of two registrations racing for
 * the last place (or a registration and a payment) only one gets it.
 */
async function takePlace(tx: Tx, tournamentId: string) {
  const grown = await tx
    .update(esportsTournaments)
    .set({ currentTeams: sql`${esportsTournaments.currentTeams} + 1` })
    .where(
      and(
        eq(esportsTournaments.id, tournamentId),
        or(
          isNull(esportsTournaments.maxTeams),
          lt(esportsTournaments.currentTeams, esportsTournaments.maxTeams),
        ),
      ),
    )
    .returning({ id: esportsTournaments.id });
  if (grown.length === 0) throw conflict(TOURNAMENT_FULL, 'tournament_full');
}

/**
 * POST …/participants: the team's captain registers it (or the organiser adds it, paying
 * nothing) while the tournament is upcoming or in registration. With an entry fee the captain's
 * registration waits in 'awaiting_payment', holding no place, with a payment order the answer
 * names (`paymentOrderId`); asking again answers the same unpaid registration.
 */
export async function registerTeam(
  db: Db,
  { payables }: Pick<EsportsPayments, 'payables'>,
  userId: string,
  tournamentId: string,
  input: { teamId: string; seed?: number | null },
) {
  await db.transaction(async (tx) => {
    const t = await tournamentRow(tx, tournamentId, true);
    const [row] = await tx
      .select({ team: esportsTeams, teamSize: electronicGames.teamSize })
      .from(esportsTeams)
      .innerJoin(electronicGames, eq(electronicGames.id, esportsTeams.gameId))
      .where(eq(esportsTeams.id, input.teamId));
    if (!row) throw badRequest(UNKNOWN_TEAM, { teamId: UNKNOWN_TEAM });
    const isOrganizer = t.organizerId === userId;
    if (!isOrganizer && row.team.captainId !== userId) throw forbidden(NOT_CAPTAIN_OR_ORGANIZER);
    if (input.seed != null && !isOrganizer) throw forbidden(ONLY_ORGANIZER_SEEDS);
    if (!open(t.status)) throw conflict(REGISTRATION_CLOSED, 'registration_closed');
    if (row.team.gameId !== t.gameId) throw badRequest(WRONG_GAME, { teamId: WRONG_GAME });
    const has = (await activePlayerCounts(tx, [row.team.id])).get(row.team.id) ?? 0;
    if (has < row.teamSize)
      throw badRequest(rosterTooSmall(row.teamSize, has), {
        teamId: rosterTooSmall(row.teamSize, has),
      });
    const withFee = !isOrganizer && toCents(t.entryFee) > 0;
    const [existing] = await tx
      .select({
        id: participants.id,
        status: participants.status,
        orderStatus: paymentOrders.status,
      })
      .from(participants)
      .leftJoin(paymentOrders, eq(paymentOrders.id, participants.paymentOrderId))
      .where(
        and(eq(participants.tournamentId, tournamentId), eq(participants.teamId, input.teamId)),
      );
    if (existing) {
      const unpaid = existing.status === 'awaiting_payment';
      const payable = existing.orderStatus === 'pending' || existing.orderStatus === 'failed';
      if (unpaid && payable && withFee) return;
      if (!unpaid || payable) throw conflict(ALREADY_REGISTERED, 'already_registered');
      // Its payment was refused (the tournament was full then): this registration starts anew.
      await tx.delete(participants).where(eq(participants.id, existing.id));
    }
    if (input.seed != null) {
      const [taken] = await tx
        .select({ id: participants.id })
        .from(participants)
        .where(and(eq(participants.tournamentId, tournamentId), eq(participants.seed, input.seed)));
      if (taken) throw conflict(SEED_TAKEN, 'seed_taken');
    }
    // A paid registration takes its place when the money comes in (tournament-entry.payable.ts).
    if (!withFee) await takePlace(tx, tournamentId);
    const [created] = await tx
      .insert(participants)
      .values({
        tournamentId,
        teamId: input.teamId,
        seed: input.seed ?? null,
        status: withFee ? 'awaiting_payment' : 'registered',
      })
      .returning({ id: participants.id });
    if (withFee) {
      const order = await openPaymentOrder(tx, payables, {
        kind: TOURNAMENT_ENTRY,
        subjectId: created!.id,
        payerId: userId,
      });
      await tx
        .update(participants)
        .set({ paymentOrderId: order.id })
        .where(eq(participants.id, created!.id));
    }
  });
  const list = await listParticipants(db, tournamentId, userId);
  return list.find((p) => p.teamId === input.teamId)!;
}

/**
 * DELETE …/participants/{teamId}: the captain withdraws, or the organiser removes, before the
 * start. A paid entry fee goes back, exactly once (the order is cancelled here, refunded after
 * the commit); an unpaid one's order is cancelled, so a late payment is refused or refunded.
 */
export async function withdrawTeam(
  db: Db,
  pay: EsportsPayments,
  userId: string,
  tournamentId: string,
  teamId: string,
  now: Date,
) {
  const toSettle = await db.transaction(async (tx) => {
    // The order before the tournament, as a payment locks them (entry-fees.ts).
    const orders = await lockEntryOrders(tx, tournamentId, [teamId]);
    const t = await tournamentRow(tx, tournamentId, true);
    const [row] = await tx
      .select({
        id: participants.id,
        status: participants.status,
        captainId: esportsTeams.captainId,
      })
      .from(participants)
      .innerJoin(esportsTeams, eq(esportsTeams.id, participants.teamId))
      .where(and(eq(participants.tournamentId, tournamentId), eq(participants.teamId, teamId)));
    if (!row) throw notFound(NOT_REGISTERED);
    if (t.organizerId !== userId && row.captainId !== userId)
      throw forbidden(NOT_CAPTAIN_OR_ORGANIZER);
    if (!open(t.status)) throw conflict(REGISTRATION_CLOSED, 'registration_closed');
    await tx.delete(participants).where(eq(participants.id, row.id));
    // A registration still awaiting its fee held no place.
    if (row.status !== 'awaiting_payment') {
      await tx
        .update(esportsTournaments)
        .set({ currentTeams: sql`greatest(${esportsTournaments.currentTeams} - 1, 0)` })
        .where(eq(esportsTournaments.id, tournamentId));
    }
    return cancelEntryOrders(tx, orders);
  });
  await settleEntryOrders(db, pay, toSettle, now);
}

/** POST …/participants/{teamId}/check-in: the captain (or organiser) during the window. */
export async function checkIn(
  db: Db,
  userId: string,
  tournamentId: string,
  teamId: string,
  now: Date,
) {
  await db.transaction(async (tx) => {
    const t = await tournamentRow(tx, tournamentId, true);
    const [row] = await tx
      .select({ p: participants, captainId: esportsTeams.captainId })
      .from(participants)
      .innerJoin(esportsTeams, eq(esportsTeams.id, participants.teamId))
      .where(and(eq(participants.tournamentId, tournamentId), eq(participants.teamId, teamId)));
    if (!row) throw notFound(NOT_REGISTERED);
    if (t.organizerId !== userId && row.captainId !== userId)
      throw forbidden(NOT_CAPTAIN_OR_ORGANIZER);
    if (!t.checkInRequired) throw conflict(NO_CHECK_IN, 'no_check_in');
    if (!checkInOpen(t, now)) throw conflict(CHECK_IN_CLOSED, 'check_in_closed');
    if (row.p.status === 'awaiting_payment') throw conflict(UNPAID, 'unpaid');
    if (row.p.status === 'checked_in') return;
    await tx
      .update(participants)
      .set({ status: 'checked_in', checkedInAt: now })
      .where(eq(participants.id, row.p.id));
  });
  const list = await listParticipants(db, tournamentId);
  return list.find((p) => p.teamId === teamId)!;
}
