import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeagueTeamView, LeagueView } from '@shared/contracts/leagues';
import type { PaymentIntent } from '@shared/contracts/payments';
import { sports } from '@server/db/schema/sports';
import { type FakeStripe, startFakeStripe } from '@server/test/fake-stripe';
import { createPeople, type TestPerson } from '@server/test/people';
import { createTestContext, type TestContext } from '@server/test/test-app';

const WEBHOOK_SECRET = 'whsec_test_matchday';
const signer = new Stripe('sk_test_signer');

let ctx: TestContext;
let fake: FakeStripe;
let soccer: number;
let admin: TestPerson;
let captain: TestPerson;
let stranger: TestPerson;

beforeAll(async () => {
  fake = await startFakeStripe();
  ctx = await createTestContext({
    STRIPE_SECRET_KEY: 'sk_test_fake',
    VITE_STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: fake.url,
  });
  const all = await ctx.database.db.select().from(sports);
  soccer = all.find((s) => s.name === 'Soccer')!.id;
  admin = (await createPeople(ctx, 1, { userType: 'league_admin', roles: ['league'] }))[0]!;
  [captain, stranger] = (await createPeople(ctx, 2)) as [TestPerson, TestPerson];
});
afterAll(async () => {
  await ctx.close();
  await fake.close();
});

type Method = 'GET' | 'POST' | 'PATCH';
const call = (method: Method, url: string, cookie?: string, payload?: unknown) =>
  ctx.app.inject({ method, url, payload: payload as object, headers: cookie ? { cookie } : {} });

let eventCounter = 0;
function sendEvent(type: string, object: unknown, id = `evt_order_${++eventCounter}`) {
  const payload = JSON.stringify({
    id,
    object: 'event',
    type,
    api_version: '2025-01-01',
    created: Math.floor(Date.now() / 1000),
    data: { object },
  });
  const signature = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  return ctx.app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
}

let teamCount = 0;
/** A captain's request to join a league with a $60 fee, and its Stripe intent. */
async function requestWithIntent() {
  const league = (
    await call('POST', '/api/leagues', admin.cookie, {
      name: 'Harbour Midweek League',
      sportId: soccer,
      season: '2026',
      leagueType: 'amateur',
      format: 'round_robin',
      maxTeams: 6,
      startDate: '2026-09-01',
      endDate: '2026-12-15',
      registrationFee: '60.00',
    })
  ).json<LeagueView>();
  await call('PATCH', `/api/leagues/${league.id}/status`, admin.cookie, { status: 'registration' });
  teamCount += 1;
  const team = await call('POST', '/api/teams', captain.cookie, {
    name: `Dockers ${teamCount}`,
    sportId: soccer,
    maxMembers: 10,
    isPrivate: false,
  });
  const asked = await call('POST', `/api/leagues/${league.id}/teams`, captain.cookie, {
    teamId: team.json<{ id: string }>().id,
  });
  const request = asked.json<LeagueTeamView>();
  const orderId = request.paymentOrderId!;
  const intent = await call('POST', '/api/create-payment-intent', captain.cookie, { orderId });
  expect(intent.statusCode, intent.body).toBe(200);
  return { league, request, orderId, intent: intent.json<PaymentIntent>() };
}

const orderOf = async (orderId: string) =>
  (await call('GET', `/api/payment-orders/${orderId}`, captain.cookie)).json();

describe('payment orders through Stripe', () => {
  it('the intent says which order it pays for, with the server’s amount', async () => {
    const { orderId, intent } = await requestWithIntent();
    expect(intent).toMatchObject({ provider: 'stripe', orderId, amount: '60.00' });
    const stored = fake.intents.get(intent.paymentIntentId)!;
    expect(stored).toMatchObject({ amount: 6000, currency: 'usd' });
    expect(stored.metadata).toMatchObject({ orderId, kind: 'league_registration' });
    expect(fake.intentKeys.at(-1)).toBe(`order-${orderId}-stripe`);
  });

  it('payment_intent.succeeded pays the order once, even delivered twice or as another event', async () => {
    const { league, request, orderId, intent } = await requestWithIntent();
    const object = fake.succeed(intent.paymentIntentId);
    const first = await sendEvent('payment_intent.succeeded', object, 'evt_order_dup');
    expect(first.json()).toEqual({ received: true, outcome: 'processed' });
    const paid = await orderOf(orderId);
    expect(paid).toMatchObject({ status: 'paid' });
    expect(
      (await sendEvent('payment_intent.succeeded', object, 'evt_order_dup')).json().outcome,
    ).toBe('duplicate');
    await sendEvent('payment_intent.succeeded', object);
    expect((await orderOf(orderId)).paidAt).toBe(paid.paidAt);
    // A failure arriving after the success does not undo it.
    await sendEvent('payment_intent.payment_failed', {
      ...object,
      status: 'requires_payment_method',
    });
    expect(await orderOf(orderId)).toMatchObject({ status: 'paid' });
    const teams = await call('GET', `/api/leagues/${league.id}/teams`, admin.cookie);
    expect(teams.json<LeagueTeamView[]>().find((t) => t.id === request.id)).toMatchObject({
      status: 'pending',
      feeStatus: 'paid',
    });
  });

  it('another amount confirms nothing', async () => {
    const { orderId, intent } = await requestWithIntent();
    const object = { ...fake.succeed(intent.paymentIntentId), amount_received: 100 };
    expect((await sendEvent('payment_intent.succeeded', object)).json().outcome).toBe(
      'amount_mismatch',
    );
    expect(await orderOf(orderId)).toMatchObject({ status: 'pending', paidAt: null });
  });

  it('the refresh path records the success without the webhook; someone else gets 404', async () => {
    const { orderId, intent } = await requestWithIntent();
    fake.succeed(intent.paymentIntentId);
    expect(
      (await call('POST', `/api/payment-orders/${orderId}/refresh`, stranger.cookie)).statusCode,
    ).toBe(404);
    const refreshed = await call('POST', `/api/payment-orders/${orderId}/refresh`, captain.cookie);
    expect(refreshed.json()).toMatchObject({ status: 'paid' });
  });

  it('a payment landing on a declined (cancelled) request is refunded once', async () => {
    const { league, request, orderId, intent } = await requestWithIntent();
    await call('PATCH', `/api/leagues/${league.id}/teams/${request.id}`, admin.cookie, {
      status: 'declined',
    });
    const before = fake.refunds.length;
    const object = fake.succeed(intent.paymentIntentId);
    await sendEvent('payment_intent.succeeded', object);
    await sendEvent('payment_intent.succeeded', object);
    expect(fake.refunds.length).toBe(before + 1);
    expect(fake.refunds.at(-1)).toMatchObject({
      paymentIntent: intent.paymentIntentId,
      amount: 6000,
      idempotencyKey: `refund-order-${orderId}`,
    });
    expect(await orderOf(orderId)).toMatchObject({ status: 'refunded' });
  });

  it('declining a paid request refunds it through Stripe; the charge.refunded echo changes nothing', async () => {
    const { league, request, orderId, intent } = await requestWithIntent();
    await sendEvent('payment_intent.succeeded', fake.succeed(intent.paymentIntentId));
    const before = fake.refunds.length;
    const declined = await call(
      'PATCH',
      `/api/leagues/${league.id}/teams/${request.id}`,
      admin.cookie,
      { status: 'declined' },
    );
    expect(declined.json()).toMatchObject({ status: 'declined', feeStatus: 'refunded' });
    expect(fake.refunds.length).toBe(before + 1);
    await sendEvent('charge.refunded', {
      id: 'ch_1',
      object: 'charge',
      payment_intent: intent.paymentIntentId,
    });
    expect(fake.refunds.length).toBe(before + 1);
    expect(await orderOf(orderId)).toMatchObject({ status: 'refunded' });
  });
});
