import { and, eq, isNotNull, lte, or } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import type { Tx } from '@server/db/tx';
import { bookings } from '@server/db/schema/bookings';
import { paymentOrders } from '@server/db/schema/payments';
import { bookingShares, bookingSplits } from '@server/db/schema/splits';
import { emit } from '@server/lib/events';
import { bookingRef } from '@server/features/bookings/booking-rules';
import type { PayableRegistry } from '@server/features/payments/payables';
import type { PaymentProviders } from '@server/features/payments/payment-provider';
import {
  cancelPaymentOrder,
  lockPaymentOrder,
  markOrderPaid,
  openPaymentOrder,
  settleCancelledOrder,
} from '@server/features/payments/payment-orders.service';
import { SPLIT_REST, unpaidCents } from './share.payable';

export type BackstopDeps = { db: Db; payments: PaymentProviders; payables: PayableRegistry };
export type BackstopOutcome = 'charged' | 'cancelled' | 'already_settled';

/** A split stuck in `settling` this long (the process stopped mid-way) is taken up again. */
const RESUME_AFTER_MS = 5 * 60_000;
const resumeBefore = (now: Date) => new Date(now.getTime() - RESUME_AFTER_MS);

/**
 * The deadline job: every split whose deadline has passed is settled, one at a time. Unpaid
 * shares fall to the booker, charged on the card their own share was paid with; if that is not
 * possible the booking is cancelled and every paid share refunded.
 */
export async function settleDueSplits(deps: BackstopDeps, now: Date): Promise<number> {
  const due = await deps.db
    .select({ id: bookingSplits.bookingId })
    .from(bookingSplits)
    .where(
      or(
        and(eq(bookingSplits.status, 'collecting'), lte(bookingSplits.deadline, now)),
        and(eq(bookingSplits.status, 'settling'), lte(bookingSplits.updatedAt, resumeBefore(now))),
      ),
    )
    .limit(100);
  for (const { id } of due) await settleSplit(deps, id, now);
  return due.length;
}

/**
 * Settles one split at its deadline. The split row is the lock every share payment takes, so a
 * last share paid at the same moment is either in (and the booker pays less) or refunded (and
 * the booker pays it): exactly one of the two, never both. The money moves in three steps, each
 * safe to repeat: take the split (collecting → settling), charge the booker (keyed by the
 * booking, so a second attempt is the same charge), then settle it in one transaction.
 */
export async function settleSplit(
  deps: BackstopDeps,
  bookingId: string,
  now: Date,
): Promise<BackstopOutcome> {
  const { db, payments, payables } = deps;
  const taken = await db.transaction(async (tx) => {
    const [split] = await tx
      .select()
      .from(bookingSplits)
      .where(eq(bookingSplits.bookingId, bookingId))
      .for('update');
    if (!split || (split.status !== 'collecting' && split.status !== 'settling')) return null;
    if (split.status === 'collecting' && split.deadline > now) return null;
    // Another instance took it and is charging now: only a split left settling for long (its
    // process stopped) is taken up again, so two instances never charge the booker at once.
    if (split.status === 'settling' && split.updatedAt > resumeBefore(now)) return null;
    const [booking] = await tx.select().from(bookings).where(eq(bookings.id, bookingId));
    const rest = await unpaidCents(tx, bookingId);
    await tx
      .update(bookingSplits)
      .set({ status: 'settling', updatedAt: now })
      .where(eq(bookingSplits.bookingId, bookingId));
    let orderId = split.backstopOrderId;
    if (!orderId && rest > 0 && split.savedIntentId) {
      const order = await openPaymentOrder(tx, payables, {
        kind: SPLIT_REST,
        subjectId: bookingId,
        payerId: booking!.userId,
      });
      orderId = order.id;
      await tx
        .update(bookingSplits)
        // updatedAt stays the job's clock (not the database's now()): it says when it was taken.
        .set({ backstopOrderId: orderId, updatedAt: now })
        .where(eq(bookingSplits.bookingId, bookingId));
    }
    return { split, orderId, rest };
  });
  if (!taken) return 'already_settled';

  const { split, orderId } = taken;
  const provider = split.savedProvider ? payments.byName(split.savedProvider) : null;
  if (orderId && provider?.chargeSaved && split.savedIntentId) {
    const [order] = await db.select().from(paymentOrders).where(eq(paymentOrders.id, orderId));
    const intent = await provider
      .chargeSaved({
        savedIntentId: split.savedIntentId,
        orderId,
        kind: SPLIT_REST,
        amount: order!.amount,
        currency: order!.currency,
        description: order!.description,
        idempotencyKey: `split-rest-${bookingId}`,
      })
      .catch(() => null);
    if (intent) {
      await db
        .update(paymentOrders)
        .set({ provider: provider.name, providerIntentId: intent.id })
        .where(eq(paymentOrders.id, orderId));
    }
    if (intent?.status === 'succeeded') {
      const ref = { provider: provider.name, intentId: intent.id };
      const result = await db.transaction((tx) => markOrderPaid(tx, payables, ref, intent, now));
      if (result.outcome === 'confirmed' || result.outcome === 'already_paid') return 'charged';
      if (result.outcome === 'needs_refund') {
        await settleCancelledOrder(db, payments, payables, orderId, now).catch(() => {});
      }
    }
  }
  await cancelSplit(deps, bookingId, now, { refundAll: true, from: 'settling' });
  return 'cancelled';
}

/**
 * Gives a split up: its booking cancelled (when still held), its open orders cancelled, and the
 * money of paid shares returned (all of it when the backstop failed; by the venue's policy when
 * the booker cancelled). State changes in one transaction; the refunds follow it, each keyed by
 * its order so they happen once (the payments job retries any that fail).
 */
export async function cancelSplit(
  deps: BackstopDeps,
  bookingId: string,
  now: Date,
  options: { refundAll: boolean; from: 'settling' | 'any' },
): Promise<void> {
  const { db, payments, payables } = deps;
  const orderIds = await db.transaction(async (tx) => {
    const orders = await ordersOf(tx, bookingId);
    for (const id of orders) await lockPaymentOrder(tx, id);
    const [split] = await tx
      .select()
      .from(bookingSplits)
      .where(eq(bookingSplits.bookingId, bookingId))
      .for('update');
    if (!split) return [];
    if (options.from === 'settling' && split.status !== 'settling') return [];
    if (split.status === 'failed' || split.status === 'cancelled') return [];
    await tx
      .update(bookingSplits)
      .set({ status: options.from === 'settling' ? 'failed' : 'cancelled', updatedAt: now })
      .where(eq(bookingSplits.bookingId, bookingId));
    const [cancelled] = await tx
      .update(bookings)
      .set({ status: 'cancelled', cancelledAt: now, qrCode: null, holdExpiresAt: null })
      .where(and(eq(bookings.id, bookingId), eq(bookings.status, 'pending')))
      .returning();
    if (cancelled) {
      const ref = bookingRef(cancelled, cancelled.startTime);
      await emit(tx, { type: 'booking.cancelled', data: { ...ref, byOwner: false } });
    }
    const touched: string[] = [];
    for (const id of orders) {
      const [order] = await tx.select().from(paymentOrders).where(eq(paymentOrders.id, id));
      // A paid share is kept when the booker cancelled too late for a refund (venue policy).
      if (order?.paidAt && !options.refundAll) continue;
      await cancelPaymentOrder(tx, id);
      touched.push(id);
    }
    return touched;
  });
  for (const id of orderIds) {
    await settleCancelledOrder(db, payments, payables, id, now).catch(() => {});
  }
}

/** Every payment order of a split: its shares' and its backstop's. */
async function ordersOf(tx: Tx, bookingId: string): Promise<string[]> {
  const shareOrders = await tx
    .select({ id: bookingShares.paymentOrderId })
    .from(bookingShares)
    .where(and(eq(bookingShares.bookingId, bookingId), isNotNull(bookingShares.paymentOrderId)));
  const [split] = await tx
    .select({ id: bookingSplits.backstopOrderId })
    .from(bookingSplits)
    .where(eq(bookingSplits.bookingId, bookingId));
  const ids = shareOrders.map((o) => o.id!);
  if (split?.id) ids.push(split.id);
  return [...new Set(ids)].sort();
}
