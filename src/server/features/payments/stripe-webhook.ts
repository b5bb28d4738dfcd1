import type Stripe from 'stripe';
import type { Db } from '@server/db/client';
import { paymentEvents } from '@server/db/schema/payments';
import type { PaymentProviders } from './payment-provider';
import type { PayableRegistry } from './payables';
import {
  markOrderFailed,
  markOrderPaid,
  markOrderRefunded,
  settleCancelledOrder,
} from './payment-orders.service';
import {
  markBookingPaid,
  markPaymentFailed,
  markRefunded,
  refundLatePayment,
} from './payments.service';

/** What a failed payment says when Stripe gave no reason. */
const PAYMENT_FAILED = 'Your payment did not go through.';

/** amount_mismatch: a success for another amount or currency than the booking's total. */
export type WebhookOutcome = 'processed' | 'duplicate' | 'ignored' | 'amount_mismatch';

const intentIdOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

/**
 * Applies one verified Stripe event. The event id is recorded in the same transaction as the
 * change it makes, so a redelivered event changes nothing; the changes themselves are guarded
 * (paid never goes back to failed), so events arriving out of order cannot undo a payment.
 */
export async function handleStripeEvent(
  db: Db,
  payments: PaymentProviders,
  payables: PayableRegistry,
  secret: Buffer,
  event: Stripe.Event,
  now: Date,
): Promise<WebhookOutcome> {
  const result = await db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(paymentEvents)
      .values({ provider: 'stripe', eventId: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ eventId: paymentEvents.eventId });
    if (!fresh) return { outcome: 'duplicate' as const };

    switch (event.type) {
      case 'payment_intent.succeeded': {
        const intent = event.data.object;
        const ref = { provider: 'stripe', intentId: intent.id };
        const received = { amount: intent.amount_received, currency: intent.currency };
        const paid = await markBookingPaid(tx, secret, ref, received, now);
        if (paid.outcome === 'unknown') {
          // Not a booking's intent: an order's (its metadata says which; the intent id is enough).
          const order = await markOrderPaid(tx, payables, ref, received, now);
          if (order.outcome === 'amount_mismatch') return { outcome: 'amount_mismatch' as const };
          return {
            outcome: 'processed' as const,
            refundOrder: order.outcome === 'needs_refund' ? order.orderId : undefined,
          };
        }
        if (paid.outcome === 'amount_mismatch') return { outcome: 'amount_mismatch' as const };
        return {
          outcome: 'processed' as const,
          refund:
            paid.outcome === 'needs_refund' && paid.bookingId
              ? {
                  ...ref,
                  bookingId: paid.bookingId,
                  amount: intent.amount_received || intent.amount,
                }
              : undefined,
        };
      }
      case 'payment_intent.payment_failed': {
        const intent = event.data.object;
        const message = intent.last_payment_error?.message ?? PAYMENT_FAILED;
        await markPaymentFailed(tx, { provider: 'stripe', intentId: intent.id }, message);
        await markOrderFailed(tx, { provider: 'stripe', intentId: intent.id }, message);
        return { outcome: 'processed' as const };
      }
      case 'charge.refunded': {
        const intentId = intentIdOf(event.data.object.payment_intent);
        if (intentId) {
          await markRefunded(tx, { provider: 'stripe', intentId });
          await markOrderRefunded(tx, payables, { provider: 'stripe', intentId }, now);
        }
        return { outcome: 'processed' as const };
      }
      default:
        return { outcome: 'ignored' as const };
    }
  });

  // Outside the transaction: a refund is a call to Stripe, and must not hold row locks.
  if ('refund' in result && result.refund) await refundLatePayment(db, payments, result.refund);
  if ('refundOrder' in result && result.refundOrder) {
    await settleCancelledOrder(db, payments, payables, result.refundOrder, now);
  }
  return result.outcome;
}
