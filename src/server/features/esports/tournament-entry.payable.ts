import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { toCents } from '@shared/money';
import { esportsTeams } from '@server/db/schema/esports';
import {
  esportsTournamentParticipants as participants,
  esportsTournaments,
} from '@server/db/schema/esports-tournaments';
import { conflict, notFound } from '@server/lib/app-error';
import type { PayableKind } from '@server/features/payments/payables';

export const TOURNAMENT_ENTRY = 'esports_tournament_entry';
export const REGISTRATION_CLOSED = 'Registration is closed: the tournament has started or ended';
export const TOURNAMENT_FULL = 'The tournament is full';
const ENTRY_NOT_FOUND = 'Registration not found';
const ALREADY_PAID = 'This registration is no longer waiting for its entry fee';

/** Statuses in which a tournament takes teams. */
export const OPEN_STATUSES = ['upcoming', 'registration'] as const;

/**
 * A tournament's entry fee (issue 14). The subject is the team's participant row, made in the
 * state awaiting_payment, which holds no place: the place is taken when the money comes in, so a
 * full tournament refuses (and refunds) the payment instead of keeping teams it cannot seat.
 */
export const tournamentEntryPayable: PayableKind = {
  kind: TOURNAMENT_ENTRY,

  async quote(tx, participantId, payerId) {
    const [row] = await tx
      .select({ entry: participants, tournament: esportsTournaments, team: esportsTeams })
      .from(participants)
      .innerJoin(esportsTournaments, eq(esportsTournaments.id, participants.tournamentId))
      .innerJoin(esportsTeams, eq(esportsTeams.id, participants.teamId))
      .where(eq(participants.id, participantId));
    if (!row || row.team.captainId !== payerId) throw notFound(ENTRY_NOT_FOUND);
    if (row.entry.status !== 'awaiting_payment') throw conflict(ALREADY_PAID, 'already_paid');
    const t = row.tournament;
    if (t.status !== 'upcoming' && t.status !== 'registration') {
      throw conflict(REGISTRATION_CLOSED, 'registration_closed');
    }
    // Nobody pays for a place that no longer exists.
    if (t.maxTeams !== null && t.currentTeams >= t.maxTeams) {
      throw conflict(TOURNAMENT_FULL, 'tournament_full');
    }
    const amount = toCents(t.entryFee);
    if (amount <= 0) throw conflict('This tournament has no entry fee', 'no_fee');
    return {
      amount,
      // Tournaments keep their money in USD (schema/esports-tournaments.ts).
      currency: 'USD',
      description: `Entry fee: ${t.name} (${row.team.name})`,
      returnTo: `/esports/tournaments/${t.id}?tab=participants`,
    };
  },

  /**
   * Locks in the order the other writers use (order → tournament → participant): the order is
   * already locked; the place is taken with a guarded update on the tournament row, so two teams
   * paying for the last place cannot both get it; the loser's money is refused or refunded.
   */
  async onPaid(tx, order) {
    const [entry] = await tx
      .select({ tournamentId: participants.tournamentId })
      .from(participants)
      .where(
        and(
          eq(participants.id, order.subjectId),
          eq(participants.paymentOrderId, order.id),
          eq(participants.status, 'awaiting_payment'),
        ),
      );
    if (!entry) return 'unwanted';
    const seated = await tx
      .update(esportsTournaments)
      .set({ currentTeams: sql`${esportsTournaments.currentTeams} + 1` })
      .where(
        and(
          eq(esportsTournaments.id, entry.tournamentId),
          inArray(esportsTournaments.status, [...OPEN_STATUSES]),
          or(
            isNull(esportsTournaments.maxTeams),
            lt(esportsTournaments.currentTeams, esportsTournaments.maxTeams),
          ),
        ),
      )
      .returning({ id: esportsTournaments.id });
    if (seated.length === 0) return 'unwanted';
    const moved = await tx
      .update(participants)
      .set({ status: 'registered' })
      .where(
        and(
          eq(participants.id, order.subjectId),
          eq(participants.paymentOrderId, order.id),
          eq(participants.status, 'awaiting_payment'),
        ),
      )
      .returning({ id: participants.id });
    if (moved.length > 0) return 'kept';
    // Withdrawn between the two statements (it cannot be: withdrawal locks the order first);
    // give the place back rather than count a team that is not there.
    await tx
      .update(esportsTournaments)
      .set({ currentTeams: sql`${esportsTournaments.currentTeams} - 1` })
      .where(eq(esportsTournaments.id, entry.tournamentId));
    return 'unwanted';
  },
};
