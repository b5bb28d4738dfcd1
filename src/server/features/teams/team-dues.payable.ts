import { and, eq } from 'drizzle-orm';
import { toCents } from '@shared/money';
import { teamDues } from '@server/db/schema/team-events';
import { teams } from '@server/db/schema/teams';
import { conflict, notFound } from '@server/lib/app-error';
import type { PayableKind } from '@server/features/payments/payables';

export const TEAM_DUES = 'team_dues';
export const DUE_NOT_FOUND = 'Due not found';
export const DUE_PAID = 'This due is already paid';

/**
 * A member's team dues (issue 15). The subject is the team_dues row; only the member it is asked
 * of pays it, and paying marks it paid for the manager to see.
 */
export const teamDuesPayable: PayableKind = {
  kind: TEAM_DUES,

  async quote(tx, dueId, payerId) {
    const [row] = await tx
      .select({ due: teamDues, teamName: teams.name })
      .from(teamDues)
      .innerJoin(teams, eq(teams.id, teamDues.teamId))
      .where(and(eq(teamDues.id, dueId), eq(teamDues.userId, payerId)));
    if (!row) throw notFound(DUE_NOT_FOUND);
    if (row.due.status !== 'open') throw conflict(DUE_PAID, 'already_paid');
    return {
      amount: toCents(row.due.amount),
      // Teams keep their money in USD (schema/teams.ts).
      currency: 'USD',
      description: `${row.due.label} (${row.teamName})`,
      returnTo: `/teams/${row.due.teamId}`,
    };
  },

  async onPaid(tx, order, now) {
    const paid = await tx
      .update(teamDues)
      .set({ status: 'paid', paidAt: now })
      .where(
        and(
          eq(teamDues.id, order.subjectId),
          eq(teamDues.paymentOrderId, order.id),
          eq(teamDues.status, 'open'),
        ),
      )
      .returning({ id: teamDues.id });
    return paid.length > 0 ? 'kept' : 'unwanted';
  },

  async onRefunded(tx, order) {
    // The money went back: the member owes it again.
    await tx
      .update(teamDues)
      .set({ status: 'open', paidAt: null })
      .where(and(eq(teamDues.id, order.subjectId), eq(teamDues.paymentOrderId, order.id)));
  },
};
