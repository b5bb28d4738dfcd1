import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { PaymentIntent, PaymentOrder } from '@shared/contracts/payments';
import { fromCents } from '@shared/money';
import type { Db } from '@server/db/client';
import type { Tx } from '@server/db/tx';
import { paymentOrders } from '@server/db/schema/payments';
import { AppError, conflict, notFound } from '@server/lib/app-error';
import type { PaymentProviders } from './payment-provider';
import type { PaidAmount, PaidOutcome } from './payments.service';
import type { PayableRegistry, PaymentOrderRow } from './payables';

export const ORDER_NOT_FOUND = 'Payment not found';
export const ORDER_PAID = 'This is already paid';
export const ORDER_CANCELLED = 'This payment is no longer needed';

const providerError = () =>
  new AppError(502, 'provider_error', 'The payment provider could not be reached');

/**
 * Opens an order for `subjectId`, priced by its kind (the server's amount, never the client's).
 * Call it inside the feature's own transaction, so the order and the feature's row exist together.
 */
export async function openPaymentOrder(
  tx: Tx,
  payables: PayableRegistry,
  input: { kind: string; subjectId: string; payerId: string },
): Promise<PaymentOrderRow> {
  const { amount, currency, description, returnTo } = await payables
    .get(input.kind)
    .quote(tx, input.subjectId, input.payerId);
  const [order] = await tx
    .insert(paymentOrders)
    .values({ ...input, amount, description, returnTo, currency: currency.toUpperCase() })
    .returning();
  return order!;
}

/** The caller's own order; anyone else's is 404, as if it did not exist. */
async function myOrder(db: Db | Tx, userId: string, orderId: string) {
  const [order] = await db.select().from(paymentOrders).where(eq(paymentOrders.id, orderId));
  if (!order || order.payerId !== userId) throw notFound(ORDER_NOT_FOUND);
  return order;
}

export function orderView(order: PaymentOrderRow): PaymentOrder {
  return {
    id: order.id,
    kind: order.kind,
    description: order.description,
    amount: fromCents(order.amount),
    currency: order.currency,
    status: order.status,
    lastError: order.lastError,
    returnTo: order.returnTo,
    paidAt: order.paidAt?.toISOString() ?? null,
    createdAt: order.createdAt.toISOString(),
  };
}

/** GET /api/payment-orders/{id}: the payer's order, for the checkout page. */
export async function getMyPaymentOrder(db: Db, userId: string, orderId: string) {
  return orderView(await myOrder(db, userId, orderId));
}

/**
 * POST /api/create-payment-intent {orderId}: an intent for the order's own amount. The kind is
 * asked again whether the payer may still pay (the league may have closed registration). Asking
 * twice answers the same intent (the idempotency key is the order's).
 */
export async function createPaymentIntentForOrder(
  db: Db,
  payments: PaymentProviders,
  payables: PayableRegistry,
  userId: string,
  orderId: string,
): Promise<PaymentIntent> {
  const { order, saveCard } = await db.transaction(async (tx) => {
    const row = await myOrder(tx, userId, orderId);
    if (row.status === 'paid' || row.status === 'refunded')
      throw conflict(ORDER_PAID, 'already_paid');
    if (row.status === 'cancelled') throw conflict(ORDER_CANCELLED, 'order_cancelled');
    const quote = await payables.get(row.kind).quote(tx, row.subjectId, userId);
    return { order: row, saveCard: quote.saveCard === true };
  });
  const provider = payments.active;
  const intent = await provider
    .createIntent({
      orderId: order.id,
      kind: order.kind,
      amount: order.amount,
      currency: order.currency,
      description: order.description,
      saveCard,
      idempotencyKey: `order-${order.id}-${provider.name}`,
    })
    .catch((error: unknown) => {
      if (error instanceof AppError) throw error;
      throw providerError();
    });
  await db
    .update(paymentOrders)
    .set({ provider: provider.name, providerIntentId: intent.id })
    .where(
      and(eq(paymentOrders.id, order.id), inArray(paymentOrders.status, ['pending', 'failed'])),
    );
  return {
    provider: provider.name,
    paymentIntentId: intent.id,
    clientSecret: intent.clientSecret,
    orderId: order.id,
    amount: fromCents(intent.amount),
    currency: order.currency,
    publishableKey: provider.publishableKey,
  };
}

const byIntent = (ref: { provider: string; intentId: string }) =>
  and(eq(paymentOrders.provider, ref.provider), eq(paymentOrders.providerIntentId, ref.intentId));

/**
 * The one way an order becomes paid, for every provider and path (card form, webhook, refresh),
 * like markBookingPaid: row-locked and guarded, so a payment confirmed twice changes it once; a
 * payment of another amount or currency confirms nothing; money landing on a cancelled order (or
 * one its kind no longer wants) is recorded (paid_at) and must be refunded ('needs_refund').
 */
export async function markOrderPaid(
  tx: Tx,
  payables: PayableRegistry,
  ref: { provider: string; intentId: string },
  paid: PaidAmount,
  now: Date,
): Promise<{ outcome: PaidOutcome; orderId?: string }> {
  const [order] = await tx.select().from(paymentOrders).where(byIntent(ref)).for('update');
  if (!order) return { outcome: 'unknown' };
  if (order.status === 'paid' || order.status === 'refunded' || order.paidAt) {
    return { outcome: 'already_paid', orderId: order.id };
  }
  if (paid.amount !== order.amount || paid.currency.toUpperCase() !== order.currency) {
    return { outcome: 'amount_mismatch', orderId: order.id };
  }
  const kept =
    order.status !== 'cancelled' && (await payables.get(order.kind).onPaid(tx, order, now));
  const status = kept === 'kept' ? 'paid' : 'cancelled';
  await tx
    .update(paymentOrders)
    .set({ status, paidAt: now, lastError: null })
    .where(eq(paymentOrders.id, order.id));
  return { outcome: status === 'paid' ? 'confirmed' : 'needs_refund', orderId: order.id };
}

/** A declined or failed payment: the order stays payable with another card. */
export async function markOrderFailed(
  tx: Db | Tx,
  ref: { provider: string; intentId: string },
  message: string,
) {
  await tx
    .update(paymentOrders)
    .set({ status: 'failed', lastError: message })
    // Never downgrade: a failure reported after the success (events out of order) is stale.
    .where(and(byIntent(ref), inArray(paymentOrders.status, ['pending', 'failed'])));
}

/**
 * Records a refund (made by refundCancelledOrder, or at the provider, e.g. Stripe's dashboard):
 * paid, or cancelled with money in, becomes refunded once; the kind hears of it.
 */
async function recordRefund(
  tx: Tx,
  payables: PayableRegistry,
  where: ReturnType<typeof and>,
  now: Date,
) {
  const refunded = await tx
    .update(paymentOrders)
    .set({ status: 'refunded', refundedAt: now })
    .where(
      and(
        where,
        isNotNull(paymentOrders.paidAt),
        inArray(paymentOrders.status, ['paid', 'cancelled']),
      ),
    )
    .returning();
  for (const order of refunded) await payables.get(order.kind).onRefunded?.(tx, order, now);
}

export async function markOrderRefunded(
  tx: Tx,
  payables: PayableRegistry,
  ref: { provider: string; intentId: string },
  now: Date,
) {
  await recordRefund(tx, payables, byIntent(ref), now);
}

/**
 * Locks an order's row. A feature that will change both its own row and the order locks the
 * order first, in the same order as the paths that settle a payment (order, then the feature's
 * row in `onPaid`), so the two never wait on each other (deadlock).
 */
export async function lockPaymentOrder(tx: Tx, orderId: string): Promise<void> {
  await tx
    .select({ id: paymentOrders.id })
    .from(paymentOrders)
    .where(eq(paymentOrders.id, orderId))
    .for('update');
}

/**
 * Inside a feature's transaction: the order is no longer wanted (a league declined the team).
 * Returns whether money came in for it; if so, call `settleCancelledOrder` after the commit.
 */
export async function cancelPaymentOrder(tx: Tx, orderId: string): Promise<boolean> {
  const [order] = await tx
    .update(paymentOrders)
    .set({ status: 'cancelled' })
    .where(
      and(
        eq(paymentOrders.id, orderId),
        inArray(paymentOrders.status, ['pending', 'failed', 'paid']),
      ),
    )
    .returning({ paidAt: paymentOrders.paidAt });
  return Boolean(order?.paidAt);
}

/**
 * After an order was cancelled: money that came in goes back (exactly once: the provider's
 * refund is keyed by the order, and the status moves cancelled → refunded under a guard); an
 * intent not paid yet is cancelled with its provider. Outside any transaction: it calls the
 * provider, which must not hold row locks.
 */
export async function settleCancelledOrder(
  db: Db,
  payments: PaymentProviders,
  payables: PayableRegistry,
  orderId: string,
  now: Date,
) {
  const [order] = await db.select().from(paymentOrders).where(eq(paymentOrders.id, orderId));
  if (!order || order.status !== 'cancelled' || !order.provider || !order.providerIntentId) return;
  const provider = payments.byName(order.provider);
  if (!provider) return;
  if (!order.paidAt) {
    await provider.cancelIntent(order.providerIntentId).catch(() => {});
    return;
  }
  await provider
    .refund({
      intentId: order.providerIntentId,
      amount: order.amount,
      idempotencyKey: `refund-order-${order.id}`,
    })
    .catch(() => {
      throw providerError();
    });
  await db.transaction((tx) => recordRefund(tx, payables, eq(paymentOrders.id, order.id), now));
}

/**
 * POST /api/payment-orders/{id}/refresh: asks the provider how the order's payment stands and
 * records a success (Stripe.js said it went through; the webhook may come later).
 */
export async function refreshOrderPayment(
  db: Db,
  payments: PaymentProviders,
  payables: PayableRegistry,
  userId: string,
  orderId: string,
  now: Date,
): Promise<PaymentOrder> {
  const order = await myOrder(db, userId, orderId);
  const provider = order.provider ? payments.byName(order.provider) : null;
  if (provider && order.providerIntentId && !order.paidAt) {
    const intent = await provider.retrieveIntent(order.providerIntentId).catch(() => {
      throw providerError();
    });
    if (intent.status === 'succeeded') {
      const ref = { provider: provider.name, intentId: intent.id };
      const result = await db.transaction((tx) => markOrderPaid(tx, payables, ref, intent, now));
      if (result.outcome === 'needs_refund') {
        await settleCancelledOrder(db, payments, payables, order.id, now);
      }
    }
  }
  return getMyPaymentOrder(db, userId, orderId);
}
