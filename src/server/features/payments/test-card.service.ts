import { and, eq } from 'drizzle-orm';
import { passesLuhn, type TestCardPaymentBody } from '@shared/contracts/payments';
import type { Db } from '@server/db/client';
import { bookings } from '@server/db/schema/bookings';
import { testPaymentIntents } from '@server/db/schema/payments';
import { AppError, badRequest, conflict, notFound } from '@server/lib/app-error';
import {
  AMOUNT_MISMATCH,
  HOLD_EXPIRED,
  markBookingPaid,
  markPaymentFailed,
} from './payments.service';

/** Stripe's well-known test cards and what each one does. */
const TEST_CARDS: Record<string, { brand: string; decline?: string }> = {
  '4242424242424242': { brand: 'visa' },
  '4000056655665556': { brand: 'visa' },
  '5555555555554444': { brand: 'mastercard' },
  '2223003122003222': { brand: 'mastercard' },
  '378282246310005': { brand: 'amex' },
  // Pays now; a later charge of the saved card (a split's backstop) is declined (test-provider.ts).
  '4000000000000341': { brand: 'visa' },
  '4000000000000002': { brand: 'visa', decline: 'Your card was declined.' },
  '4000000000009995': { brand: 'visa', decline: 'Your card has insufficient funds.' },
  '4000000000000069': { brand: 'visa', decline: 'Your card has expired.' },
  '4000000000000127': { brand: 'visa', decline: "Your card's security code is incorrect." },
};

export const NOT_A_TEST_CARD =
  'Your card was declined. The built-in test provider only takes test cards, such as 4242 4242 4242 4242.';
export const INVALID_NUMBER = 'Your card number is invalid.';
export const EXPIRED_CARD = "Your card's expiration date is in the past.";
export const INVALID_CVC = "Your card's security code is invalid.";

const fieldError = (field: string, message: string) => badRequest(message, { [field]: message });

/** Checks the card's own details the way a card form does, before anything is charged. */
export function checkCard(body: TestCardPaymentBody, now: Date) {
  if (!passesLuhn(body.cardNumber)) throw fieldError('cardNumber', INVALID_NUMBER);
  const [month, year] = body.expiry.split('/').map((part) => Number(part.trim())) as [
    number,
    number,
  ];
  // A card is good until the end of its expiry month.
  const endOfMonth = Date.UTC(2000 + year, month, 1);
  if (endOfMonth <= now.getTime()) throw fieldError('expiry', EXPIRED_CARD);
  const card = TEST_CARDS[body.cardNumber];
  const cvcLength = card?.brand === 'amex' ? 4 : 3;
  if (body.cvc.length !== cvcLength) throw fieldError('cvc', INVALID_CVC);
  return card;
}

export const cardDeclined = (message: string) => new AppError(402, 'card_declined', message);

export const TEST_INTENT_NOT_FOUND = 'Payment not found';

/**
 * POST /api/payments/test/confirm: the built-in provider's card payment for one of the caller's
 * held bookings (orders: test-card-orders.ts). 4242 4242 4242 4242 succeeds; 4000 0000 0000 0002 and the other decline cards
 * answer 402 with the provider's message; malformed details answer 400.
 */
export async function confirmTestCardPayment(
  db: Db,
  secret: Buffer,
  userId: string,
  body: TestCardPaymentBody,
  now: Date,
) {
  const [intent] = await db
    .select({ intent: testPaymentIntents, booking: bookings })
    .from(testPaymentIntents)
    .innerJoin(bookings, eq(bookings.id, testPaymentIntents.bookingId))
    .where(eq(testPaymentIntents.clientSecret, body.clientSecret));
  if (!intent || intent.booking.userId !== userId) throw notFound(TEST_INTENT_NOT_FOUND);
  if (intent.intent.status === 'succeeded') throw conflict('This payment has already been made');
  if (intent.intent.status === 'canceled') throw conflict(HOLD_EXPIRED, 'hold_expired');
  const booking = intent.booking;
  if (booking.status !== 'pending' || !booking.holdExpiresAt || booking.holdExpiresAt <= now) {
    throw conflict(HOLD_EXPIRED, 'hold_expired');
  }
  if (booking.stripePaymentIntentId !== intent.intent.id) {
    throw conflict('This payment was replaced by a newer one. Please reload the page.');
  }

  const card = checkCard(body, now);
  const ref = { provider: 'test', intentId: intent.intent.id };
  const last4 = body.cardNumber.slice(-4);
  if (!card || card.decline) {
    const message = card?.decline ?? NOT_A_TEST_CARD;
    await db.transaction(async (tx) => {
      await tx
        .update(testPaymentIntents)
        .set({ lastError: message, cardBrand: card?.brand ?? null, cardLast4: last4 })
        .where(eq(testPaymentIntents.id, intent.intent.id));
      await markPaymentFailed(tx, ref, message);
    });
    throw cardDeclined(message);
  }

  // One transaction: the money is taken only if the booking is confirmed with it.
  await db.transaction(async (tx) => {
    const [succeeded] = await tx
      .update(testPaymentIntents)
      .set({ status: 'succeeded', lastError: null, cardBrand: card.brand, cardLast4: last4 })
      .where(
        // Guarded: of two concurrent confirmations, one takes the money.
        and(
          eq(testPaymentIntents.id, intent.intent.id),
          eq(testPaymentIntents.status, 'requires_payment_method'),
        ),
      )
      .returning({ status: testPaymentIntents.status });
    if (!succeeded) throw conflict('This payment has already been made');
    const result = await markBookingPaid(tx, secret, ref, intent.intent, now);
    if (result.outcome === 'amount_mismatch') throw conflict(AMOUNT_MISMATCH, 'amount_mismatch');
    if (result.outcome !== 'confirmed') throw conflict(HOLD_EXPIRED, 'hold_expired');
  });
  return booking.id;
}
