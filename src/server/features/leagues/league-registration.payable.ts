import { and, eq } from 'drizzle-orm';
import { toCents } from '@shared/money';
import { leagueTeams, leagues } from '@server/db/schema/leagues';
import { teams } from '@server/db/schema/teams';
import { conflict, notFound } from '@server/lib/app-error';
import type { PayableKind } from '@server/features/payments/payables';

export const LEAGUE_REGISTRATION = 'league_registration';
export const REGISTRATION_CLOSED = 'This league is not taking registrations';
export const LEAGUE_FULL = 'This league is full';
const ALREADY_PAID_REQUEST = 'This registration is no longer waiting for its fee';

/**
 * A league's registration fee (issue 12). The subject is the team's league_teams row, made in the
 * state awaiting_payment; paying it turns the request into a pending one for the admin.
 */
export const leagueRegistrationPayable: PayableKind = {
  kind: LEAGUE_REGISTRATION,

  async quote(tx, leagueTeamId, payerId) {
    const [row] = await tx
      .select({ entry: leagueTeams, league: leagues, team: teams })
      .from(leagueTeams)
      .innerJoin(leagues, eq(leagues.id, leagueTeams.leagueId))
      .innerJoin(teams, eq(teams.id, leagueTeams.teamId))
      .where(eq(leagueTeams.id, leagueTeamId));
    const mayPay = row && (row.team.captainId === payerId || row.team.managerId === payerId);
    if (!mayPay) throw notFound('Registration not found');
    if (row.entry.status !== 'awaiting_payment') {
      throw conflict(ALREADY_PAID_REQUEST, 'already_paid');
    }
    const { league } = row;
    if (league.status !== 'registration')
      throw conflict(REGISTRATION_CLOSED, 'registration_closed');
    // Nobody pays for a place that no longer exists.
    if (league.maxTeams !== null && league.currentTeams >= league.maxTeams) {
      throw conflict(LEAGUE_FULL, 'league_full');
    }
    const amount = toCents(league.registrationFee ?? '0');
    if (amount <= 0) throw conflict('This league has no registration fee', 'no_fee');
    return {
      amount,
      // Leagues keep their money in USD (schema/leagues.ts).
      currency: 'USD',
      description: `Registration fee: ${league.name} (${row.team.name})`,
      returnTo: `/leagues/${league.id}?tab=teams`,
    };
  },

  async onPaid(tx, order) {
    // The request reaches the admin only now; one that was declined meanwhile wants no money.
    const moved = await tx
      .update(leagueTeams)
      .set({ status: 'pending' })
      .where(
        and(
          eq(leagueTeams.id, order.subjectId),
          eq(leagueTeams.paymentOrderId, order.id),
          eq(leagueTeams.status, 'awaiting_payment'),
        ),
      )
      .returning({ id: leagueTeams.id });
    return moved.length > 0 ? 'kept' : 'unwanted';
  },
};
