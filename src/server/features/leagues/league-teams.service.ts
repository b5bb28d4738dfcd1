import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { LeagueTeamView } from '@shared/contracts/leagues';
import type { Db } from '@server/db/client';
import type { Tx } from '@server/db/tx';
import { leagueTeams, leagues } from '@server/db/schema/leagues';
import { paymentOrders } from '@server/db/schema/payments';
import { teams } from '@server/db/schema/teams';
import { badRequest, conflict, forbidden, notFound } from '@server/lib/app-error';
import { isUniqueViolation } from '@server/lib/pg-errors';
import type { PaymentProviders } from '@server/features/payments/payment-provider';
import type { PayableRegistry } from '@server/features/payments/payables';
import {
  cancelPaymentOrder,
  lockPaymentOrder,
  openPaymentOrder,
  settleCancelledOrder,
} from '@server/features/payments/payment-orders.service';
import { toCents } from '@shared/money';
import { adminLeagueRow, leagueRow } from './league-rows';
import {
  LEAGUE_FULL,
  LEAGUE_REGISTRATION,
  REGISTRATION_CLOSED,
} from './league-registration.payable';

export { LEAGUE_FULL };
export const ALREADY_IN_LEAGUE = 'This team is already in the league or has asked to join';
const TEAM_NOT_FOUND = 'Team not found';
const NOT_YOUR_TEAM = 'Only the team’s captain or manager can register it';
const NOT_PAID_YET = 'This team has not paid the registration fee yet';
const OTHER_SPORT = 'This team plays another sport than the league';
const CLOSED_LEAGUE = 'This league is over; its teams no longer change';

/**
 * Takes one of the league's places. A guarded update: with two requests racing for the last
 * place, the row lock makes the second see the first's count, so current_teams never passes
 * max_teams.
 */
async function takePlace(tx: Tx, leagueId: string) {
  const taken = await tx
    .update(leagues)
    .set({ currentTeams: sql`${leagues.currentTeams} + 1` })
    .where(
      and(
        eq(leagues.id, leagueId),
        or(sql`${leagues.maxTeams} is null`, sql`${leagues.currentTeams} < ${leagues.maxTeams}`),
      ),
    )
    .returning({ id: leagues.id });
  if (taken.length === 0) throw conflict(LEAGUE_FULL, 'league_full');
}

/** What registration needs from payments: the providers, and the kinds of payment orders. */
export type LeaguePayments = { payments: PaymentProviders; payables: PayableRegistry };

/**
 * POST /api/leagues/{id}/teams. The admin adds a team (accepted at once, paying nothing); a
 * team's captain or manager asks to register it while registration is open (pending until the
 * admin decides). With a registration fee the request waits for it (awaiting_payment, with a
 * payment order the answer names); asking again answers the same unpaid request.
 */
export async function addLeagueTeam(
  db: Db,
  { payables }: Pick<LeaguePayments, 'payables'>,
  userId: string,
  leagueId: string,
  teamId: string,
): Promise<LeagueTeamView> {
  const league = await leagueRow(db, leagueId);
  const [team] = await db.select().from(teams).where(eq(teams.id, teamId));
  if (!team) throw notFound(TEAM_NOT_FOUND);
  if (team.sportId !== league.sportId) throw badRequest(OTHER_SPORT, { teamId: OTHER_SPORT });
  const byAdmin = league.adminId === userId;
  if (!byAdmin) {
    if (team.captainId !== userId && team.managerId !== userId) throw forbidden(NOT_YOUR_TEAM);
    if (league.status !== 'registration')
      throw conflict(REGISTRATION_CLOSED, 'registration_closed');
  } else if (league.status === 'completed' || league.status === 'cancelled') {
    throw conflict(CLOSED_LEAGUE, 'league_closed');
  }
  const withFee = !byAdmin && toCents(league.registrationFee ?? '0') > 0;
  const id = await db
    .transaction(async (tx) => {
      if (withFee) {
        const [unpaid] = await tx
          .select({ id: leagueTeams.id })
          .from(leagueTeams)
          .where(
            and(
              eq(leagueTeams.leagueId, leagueId),
              eq(leagueTeams.teamId, teamId),
              eq(leagueTeams.status, 'awaiting_payment'),
            ),
          );
        if (unpaid) return unpaid.id;
      }
      if (byAdmin) await takePlace(tx, leagueId);
      // A declined team may ask again (or be added): its old answer makes way.
      await tx
        .delete(leagueTeams)
        .where(
          and(
            eq(leagueTeams.leagueId, leagueId),
            eq(leagueTeams.teamId, teamId),
            eq(leagueTeams.status, 'declined'),
          ),
        );
      const [row] = await tx
        .insert(leagueTeams)
        .values({
          leagueId,
          teamId,
          status: byAdmin ? 'accepted' : withFee ? 'awaiting_payment' : 'pending',
          requestedBy: userId,
          decidedAt: byAdmin ? new Date() : null,
        })
        .returning({ id: leagueTeams.id });
      if (withFee) {
        const order = await openPaymentOrder(tx, payables, {
          kind: LEAGUE_REGISTRATION,
          subjectId: row!.id,
          payerId: userId,
        });
        await tx
          .update(leagueTeams)
          .set({ paymentOrderId: order.id })
          .where(eq(leagueTeams.id, row!.id));
      }
      return row!.id;
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw conflict(ALREADY_IN_LEAGUE, 'already_in_league');
      throw error;
    });
  return leagueTeamView(db, id);
}

/**
 * PATCH /api/leagues/{id}/teams/{leagueTeamId}: the admin accepts or declines a request. A
 * declined request's fee goes back (exactly once: the order is cancelled in this transaction,
 * the refund made after it); an unpaid one can only be declined.
 */
export async function decideLeagueTeam(
  db: Db,
  { payments, payables }: LeaguePayments,
  userId: string,
  leagueId: string,
  leagueTeamId: string,
  decision: 'accepted' | 'declined',
  now: Date,
): Promise<LeagueTeamView> {
  const orderToSettle = await db.transaction(async (tx) => {
    await adminLeagueRow(tx, userId, leagueId);
    // A payment may be settling this request right now: take its order's lock first, as the
    // payment does (order, then request). payment_order_id never changes once set.
    const [fee] = await tx
      .select({ orderId: leagueTeams.paymentOrderId })
      .from(leagueTeams)
      .where(eq(leagueTeams.id, leagueTeamId));
    if (fee?.orderId) await lockPaymentOrder(tx, fee.orderId);
    const [entry] = await tx
      .select()
      .from(leagueTeams)
      .where(and(eq(leagueTeams.id, leagueTeamId), eq(leagueTeams.leagueId, leagueId)))
      .for('update');
    if (!entry) throw notFound('Registration not found');
    const unpaid = entry.status === 'awaiting_payment';
    if (entry.status !== 'pending' && !unpaid) {
      throw conflict('This request was already answered', 'answered');
    }
    if (decision === 'accepted') {
      if (unpaid) throw conflict(NOT_PAID_YET, 'not_paid');
      await takePlace(tx, leagueId);
    }
    await tx
      .update(leagueTeams)
      .set({ status: decision, decidedAt: now })
      .where(eq(leagueTeams.id, leagueTeamId));
    if (decision === 'declined' && entry.paymentOrderId) {
      await cancelPaymentOrder(tx, entry.paymentOrderId);
      return entry.paymentOrderId;
    }
    return null;
  });
  if (orderToSettle) await settleCancelledOrder(db, payments, payables, orderToSettle, now);
  return leagueTeamView(db, leagueTeamId);
}

const columns = {
  id: leagueTeams.id,
  teamId: leagueTeams.teamId,
  teamName: teams.name,
  teamLogo: teams.logo,
  status: leagueTeams.status,
  paymentOrderId: leagueTeams.paymentOrderId,
  feeStatus: paymentOrders.status,
  createdAt: leagueTeams.createdAt,
};

const toView = (row: { createdAt: Date } & Omit<LeagueTeamView, 'createdAt'>): LeagueTeamView => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

async function leagueTeamView(db: Db, id: string): Promise<LeagueTeamView> {
  const [row] = await db
    .select(columns)
    .from(leagueTeams)
    .innerJoin(teams, eq(teams.id, leagueTeams.teamId))
    .leftJoin(paymentOrders, eq(paymentOrders.id, leagueTeams.paymentOrderId))
    .where(eq(leagueTeams.id, id));
  return toView(row!);
}

/**
 * GET /api/leagues/{id}/teams: the accepted teams by name; the admin also sees requests
 * (awaiting payment, pending and declined), and a captain the requests they made.
 */
export async function listLeagueTeams(
  db: Db,
  viewerId: string | null,
  leagueId: string,
): Promise<LeagueTeamView[]> {
  const league = await leagueRow(db, leagueId);
  const isAdmin = viewerId !== null && league.adminId === viewerId;
  const rows = await db
    .select(columns)
    .from(leagueTeams)
    .innerJoin(teams, eq(teams.id, leagueTeams.teamId))
    .leftJoin(paymentOrders, eq(paymentOrders.id, leagueTeams.paymentOrderId))
    .where(
      and(
        eq(leagueTeams.leagueId, leagueId),
        isAdmin
          ? undefined
          : // A captain also sees their own requests (to pay a fee left unpaid, or wait).
            or(
              eq(leagueTeams.status, 'accepted'),
              viewerId ? eq(leagueTeams.requestedBy, viewerId) : undefined,
            ),
      ),
    )
    .orderBy(asc(leagueTeams.status), asc(teams.name));
  return rows.map(toView);
}

/** The accepted teams' ids and names, for fixtures and standings. */
export async function acceptedTeams(db: Db | Tx, leagueId: string) {
  return db
    .select({ id: teams.id, name: teams.name })
    .from(leagueTeams)
    .innerJoin(teams, eq(teams.id, leagueTeams.teamId))
    .where(and(eq(leagueTeams.leagueId, leagueId), eq(leagueTeams.status, 'accepted')))
    .orderBy(asc(teams.name));
}
