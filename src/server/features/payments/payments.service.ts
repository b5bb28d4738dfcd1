import { and, eq, inArray } from 'drizzle-orm';
import type { PaymentIntent } from '@shared/contracts/payments';
import { formatCents, fromCents, toCents } from '@shared/money';
import type { Db } from '@server/db/client';
import { bookings } from '@server/db/schema/bookings';
import { venues } from '@server/db/schema/venues';
import { AppError, badRequest, conflict } from '@server/lib/app-error';
import { emit } from '@server/lib/events';
import { issueCheckinToken } from '@server/features/check-in/checkin-tokens';
import { bookingRef, SPLIT_PAYMENT_PROVIDER } from '@server/features/bookings/booking-rules';
import { myBookingRow } from '@server/features/bookings/bookings.service';
import type { PaymentProviders } from './payment-provider';

export const HOLD_EXPIRED = 'Your hold on this slot has expired. Please book it again.';
export const ALREADY_PAID = 'This booking is already paid';
export const PAY_YOUR_SHARE = 'This booking is split: pay your share from My Bookings';

/** The columns a booking event is made of. */
const refColumns = {
  id: bookings.id,
  venueId: bookings.venueId,
  userId: bookings.userId,
  startTime: bookings.startTime,
};

const holdExpired = () => conflict(HOLD_EXPIRED, 'hold_expired');

/**
 * POST /api/create-payment-intent: a PaymentIntent for one of the caller's pending bookings,
 * for the booking's own total (a client amount is only compared, never used). Asking again
 * answers the same intent (the idempotency key is the booking's).
 */
export async function createPaymentIntentForBooking(
  db: Db,
  payments: PaymentProviders,
  userId: string,
  input: { bookingId: string; amount?: number },
  now: Date,
): Promise<PaymentIntent> {
  const row = await myBookingRow(db, userId, input.bookingId);
  if (row.paymentStatus === 'paid' || row.paymentStatus === 'refunded') {
    throw conflict(ALREADY_PAID, 'already_paid');
  }
  if (row.paymentProvider === SPLIT_PAYMENT_PROVIDER)
    throw conflict(PAY_YOUR_SHARE, 'booking_split');
  if (row.status !== 'pending' || !row.holdExpiresAt || row.holdExpiresAt <= now) {
    throw holdExpired();
  }
  const amount = toCents(row.totalAmount);
  if (input.amount !== undefined && Math.round(input.amount * 100) !== amount) {
    throw badRequest(`The amount does not match this booking's total of ${formatCents(amount)}`, {
      amount: `The booking's total is ${formatCents(amount)}`,
    });
  }

  const provider = payments.active;
  const [venue] = await db
    .select({ name: venues.name })
    .from(venues)
    .where(eq(venues.id, row.venueId));
  const intent = await provider
    .createIntent({
      bookingId: row.id,
      amount,
      currency: row.currency,
      description: `Booking at ${venue!.name}`,
      idempotencyKey: `booking-${row.id}-${provider.name}`,
    })
    .catch((error: unknown) => {
      if (error instanceof AppError) throw error;
      throw new AppError(502, 'provider_error', 'The payment provider could not be reached');
    });
  await db
    .update(bookings)
    .set({ paymentProvider: provider.name, stripePaymentIntentId: intent.id })
    .where(and(eq(bookings.id, row.id), eq(bookings.status, 'pending')));

  return {
    provider: provider.name,
    paymentIntentId: intent.id,
    clientSecret: intent.clientSecret,
    bookingId: row.id,
    amount: fromCents(intent.amount),
    currency: row.currency,
    publishableKey: provider.publishableKey,
  };
}

export type PaidOutcome =
  'confirmed' | 'already_paid' | 'needs_refund' | 'amount_mismatch' | 'unknown';

/** What the provider says was paid: integer cents and an ISO currency code (any letter case). */
export type PaidAmount = { amount: number; currency: string };

export const AMOUNT_MISMATCH =
  "This payment does not match the booking's total. Please reload the page and pay again.";

/**
 * The one way a booking becomes paid, for every provider and path (card form, webhook, status
 * refresh): pending → confirmed + paid, with a fresh check-in code. Guarded and row-locked, so a
 * payment confirmed twice (a webhook redelivered, a refresh racing it) changes the booking once.
 * A payment that lands after the booking was cancelled (its hold ran out) must be given back.
 * A payment of another amount or currency than the booking's total confirms nothing: the total
 * is the server's (ARCHITECTURE rule 5), whatever an intent was created or altered with.
 */
export async function markBookingPaid(
  db: Db,
  secret: Buffer,
  ref: { provider: string; intentId: string },
  paid: PaidAmount,
  now: Date,
): Promise<{ outcome: PaidOutcome; bookingId?: string; amount?: number }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(bookings)
      .where(
        and(
          eq(bookings.paymentProvider, ref.provider),
          eq(bookings.stripePaymentIntentId, ref.intentId),
        ),
      )
      .for('update');
    if (!row) return { outcome: 'unknown' as const };
    if (row.paymentStatus === 'paid' || row.paymentStatus === 'refunded') {
      return { outcome: 'already_paid' as const, bookingId: row.id };
    }
    const total = toCents(row.totalAmount);
    if (paid.amount !== total || paid.currency.toUpperCase() !== row.currency.toUpperCase()) {
      return { outcome: 'amount_mismatch' as const, bookingId: row.id, amount: total };
    }
    if (row.status !== 'pending') {
      return {
        outcome: 'needs_refund' as const,
        bookingId: row.id,
        amount: toCents(row.totalAmount),
      };
    }
    await tx
      .update(bookings)
      .set({
        status: 'confirmed',
        paymentStatus: 'paid',
        qrCode: issueCheckinToken(secret, row.id),
        holdExpiresAt: null,
        updatedAt: now,
      })
      .where(eq(bookings.id, row.id));
    await emit(tx, { type: 'booking.confirmed', data: bookingRef(row, row.startTime) });
    return { outcome: 'confirmed' as const, bookingId: row.id };
  });
}

/**
 * After markBookingPaid said 'needs_refund': the money came in for a booking that no longer
 * exists, so it goes straight back.
 */
export async function refundLatePayment(
  db: Db,
  payments: PaymentProviders,
  ref: { provider: string; intentId: string; bookingId: string; amount: number },
) {
  const provider = payments.byName(ref.provider);
  if (!provider) return;
  await provider.refund({
    intentId: ref.intentId,
    amount: ref.amount,
    idempotencyKey: `refund-${ref.bookingId}`,
  });
  await db.transaction(async (tx) => {
    const refunded = await tx
      .update(bookings)
      .set({ paymentStatus: 'refunded' })
      .where(and(eq(bookings.id, ref.bookingId), eq(bookings.status, 'cancelled')))
      .returning(refColumns);
    for (const row of refunded) {
      await emit(tx, { type: 'booking.refunded', data: bookingRef(row, row.startTime) });
    }
  });
}

/**
 * A declined or failed payment: the booking stays held (the player may try another card).
 * `message` is the provider's own words ("Your card was declined."), for the player.
 */
export async function markPaymentFailed(
  db: Db,
  ref: { provider: string; intentId: string },
  message: string,
) {
  await db.transaction(async (tx) => {
    const failed = await tx
      .update(bookings)
      .set({ paymentStatus: 'failed' })
      .where(
        and(
          eq(bookings.paymentProvider, ref.provider),
          eq(bookings.stripePaymentIntentId, ref.intentId),
          // Never downgrade: a failure reported after the success (events out of order) is stale.
          inArray(bookings.paymentStatus, ['pending', 'failed']),
        ),
      )
      .returning(refColumns);
    for (const row of failed) {
      await emit(tx, {
        type: 'payment.failed',
        data: { ...bookingRef(row, row.startTime), message },
      });
    }
  });
}

/** A refund made at the provider (e.g. from Stripe's dashboard). */
export async function markRefunded(db: Db, ref: { provider: string; intentId: string }) {
  await db.transaction(async (tx) => {
    const refunded = await tx
      .update(bookings)
      .set({ paymentStatus: 'refunded' })
      .where(
        and(
          eq(bookings.paymentProvider, ref.provider),
          eq(bookings.stripePaymentIntentId, ref.intentId),
          eq(bookings.paymentStatus, 'paid'),
        ),
      )
      .returning(refColumns);
    for (const row of refunded) {
      await emit(tx, { type: 'booking.refunded', data: bookingRef(row, row.startTime) });
    }
  });
}

/**
 * POST /api/bookings/{id}/payment/refresh: asks the provider how the booking's payment stands
 * and records a success (the page calls it when Stripe.js says the payment went through, so the
 * booking is confirmed without waiting for the webhook).
 */
export async function refreshPayment(
  db: Db,
  payments: PaymentProviders,
  secret: Buffer,
  userId: string,
  bookingId: string,
  now: Date,
): Promise<PaidOutcome | null> {
  const row = await myBookingRow(db, userId, bookingId);
  const provider = payments.byName(row.paymentProvider);
  if (!provider || !row.stripePaymentIntentId || row.paymentStatus === 'paid') return null;
  const intent = await provider.retrieveIntent(row.stripePaymentIntentId).catch(() => {
    throw new AppError(502, 'provider_error', 'The payment provider could not be reached');
  });
  const ref = { provider: provider.name, intentId: intent.id };
  // Anything but a success (not tried yet, declined, still processing): the hold stays as it is.
  if (intent.status !== 'succeeded') return null;
  const result = await markBookingPaid(db, secret, ref, intent, now);
  if (result.outcome === 'needs_refund') {
    await refundLatePayment(db, payments, { ...ref, bookingId: row.id, amount: intent.amount });
  }
  return result.outcome;
}

/** A hold that ran out: its open payment, if any, is cancelled with the provider. */
export async function cancelReleasedIntent(
  db: Db,
  payments: PaymentProviders,
  bookingId: string,
): Promise<void> {
  const [row] = await db
    .select({ provider: bookings.paymentProvider, intentId: bookings.stripePaymentIntentId })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  const provider = row && payments.byName(row.provider);
  if (!provider || !row.intentId) return;
  await provider.cancelIntent(row.intentId).catch(() => {});
}
