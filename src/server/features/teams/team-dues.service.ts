import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { createDuesBody, TeamDuesView } from '@shared/contracts/team-life';
import { fromCents, toCents } from '@shared/money';
import type { Db } from '@server/db/client';
import { paymentOrders } from '@server/db/schema/payments';
import { teamDues } from '@server/db/schema/team-events';
import { users } from '@server/db/schema/users';
import { badRequest } from '@server/lib/app-error';
import { findEntityParty } from '@server/lib/entity-parties';
import { emit } from '@server/lib/events';
import { openPaymentOrder } from '@server/features/payments/payment-orders.service';
import type { PayableRegistry } from '@server/features/payments/payables';
import { requireTeamLeader, requireTeamPerson, teamPeopleIds } from './team-access';
import { TEAM_DUES } from './team-dues.payable';

export const MEMBER_NOT_FOUND = 'Member not found';
export const NOBODY_TO_ASK = 'There is nobody in the team to ask';

/** The dues of a team: all of them for its captain or manager, a member's own for a member. */
export async function listTeamDues(db: Db, userId: string, teamId: string): Promise<TeamDuesView> {
  await requireTeamPerson(db, teamId, userId);
  const party = await findEntityParty(db, 'team', teamId);
  const leads = party?.managerIds.includes(userId) ?? false;
  const rows = await db
    .select({
      due: teamDues,
      user: {
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        profileImageUrl: users.profileImageUrl,
      },
    })
    .from(teamDues)
    .innerJoin(users, eq(users.id, teamDues.userId))
    .where(and(eq(teamDues.teamId, teamId), leads ? undefined : eq(teamDues.userId, userId)))
    .orderBy(desc(teamDues.createdAt), users.firstName, teamDues.id);
  let collected = 0;
  let outstanding = 0;
  for (const { due } of rows) {
    if (due.status === 'paid') collected += toCents(due.amount);
    else outstanding += toCents(due.amount);
  }
  return {
    dues: rows.map(({ due, user }) => ({
      id: due.id,
      label: due.label,
      amount: fromCents(toCents(due.amount)),
      status: due.status,
      paidAt: due.paidAt?.toISOString() ?? null,
      createdAt: due.createdAt.toISOString(),
      user,
    })),
    collected: fromCents(collected),
    outstanding: fromCents(outstanding),
  };
}

/** The captain or manager asks each chosen member (by default everyone else) for an amount. */
export async function askForDues(
  db: Db,
  userId: string,
  teamId: string,
  input: z.output<typeof createDuesBody>,
) {
  await requireTeamLeader(db, teamId, userId);
  const people = await teamPeopleIds(db, teamId);
  const asked = input.userIds ? [...new Set(input.userIds)] : people.filter((id) => id !== userId);
  if (asked.some((id) => !people.includes(id))) {
    throw badRequest(MEMBER_NOT_FOUND, { userIds: MEMBER_NOT_FOUND });
  }
  if (asked.length === 0) throw badRequest(NOBODY_TO_ASK, { userIds: NOBODY_TO_ASK });
  await db.transaction(async (tx) => {
    const rows = await tx
      .insert(teamDues)
      .values(
        asked.map((member) => ({
          teamId,
          userId: member,
          label: input.label,
          amount: input.amount,
          requestedBy: userId,
        })),
      )
      .returning({ id: teamDues.id });
    await emit(tx, {
      type: 'team.due_requested',
      data: { teamId, dueIds: rows.map((row) => row.id), requestedBy: userId },
    });
  });
  return listTeamDues(db, userId, teamId);
}

/**
 * The member's order for one of their dues, opened on first asking (or again after a cancelled
 * one); the web app sends them to /checkout?order=<id>.
 */
export async function payTeamDue(
  db: Db,
  payables: PayableRegistry,
  userId: string,
  teamId: string,
  dueId: string,
) {
  return db.transaction(async (tx) => {
    const [due] = await tx
      .select({ orderId: teamDues.paymentOrderId, orderStatus: paymentOrders.status })
      .from(teamDues)
      .leftJoin(paymentOrders, eq(paymentOrders.id, teamDues.paymentOrderId))
      .where(and(eq(teamDues.id, dueId), eq(teamDues.teamId, teamId)))
      .for('update', { of: teamDues });
    // The quote checks the due is the payer's and still open (404 / 409).
    const order =
      due?.orderId && due.orderStatus === 'pending'
        ? null
        : await openPaymentOrder(tx, payables, {
            kind: TEAM_DUES,
            subjectId: dueId,
            payerId: userId,
          });
    if (!order) {
      await payables.get(TEAM_DUES).quote(tx, dueId, userId);
      return { orderId: due!.orderId! };
    }
    await tx.update(teamDues).set({ paymentOrderId: order.id }).where(eq(teamDues.id, dueId));
    return { orderId: order.id };
  });
}
