import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_HOLD_MINUTES } from '@shared/constants';
import { testPaymentIntents } from '@server/db/schema/payments';
import { book, createIntent, pay, payWithCard, slotAt } from '@server/test/booking-helpers';
import { createTestContext, registerUser, type TestContext } from '@server/test/test-app';
import { createVenue, registerOwner, sportIds } from '@server/test/venue-fixtures';
import { EXPIRED_CARD, INVALID_CVC, INVALID_NUMBER, NOT_A_TEST_CARD } from './test-card.service';

let ctx: TestContext;
let ownerId: string;
let tennis: number;
let player: { cookie: string };
let other: { cookie: string };
const zone = 'Europe/Paris';

beforeAll(async () => {
  // These tests leave many bookings unpaid on purpose; the hold limit has its own test.
  ctx = await createTestContext({ BOOKING_MAX_PENDING_PER_USER: '1000' });
  ownerId = (await registerOwner(ctx.app)).user.id;
  [tennis] = await sportIds(ctx.database.db, ['Tennis']);
  player = await registerUser(ctx.app);
  other = await registerUser(ctx.app);
});
afterAll(() => ctx.close());

const slot = (days: number, start: string, end: string) =>
  slotAt(zone, ctx.clock.now(), days, start, end);

async function heldBooking(days = 3, start = '10:00', end = '11:00', cookie = player.cookie) {
  const v = await createVenue(ctx.database.db, ownerId, { timeZone: zone });
  const response = await book(ctx.app, cookie, v, slot(days, start, end), { sportId: tennis });
  expect(response.statusCode).toBe(201);
  return { venue: v, booking: response.json() };
}

describe('POST /api/create-payment-intent (test provider)', () => {
  it("creates one intent for the booking's own total, and answers it again when asked again", async () => {
    const { booking } = await heldBooking();
    const first = await createIntent(ctx.app, player.cookie, booking.id);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      provider: 'test',
      bookingId: booking.id,
      amount: '40.00',
      currency: 'USD',
      publishableKey: null,
    });
    const again = await createIntent(ctx.app, player.cookie, booking.id);
    expect(again.json().paymentIntentId).toBe(first.json().paymentIntentId);
    expect(again.json().clientSecret).toBe(first.json().clientSecret);
  });

  it('refuses an amount that is not the booking total', async () => {
    const { booking } = await heldBooking();
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      headers: { cookie: player.cookie },
      payload: { bookingId: booking.id, amount: 1 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      "The amount does not match this booking's total of $40.00",
    );
    const matching = await ctx.app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      headers: { cookie: player.cookie },
      payload: { bookingId: booking.id, amount: 40 },
    });
    expect(matching.statusCode).toBe(200);
  });

  it("answers 401 signed out, 404 for someone else's booking, 400 without a booking", async () => {
    const { booking } = await heldBooking();
    expect((await createIntent(ctx.app, '', booking.id)).statusCode).toBe(401);
    expect((await createIntent(ctx.app, other.cookie, booking.id)).statusCode).toBe(404);
    const missing = await ctx.app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      headers: { cookie: player.cookie },
      payload: {},
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Choose a booking to pay for');
  });

  it('refuses once the hold has expired, and once paid', async () => {
    const { booking } = await heldBooking();
    ctx.clock.advance(BOOKING_HOLD_MINUTES * 60_000 + 1);
    try {
      const expired = await createIntent(ctx.app, player.cookie, booking.id);
      expect(expired.statusCode).toBe(409);
      expect(expired.json().code).toBe('hold_expired');
    } finally {
      ctx.clock.advance(-(BOOKING_HOLD_MINUTES * 60_000 + 1));
    }
    const { booking: paidOne } = await heldBooking();
    await pay(ctx.app, player.cookie, paidOne.id);
    const again = await createIntent(ctx.app, player.cookie, paidOne.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('already_paid');
  });
});

describe('POST /api/payments/test/confirm', () => {
  it('4242 4242 4242 4242 pays: the booking is confirmed, paid, with a signed QR code', async () => {
    const { booking } = await heldBooking();
    const intent = (await createIntent(ctx.app, player.cookie, booking.id)).json();
    const response = await payWithCard(ctx.app, player.cookie, intent.clientSecret);
    expect(response.statusCode).toBe(200);
    const paid = response.json().booking;
    expect(paid).toMatchObject({ status: 'confirmed', paymentStatus: 'paid', holdExpiresAt: null });
    expect(paid.qrCode).toMatch(/^MDC1\.[\w-]{16}\.[\w-]{22}$/);
    expect(paid.qrCode).not.toContain(booking.id);

    const twice = await payWithCard(ctx.app, player.cookie, intent.clientSecret);
    expect(twice.statusCode).toBe(409);
    const [row] = await ctx.database.db
      .select()
      .from(testPaymentIntents)
      .where(eq(testPaymentIntents.id, intent.paymentIntentId));
    expect(row).toMatchObject({
      status: 'succeeded',
      cardBrand: 'visa',
      cardLast4: '4242',
      amount: 4000,
    });
  });

  it('4000 0000 0000 0002 is declined with the provider message; another card then pays', async () => {
    const { booking } = await heldBooking();
    const intent = (await createIntent(ctx.app, player.cookie, booking.id)).json();
    const declined = await payWithCard(ctx.app, player.cookie, intent.clientSecret, {
      cardNumber: '4000 0000 0000 0002',
    });
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toEqual({ message: 'Your card was declined.', code: 'card_declined' });
    const after = await ctx.app.inject({
      method: 'GET',
      url: `/api/bookings/${booking.id}`,
      headers: { cookie: player.cookie },
    });
    expect(after.json()).toMatchObject({ status: 'pending', paymentStatus: 'failed' });

    const retry = await payWithCard(ctx.app, player.cookie, intent.clientSecret);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().booking.paymentStatus).toBe('paid');
  });

  it('checks the card details like a card form', async () => {
    const { booking } = await heldBooking();
    const { clientSecret } = (await createIntent(ctx.app, player.cookie, booking.id)).json();
    const cases: [Record<string, string>, number, string][] = [
      [{ cardNumber: '4242 4242 4242 4241' }, 400, INVALID_NUMBER],
      [{ cardNumber: '4242' }, 400, 'Your card number is incomplete'],
      [{ expiry: '01/20' }, 400, EXPIRED_CARD],
      [{ expiry: '13/40' }, 400, 'Enter the expiry date as MM/YY'],
      [{ cvc: '12' }, 400, "Your card's security code is incomplete"],
      [{ cvc: '1234' }, 400, INVALID_CVC],
      [{ cardNumber: '4111 1111 1111 1111' }, 402, NOT_A_TEST_CARD],
      [{ cardNumber: '4000 0000 0000 9995' }, 402, 'Your card has insufficient funds.'],
    ];
    for (const [card, status, message] of cases) {
      const response = await payWithCard(ctx.app, player.cookie, clientSecret, card);
      expect(response.statusCode, message).toBe(status);
      expect(response.json().message).toBe(message);
    }
  });

  it("nobody pays through someone else's payment; signed out is 401", async () => {
    const { booking } = await heldBooking();
    const { clientSecret } = (await createIntent(ctx.app, player.cookie, booking.id)).json();
    const stranger = await payWithCard(ctx.app, other.cookie, clientSecret);
    expect(stranger.statusCode).toBe(404);
    expect((await payWithCard(ctx.app, '', clientSecret)).statusCode).toBe(401);
    expect((await payWithCard(ctx.app, player.cookie, 'pi_test_nope_secret_x')).statusCode).toBe(
      404,
    );
  });

  it('refuses to charge once the hold has run out', async () => {
    const { booking } = await heldBooking();
    const { clientSecret } = (await createIntent(ctx.app, player.cookie, booking.id)).json();
    ctx.clock.advance(BOOKING_HOLD_MINUTES * 60_000 + 1);
    try {
      const response = await payWithCard(ctx.app, player.cookie, clientSecret);
      expect(response.statusCode).toBe(409);
      expect(response.json().code).toBe('hold_expired');
    } finally {
      ctx.clock.advance(-(BOOKING_HOLD_MINUTES * 60_000 + 1));
    }
  });

  it('does not charge a payment whose amount is no longer the booking total', async () => {
    const { booking } = await heldBooking();
    const intent = (await createIntent(ctx.app, player.cookie, booking.id)).json();
    await ctx.database.db
      .update(testPaymentIntents)
      .set({ amount: 100 })
      .where(eq(testPaymentIntents.id, intent.paymentIntentId));
    const response = await payWithCard(ctx.app, player.cookie, intent.clientSecret);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'amount_mismatch' });
    const [stored] = await ctx.database.db
      .select()
      .from(testPaymentIntents)
      .where(eq(testPaymentIntents.id, intent.paymentIntentId));
    expect(stored!.status).toBe('requires_payment_method');
  });
});

describe('cancelling paid bookings', () => {
  const cancel = (id: string, cookie = player.cookie) =>
    ctx.app.inject({ method: 'POST', url: `/api/bookings/${id}/cancel`, headers: { cookie } });

  it('refunds a paid booking cancelled 24 hours or more ahead, and frees the slot', async () => {
    const { booking, venue } = await heldBooking(3, '18:00', '19:30');
    const paid = await pay(ctx.app, player.cookie, booking.id);
    expect((await cancel(paid.id, other.cookie)).statusCode).toBe(404);

    const response = await cancel(paid.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refunded',
      qrCode: null,
    });
    const [intent] = await ctx.database.db
      .select()
      .from(testPaymentIntents)
      .where(eq(testPaymentIntents.bookingId, booking.id));
    expect(intent!.amountRefunded).toBe(6000);
    expect((await cancel(paid.id)).statusCode).toBe(409);

    const again = await book(ctx.app, other.cookie, venue, slot(3, '18:00', '19:30'), {
      sportId: tennis,
    });
    expect(again.statusCode).toBe(201);
  });

  it('keeps the payment when cancelled less than 24 hours ahead', async () => {
    const { booking } = await heldBooking(2, '10:00', '11:00');
    const paid = await pay(ctx.app, player.cookie, booking.id);
    // Two hours before the start: inside the 24-hour window.
    const shift = new Date(paid.startTime).getTime() - 2 * 3_600_000 - ctx.clock.now().getTime();
    ctx.clock.advance(shift);
    try {
      const response = await cancel(paid.id);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ status: 'cancelled', paymentStatus: 'paid' });
    } finally {
      ctx.clock.advance(-shift);
    }
    const [intent] = await ctx.database.db
      .select()
      .from(testPaymentIntents)
      .where(eq(testPaymentIntents.bookingId, booking.id));
    expect(intent!.amountRefunded).toBe(0);
  });

  it('cancels an unpaid hold and its payment', async () => {
    const { booking } = await heldBooking();
    const intent = (await createIntent(ctx.app, player.cookie, booking.id)).json();
    const response = await cancel(booking.id);
    expect(response.json()).toMatchObject({ status: 'cancelled', paymentStatus: 'pending' });
    const late = await payWithCard(ctx.app, player.cookie, intent.clientSecret);
    expect(late.statusCode).toBe(409);
  });
});
