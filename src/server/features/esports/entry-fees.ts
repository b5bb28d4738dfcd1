import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import type { Tx } from '@server/db/tx';
import { esportsTournamentParticipants as participants } from '@server/db/schema/esports-tournaments';
import { paymentOrders } from '@server/db/schema/payments';
import type { PaymentProviders } from '@server/features/payments/payment-provider';
import type { PayableRegistry } from '@server/features/payments/payables';
import {
  cancelPaymentOrder,
  settleCancelledOrder,
} from '@server/features/payments/payment-orders.service';

/** What the esports services need from payments: the providers and the payable kinds. */
export type EsportsPayments = { payments: PaymentProviders; payables: PayableRegistry };

/**
 * Locks the live (pending, failed or paid) entry-fee orders of a tournament's participants (all,
 * or those of `teamIds`), in id order. Call it BEFORE locking the tournament row: a payment locks its order and then the
 * tournament (tournament-entry.payable.ts), so every writer takes them in that order.
 */
export async function lockEntryOrders(
  tx: Tx,
  tournamentId: string,
  teamIds?: readonly string[],
): Promise<string[]> {
  if (teamIds && teamIds.length === 0) return [];
  const ofTournament = tx
    .select({ id: participants.paymentOrderId })
    .from(participants)
    .where(
      and(
        eq(participants.tournamentId, tournamentId),
        isNotNull(participants.paymentOrderId),
        teamIds ? inArray(participants.teamId, [...teamIds]) : undefined,
      ),
    );
  const rows = await tx
    .select({ id: paymentOrders.id })
    .from(paymentOrders)
    .where(
      and(
        inArray(paymentOrders.id, ofTournament),
        // Only those still to cancel; one cancelled or refunded before is settled already.
        inArray(paymentOrders.status, ['pending', 'failed', 'paid']),
      ),
    )
    .orderBy(asc(paymentOrders.id))
    .for('update');
  return rows.map((r) => r.id);
}

/**
 * Cancels orders (locked beforehand with lockEntryOrders) in the caller's transaction; returns
 * those to settle after the commit (a paid one is refunded then, an unpaid intent cancelled).
 */
export async function cancelEntryOrders(tx: Tx, orderIds: readonly string[]): Promise<string[]> {
  for (const id of orderIds) await cancelPaymentOrder(tx, id);
  return [...orderIds];
}

/**
 * After the commit: refunds (exactly once, keyed by order) and cancels the provider intents. A
 * provider that is down does not undo what was decided: the payments job `refund cancelled
 * orders` settles the order again a few minutes later.
 */
export async function settleEntryOrders(
  db: Db,
  { payments, payables }: EsportsPayments,
  orderIds: readonly string[],
  now: Date,
) {
  for (const id of orderIds) {
    await settleCancelledOrder(db, payments, payables, id, now).catch(() => {});
  }
}
