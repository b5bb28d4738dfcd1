import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_HOLD_MINUTES } from '@shared/constants';
import { book, createIntent, payWithCard, slotAt } from '@server/test/booking-helpers';
import { eventsOf } from '@server/test/domain-events';
import { type FakeStripe, startFakeStripe } from '@server/test/fake-stripe';
import { createTestContext, registerUser, type TestContext } from '@server/test/test-app';
import { createVenue, registerOwner, sportIds } from '@server/test/venue-fixtures';

const WEBHOOK_SECRET = 'whsec_test_matchday';
const signer = new Stripe('sk_test_signer');

let ctx: TestContext;
let fake: FakeStripe;
let ownerId: string;
let tennis: number;
let player: { cookie: string };
let other: { cookie: string };
const zone = 'America/New_York';

beforeAll(async () => {
  fake = await startFakeStripe();
  ctx = await createTestContext({
    STRIPE_SECRET_KEY: 'sk_test_fake',
    VITE_STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: fake.url,
    BOOKING_MAX_PENDING_PER_USER: '1000',
  });
  ownerId = (await registerOwner(ctx.app)).user.id;
  [tennis] = await sportIds(ctx.database.db, ['Tennis']);
  player = await registerUser(ctx.app);
  other = await registerUser(ctx.app);
});
afterAll(async () => {
  await ctx.close();
  await fake.close();
});

const slot = (days: number, start: string, end: string) =>
  slotAt(zone, ctx.clock.now(), days, start, end);

async function heldBookingWithIntent(days = 3) {
  const v = await createVenue(ctx.database.db, ownerId, { timeZone: zone, pricePerHour: '30.00' });
  const created = await book(ctx.app, player.cookie, v, slot(days, '10:00', '11:30'), {
    sportId: tennis,
  });
  expect(created.statusCode).toBe(201);
  const intent = await createIntent(ctx.app, player.cookie, created.json().id);
  expect(intent.statusCode).toBe(200);
  return { venue: v, booking: created.json(), intent: intent.json() };
}

let eventCounter = 0;
function sendEvent(
  type: string,
  object: Record<string, unknown>,
  { id = `evt_test_${++eventCounter}`, secret = WEBHOOK_SECRET } = {},
) {
  const payload = JSON.stringify({
    id,
    object: 'event',
    type,
    api_version: '2025-01-01',
    created: Math.floor(Date.now() / 1000),
    data: { object },
  });
  const signature = signer.webhooks.generateTestHeaderString({ payload, secret });
  return ctx.app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
}

const getBooking = async (id: string) =>
  (
    await ctx.app.inject({
      method: 'GET',
      url: `/api/bookings/${id}`,
      headers: { cookie: player.cookie },
    })
  ).json();

describe('Stripe PaymentIntents', () => {
  it('are created server-side from the booking with an idempotency key', async () => {
    const { booking, intent } = await heldBookingWithIntent();
    expect(intent).toMatchObject({
      provider: 'stripe',
      bookingId: booking.id,
      amount: '45.00',
      publishableKey: 'pk_test_fake',
    });
    const stored = fake.intents.get(intent.paymentIntentId)!;
    expect(stored).toMatchObject({ amount: 4500, currency: 'usd' });
    expect(stored.metadata.bookingId).toBe(booking.id);
    expect(fake.intentKeys.at(-1)).toBe(`booking-${booking.id}-stripe`);
    // Asking again gives the same intent.
    const again = await createIntent(ctx.app, player.cookie, booking.id);
    expect(again.json().paymentIntentId).toBe(intent.paymentIntentId);
  });

  it('the test card form is switched off while Stripe takes payments', async () => {
    const { intent } = await heldBookingWithIntent();
    const response = await payWithCard(ctx.app, player.cookie, intent.clientSecret);
    expect(response.statusCode).toBe(404);
  });
});

describe('POST /api/stripe/webhook', () => {
  it('payment_intent.succeeded confirms the booking exactly once, even when delivered twice', async () => {
    const { booking, intent } = await heldBookingWithIntent();
    const object = fake.succeed(intent.paymentIntentId);
    const first = await sendEvent('payment_intent.succeeded', object, { id: 'evt_dup_1' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true, outcome: 'processed' });
    const paid = await getBooking(booking.id);
    expect(paid).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    expect(paid.qrCode).toMatch(/^MDC1\./);

    const redelivered = await sendEvent('payment_intent.succeeded', object, { id: 'evt_dup_1' });
    expect(redelivered.json().outcome).toBe('duplicate');
    // A different event for the same payment changes nothing either (the code stays the same).
    await sendEvent('payment_intent.succeeded', object);
    expect((await getBooking(booking.id)).qrCode).toBe(paid.qrCode);
  });

  it('a failure that arrives after the success (out of order) does not undo the payment', async () => {
    const { booking, intent } = await heldBookingWithIntent();
    const object = fake.succeed(intent.paymentIntentId);
    await sendEvent('payment_intent.succeeded', object);
    await sendEvent('payment_intent.payment_failed', {
      ...object,
      status: 'requires_payment_method',
    });
    expect(await getBooking(booking.id)).toMatchObject({
      paymentStatus: 'paid',
      status: 'confirmed',
    });
    // One confirmation, and no failure told for a stale event.
    const told = (type: 'booking.confirmed' | 'payment.failed') =>
      eventsOf(ctx.database.db, type, 'bookingId', booking.id);
    expect(await told('booking.confirmed')).toHaveLength(1);
    expect(await told('payment.failed')).toEqual([]);
  });

  it('a failure before any success marks the payment failed and keeps the hold', async () => {
    const { booking, intent } = await heldBookingWithIntent();
    await sendEvent('payment_intent.payment_failed', {
      ...fake.intents.get(intent.paymentIntentId)!,
      last_payment_error: { message: 'Your card has insufficient funds.' },
    });
    expect(await getBooking(booking.id)).toMatchObject({
      paymentStatus: 'failed',
      status: 'pending',
    });
    // Told with Stripe's own words, for the player's notification.
    const failed = await eventsOf(ctx.database.db, 'payment.failed', 'bookingId', booking.id);
    expect(failed.map((event) => event.data.message)).toEqual([
      'Your card has insufficient funds.',
    ]);
  });

  it('refuses unsigned and wrongly signed events', async () => {
    const { intent } = await heldBookingWithIntent();
    const object = fake.intents.get(intent.paymentIntentId)!;
    const forged = await sendEvent('payment_intent.succeeded', object, { secret: 'whsec_wrong' });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe('Invalid Stripe signature');
    const unsigned = await ctx.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ id: 'evt_x', type: 'payment_intent.succeeded' }),
    });
    expect(unsigned.statusCode).toBe(400);
  });

  it.each([
    ['less than the total', { amount_received: 100 }],
    ['another currency', { currency: 'eur' }],
  ])('a payment of %s is recorded but does not mark the booking paid', async (_, change) => {
    const { booking, intent } = await heldBookingWithIntent();
    const object = { ...fake.succeed(intent.paymentIntentId), ...change };
    const response = await sendEvent('payment_intent.succeeded', object);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true, outcome: 'amount_mismatch' });
    expect(await getBooking(booking.id)).toMatchObject({
      status: 'pending',
      paymentStatus: 'pending',
      qrCode: null,
    });
  });

  it('the status refresh does not confirm a payment whose amount differs from the total', async () => {
    const { booking, intent } = await heldBookingWithIntent();
    fake.succeed(intent.paymentIntentId).amount = 100;
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/bookings/${booking.id}/payment/refresh`,
      headers: { cookie: player.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().booking).toMatchObject({ status: 'pending', paymentStatus: 'pending' });
  });

  it('ignores event types it does not use', async () => {
    const response = await sendEvent('customer.created', { id: 'cus_1', object: 'customer' });
    expect(response.json()).toEqual({ received: true, outcome: 'ignored' });
  });

  it('a payment that lands after the hold ran out is refunded', async () => {
    const { booking, intent } = await heldBookingWithIntent();
    ctx.clock.advance(BOOKING_HOLD_MINUTES * 60_000 + 1);
    try {
      // The hold expires (the booking list releases it), then Stripe reports the payment.
      await ctx.app.inject({
        method: 'GET',
        url: '/api/bookings',
        headers: { cookie: player.cookie },
      });
      await sendEvent('payment_intent.succeeded', fake.succeed(intent.paymentIntentId));
      expect(await getBooking(booking.id)).toMatchObject({
        status: 'cancelled',
        paymentStatus: 'refunded',
      });
      expect(fake.refunds.at(-1)).toMatchObject({
        paymentIntent: intent.paymentIntentId,
        amount: 4500,
        idempotencyKey: `refund-${booking.id}`,
      });
    } finally {
      ctx.clock.advance(-(BOOKING_HOLD_MINUTES * 60_000 + 1));
    }
  });
});

describe('after Stripe.js confirms', () => {
  it('the page asks the server to check, which confirms the booking without the webhook', async () => {
    const { booking, intent } = await heldBookingWithIntent();
    const refresh = (cookie: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/bookings/${booking.id}/payment/refresh`,
        headers: { cookie },
      });
    expect((await refresh(player.cookie)).json().booking.paymentStatus).toBe('pending');
    fake.succeed(intent.paymentIntentId);
    expect((await refresh(other.cookie)).statusCode).toBe(404);
    const response = await refresh(player.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json().booking).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
  });

  it('cancelling 24 hours or more ahead refunds through Stripe, once', async () => {
    const { booking, intent } = await heldBookingWithIntent(5);
    await sendEvent('payment_intent.succeeded', fake.succeed(intent.paymentIntentId));
    const cancel = () =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/bookings/${booking.id}/cancel`,
        headers: { cookie: player.cookie },
      });
    const before = fake.refunds.length;
    const response = await cancel();
    expect(response.json()).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    expect(fake.refunds.length).toBe(before + 1);
    expect(fake.refunds.at(-1)).toMatchObject({
      amount: 4500,
      idempotencyKey: `refund-${booking.id}`,
    });
    expect((await cancel()).statusCode).toBe(409);
  });
});

describe('without Stripe configured', () => {
  it('the webhook is not there: 404, so probes raise no alerts', async () => {
    const plain = await createTestContext();
    try {
      const response = await plain.app.inject({
        method: 'POST',
        url: '/api/stripe/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' },
        payload: '{}',
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'not_found' });
    } finally {
      await plain.close();
    }
  });
});
