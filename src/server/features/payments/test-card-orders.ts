import { and, eq } from 'drizzle-orm';
import type { TestCardPaymentBody } from '@shared/contracts/payments';
import type { Db } from '@server/db/client';
import { paymentOrders, testPaymentIntents } from '@server/db/schema/payments';
import { conflict, notFound } from '@server/lib/app-error';
import { AMOUNT_MISMATCH } from './payments.service';
import {
  markOrderFailed,
  markOrderPaid,
  ORDER_CANCELLED,
  ORDER_PAID,
} from './payment-orders.service';
import type { PayableRegistry } from './payables';
import {
  cardDeclined,
  checkCard,
  NOT_A_TEST_CARD,
  TEST_INTENT_NOT_FOUND,
} from './test-card.service';

const REPLACED = 'This payment was replaced by a newer one. Please reload the page.';

/**
 * The built-in provider's card payment for one of the caller's payment orders: the same card
 * rules as for bookings; the money is taken only in the transaction that marks the order paid.
 */
export async function confirmOrderTestCard(
  db: Db,
  payables: PayableRegistry,
  userId: string,
  body: TestCardPaymentBody,
  now: Date,
): Promise<string> {
  const [found] = await db
    .select({ intent: testPaymentIntents, order: paymentOrders })
    .from(testPaymentIntents)
    .innerJoin(paymentOrders, eq(paymentOrders.id, testPaymentIntents.orderId))
    .where(eq(testPaymentIntents.clientSecret, body.clientSecret));
  if (!found || found.order.payerId !== userId) throw notFound(TEST_INTENT_NOT_FOUND);
  const { intent, order } = found;
  if (intent.status === 'succeeded' || order.status === 'paid' || order.status === 'refunded') {
    throw conflict(ORDER_PAID, 'already_paid');
  }
  if (intent.status === 'canceled' || order.status === 'cancelled') {
    throw conflict(ORDER_CANCELLED, 'order_cancelled');
  }
  if (order.providerIntentId !== intent.id) throw conflict(REPLACED);

  const card = checkCard(body, now);
  const ref = { provider: 'test', intentId: intent.id };
  const last4 = body.cardNumber.slice(-4);
  if (!card || card.decline) {
    const message = card?.decline ?? NOT_A_TEST_CARD;
    await db.transaction(async (tx) => {
      await tx
        .update(testPaymentIntents)
        .set({ lastError: message, cardBrand: card?.brand ?? null, cardLast4: last4 })
        .where(eq(testPaymentIntents.id, intent.id));
      await markOrderFailed(tx, ref, message);
    });
    throw cardDeclined(message);
  }

  await db.transaction(async (tx) => {
    const [succeeded] = await tx
      .update(testPaymentIntents)
      .set({ status: 'succeeded', lastError: null, cardBrand: card.brand, cardLast4: last4 })
      .where(
        // Guarded: of two concurrent confirmations, one takes the money.
        and(
          eq(testPaymentIntents.id, intent.id),
          eq(testPaymentIntents.status, 'requires_payment_method'),
        ),
      )
      .returning({ status: testPaymentIntents.status });
    if (!succeeded) throw conflict(ORDER_PAID, 'already_paid');
    const result = await markOrderPaid(tx, payables, ref, intent, now);
    if (result.outcome === 'amount_mismatch') throw conflict(AMOUNT_MISMATCH, 'amount_mismatch');
    if (result.outcome === 'already_paid') throw conflict(ORDER_PAID, 'already_paid');
    // Rolled back with the rest: the card is not charged for what is no longer wanted.
    if (result.outcome !== 'confirmed') throw conflict(ORDER_CANCELLED, 'order_cancelled');
  });
  return order.id;
}

/** Whether a test intent pays for an order (else it pays for a booking). */
export async function testIntentIsForOrder(db: Db, clientSecret: string): Promise<boolean> {
  const [row] = await db
    .select({ orderId: testPaymentIntents.orderId })
    .from(testPaymentIntents)
    .where(eq(testPaymentIntents.clientSecret, clientSecret));
  return Boolean(row?.orderId);
}
