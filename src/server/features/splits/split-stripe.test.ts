import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentIntent } from '@shared/contracts/payments';
import { type FakeStripe, startFakeStripe } from '@server/test/fake-stripe';
import { createTestContext, registerUser, type TestContext } from '@server/test/test-app';
import { createVenue, registerOwner, sportIds } from '@server/test/venue-fixtures';
import { splitKit } from './split-test-kit';

const WEBHOOK_SECRET = 'whsec_test_matchday';
const signer = new Stripe('sk_test_signer');

let ctx: TestContext;
let fake: FakeStripe;
let kit: ReturnType<typeof splitKit>;
let ownerId: string;
let padel: number;
type Player = Awaited<ReturnType<typeof registerUser>>;
let booker: Player;
let friend: Player;

beforeAll(async () => {
  fake = await startFakeStripe();
  ctx = await createTestContext({
    BOOKING_MAX_PENDING_PER_USER: '1000',
    STRIPE_SECRET_KEY: 'sk_test_fake',
    VITE_STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: fake.url,
  });
  kit = splitKit(ctx.app, ctx.database.db, () => ctx.clock.now());
  ownerId = (await registerOwner(ctx.app)).user.id;
  [padel] = await sportIds(ctx.database.db, ['Padel']);
  booker = await registerUser(ctx.app);
  friend = await registerUser(ctx.app);
});
afterAll(async () => {
  await ctx.close();
  await fake.close();
});

let eventCounter = 0;
/** Stripe telling the app that an intent was paid (signed like Stripe's own webhooks). */
function paid(intent: unknown) {
  const payload = JSON.stringify({
    id: `evt_split_${++eventCounter}`,
    object: 'event',
    type: 'payment_intent.succeeded',
    api_version: '2025-01-01',
    created: Math.floor(Date.now() / 1000),
    data: { object: intent },
  });
  const signature = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  return ctx.app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
}

/** Pays a share through Stripe with `card`; answers the intent the app asked Stripe for. */
async function payShare(player: Player, bookingId: string, shareId: string, card?: string) {
  const response = await kit.intent(player.cookie, bookingId, shareId);
  expect(response.statusCode, response.body).toBe(200);
  const intent = response.json<PaymentIntent>();
  expect((await paid(fake.succeed(intent.paymentIntentId, card))).statusCode).toBe(200);
  return fake.intents.get(intent.paymentIntentId)!;
}

/** A padel court for four, split with one friend invited (two places left open). */
async function splitForFour(days: number, bookerCard?: string) {
  const v = await createVenue(ctx.database.db, ownerId, { sports: ['Padel'] });
  const held = await kit.held(booker.cookie, v, padel, days);
  const response = await kit.split(booker.cookie, held.id, {
    players: 4,
    userIds: [friend.user.id],
  });
  expect(response.statusCode, response.body).toBe(201);
  const split = response.json<{ deadline: string; shares: { id: string }[] }>();
  const own = await payShare(booker, held.id, split.shares[0]!.id, bookerCard);
  const friends = await payShare(friend, held.id, split.shares[1]!.id);
  return { held, split, own, friends };
}

const runBackstop = () => ctx.app.matchday.jobs.runNow('settle split deadlines');
const pastDeadline = (split: { deadline: string }) =>
  ctx.clock.set(new Date(new Date(split.deadline).getTime() + 1000));

describe('the deadline backstop with Stripe', () => {
  it("saves only the booker's card at checkout, then charges it off-session for the rest", async () => {
    ctx.clock.set(new Date());
    const { held, split, own, friends } = await splitForFour(3);
    // The booker's share sets the card up for later, on a Customer; a friend's does not.
    expect(own.setup_future_usage).toBe('off_session');
    expect(own.customer).toMatch(/^cus_fake_/);
    expect(friends.setup_future_usage).toBeNull();
    expect(friends.customer).toBeNull();

    pastDeadline(split);
    await runBackstop();
    const charge = [...fake.intents.values()].find((i) => i.off_session)!;
    expect(charge).toMatchObject({
      amount: 2000,
      customer: own.customer,
      payment_method: 'pm_card_visa',
      status: 'succeeded',
    });
    const after = (await kit.shares(booker.cookie, held.id)).json();
    expect(after.status).toBe('complete');
    expect(after.shares.map((s: { paidByBooker: boolean }) => s.paidByBooker)).toEqual([
      false,
      false,
      true,
      true,
    ]);
    const booking = (await kit.call('GET', `/api/bookings/${held.id}`, booker.cookie)).json();
    expect(booking).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    expect(booking.qrCode).toMatch(/^MDC1\./);

    // Stripe's own webhook for the off-session charge, and another run, change nothing more.
    expect((await paid(charge)).statusCode).toBe(200);
    await runBackstop();
    expect([...fake.intents.values()].filter((i) => i.off_session)).toHaveLength(1);
    expect(fake.refunds.filter((r) => r.paymentIntent === charge.id)).toHaveLength(0);
  });

  it('cancels the booking and refunds the paid shares once when the saved card is declined', async () => {
    ctx.clock.set(new Date());
    fake.declinedLater.add('pm_card_declines_later');
    const { held, split, own, friends } = await splitForFour(4, 'pm_card_declines_later');

    pastDeadline(split);
    await runBackstop();
    const tried = [...fake.intents.values()].filter((i) => i.customer === own.customer);
    // The off-session charge was tried and declined (then cancelled with the split's orders).
    expect(tried.at(-1)).toMatchObject({ off_session: true, amount: 2000, amount_received: 0 });
    const booking = (await kit.call('GET', `/api/bookings/${held.id}`, booker.cookie)).json();
    expect(booking.status).toBe('cancelled');
    expect((await kit.shares(booker.cookie, held.id)).json().status).toBe('failed');
    await runBackstop();
    await ctx.app.matchday.jobs.runNow('refund cancelled orders');
    for (const intent of [own, friends]) {
      expect(fake.refunds.filter((r) => r.paymentIntent === intent.id)).toEqual([
        expect.objectContaining({ amount: 1000 }),
      ]);
    }
  });
});
