import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeagueTeamView, LeagueView } from '@shared/contracts/leagues';
import type { PaymentIntent, PaymentOrder } from '@shared/contracts/payments';
import { leagues } from '@server/db/schema/leagues';
import { paymentOrders, testPaymentIntents } from '@server/db/schema/payments';
import { sports } from '@server/db/schema/sports';
import { createPeople, type TestPerson } from '@server/test/people';
import { createTestContext, type TestContext } from '@server/test/test-app';

let ctx: TestContext;
let soccer: number;
let admin: TestPerson;
let captains: TestPerson[];

beforeAll(async () => {
  ctx = await createTestContext();
  const all = await ctx.database.db.select().from(sports);
  soccer = all.find((s) => s.name === 'Soccer')!.id;
  admin = (await createPeople(ctx, 1, { userType: 'league_admin', roles: ['league'] }))[0]!;
  captains = await createPeople(ctx, 4);
});
afterAll(() => ctx.close());

type Method = 'GET' | 'POST' | 'PATCH';
const call = (method: Method, url: string, cookie?: string, payload?: unknown) =>
  ctx.app.inject({ method, url, payload: payload as object, headers: cookie ? { cookie } : {} });

const CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' };

async function openLeague(registrationFee: string | undefined, maxTeams = 8) {
  const created = await call('POST', '/api/leagues', admin!.cookie, {
    name: 'Riverside Sunday League',
    sportId: soccer,
    season: '2026/27',
    leagueType: 'amateur',
    format: 'round_robin',
    maxTeams,
    startDate: '2026-09-06',
    endDate: '2027-05-30',
    ...(registrationFee && { registrationFee }),
  });
  expect(created.statusCode, created.body).toBe(201);
  const league = created.json<LeagueView>();
  const opened = await call('PATCH', `/api/leagues/${league.id}/status`, admin!.cookie, {
    status: 'registration',
  });
  expect(opened.statusCode, opened.body).toBe(200);
  return league;
}

let teamCount = 0;
async function createTeam(captain: TestPerson) {
  teamCount += 1;
  const response = await call('POST', '/api/teams', captain.cookie, {
    name: `Harriers ${teamCount}`,
    sportId: soccer,
    maxMembers: 10,
    isPrivate: false,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string }>().id;
}

async function askToJoin(leagueId: string, captain: TestPerson) {
  const teamId = await createTeam(captain);
  const asked = await call('POST', `/api/leagues/${leagueId}/teams`, captain.cookie, { teamId });
  expect(asked.statusCode, asked.body).toBe(201);
  return asked.json<LeagueTeamView>();
}

async function intentFor(orderId: string, captain: TestPerson) {
  const response = await call('POST', '/api/create-payment-intent', captain.cookie, { orderId });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PaymentIntent>();
}

async function payFee(orderId: string, captain: TestPerson) {
  const intent = await intentFor(orderId, captain);
  return call('POST', '/api/payments/test/confirm', captain.cookie, {
    clientSecret: intent.clientSecret,
    ...CARD,
  });
}

const requestsOf = async (leagueId: string) =>
  (await call('GET', `/api/leagues/${leagueId}/teams`, admin!.cookie)).json<LeagueTeamView[]>();

const decide = (leagueId: string, id: string, status: 'accepted' | 'declined') =>
  call('PATCH', `/api/leagues/${leagueId}/teams/${id}`, admin!.cookie, { status });

describe('league registration fee', () => {
  it('a captain’s request waits for the fee, which they pay with the test card', async () => {
    const league = await openLeague('120.00');
    const captain = captains[0]!;
    const request = await askToJoin(league.id, captain);
    expect(request).toMatchObject({ status: 'awaiting_payment', feeStatus: 'pending' });
    expect(request.paymentOrderId).toBeTruthy();
    const orderId = request.paymentOrderId!;

    const order = await call('GET', `/api/payment-orders/${orderId}`, captain.cookie);
    expect(order.json<PaymentOrder>()).toMatchObject({
      kind: 'league_registration',
      amount: '120.00',
      currency: 'USD',
      status: 'pending',
      returnTo: `/leagues/${league.id}?tab=teams`,
    });
    expect(order.json<PaymentOrder>().description).toContain('Riverside Sunday League');

    // Asking again answers the same unpaid request and order.
    const teamId = request.teamId;
    const again = await call('POST', `/api/leagues/${league.id}/teams`, captain.cookie, { teamId });
    expect(again.json<LeagueTeamView>()).toMatchObject({ id: request.id, paymentOrderId: orderId });

    const intent = await intentFor(orderId, captain);
    expect(intent).toMatchObject({ provider: 'test', orderId, amount: '120.00', currency: 'USD' });
    expect(intent.bookingId).toBeUndefined();
    // The same intent however often it is asked for.
    expect((await intentFor(orderId, captain)).paymentIntentId).toBe(intent.paymentIntentId);

    const paid = await call('POST', '/api/payments/test/confirm', captain.cookie, {
      clientSecret: intent.clientSecret,
      ...CARD,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().order).toMatchObject({ id: orderId, status: 'paid' });

    const [seen] = await requestsOf(league.id);
    expect(seen).toMatchObject({ id: request.id, status: 'pending', feeStatus: 'paid' });
    // Paying twice takes the money once.
    const twice = await call('POST', '/api/payments/test/confirm', captain.cookie, {
      clientSecret: intent.clientSecret,
      ...CARD,
    });
    expect(twice.statusCode).toBe(409);
    expect(
      (await call('POST', '/api/create-payment-intent', captain.cookie, { orderId })).statusCode,
    ).toBe(409);

    const accepted = await decide(league.id, request.id, 'accepted');
    expect(accepted.json()).toMatchObject({ status: 'accepted', feeStatus: 'paid' });
    const [row] = await ctx.database.db.select().from(leagues).where(eq(leagues.id, league.id));
    expect(row!.currentTeams).toBe(1);
  });

  it('a declined card leaves the order payable; the admin cannot accept before the fee', async () => {
    const league = await openLeague('45.50');
    const captain = captains[1]!;
    const request = await askToJoin(league.id, captain);
    const intent = await intentFor(request.paymentOrderId!, captain);
    const declined = await call('POST', '/api/payments/test/confirm', captain.cookie, {
      clientSecret: intent.clientSecret,
      ...CARD,
      cardNumber: '4000 0000 0000 0002',
    });
    expect(declined.statusCode).toBe(402);
    const order = await call(
      'GET',
      `/api/payment-orders/${request.paymentOrderId}`,
      captain.cookie,
    );
    expect(order.json()).toMatchObject({ status: 'failed', lastError: 'Your card was declined.' });
    const early = await decide(league.id, request.id, 'accepted');
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('This team has not paid the registration fee yet');
    expect((await payFee(request.paymentOrderId!, captain)).statusCode).toBe(200);
  });

  it('two confirmations racing take the money once', async () => {
    const league = await openLeague('15.00');
    const captain = captains[3]!;
    const request = await askToJoin(league.id, captain);
    const intent = await intentFor(request.paymentOrderId!, captain);
    const body = { clientSecret: intent.clientSecret, ...CARD };
    const answers = await Promise.all([
      call('POST', '/api/payments/test/confirm', captain.cookie, body),
      call('POST', '/api/payments/test/confirm', captain.cookie, body),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const [seen] = await requestsOf(league.id);
    expect(seen).toMatchObject({ status: 'pending', feeStatus: 'paid' });
  });

  it('a payment racing the admin’s decline ends declined with no money kept, never a 500', async () => {
    const league = await openLeague('35.00');
    const captain = captains[2]!;
    const request = await askToJoin(league.id, captain);
    const orderId = request.paymentOrderId!;
    const intent = await intentFor(orderId, captain);
    const [paid, declined] = await Promise.all([
      call('POST', '/api/payments/test/confirm', captain.cookie, {
        clientSecret: intent.clientSecret,
        ...CARD,
      }),
      decide(league.id, request.id, 'declined'),
    ]);
    expect([200, 409]).toContain(paid.statusCode);
    expect(declined.statusCode, declined.body).toBe(200);
    const [order] = await ctx.database.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.id, orderId));
    const [money] = await ctx.database.db
      .select()
      .from(testPaymentIntents)
      .where(eq(testPaymentIntents.orderId, orderId));
    if (paid.statusCode === 200) {
      expect(order!.status).toBe('refunded');
      expect(money!.amountRefunded).toBe(3500);
    } else {
      expect(order!.status).toBe('cancelled');
      expect(money!.status).not.toBe('succeeded');
    }
  });

  it('someone else’s order is 404, and a visitor 401', async () => {
    const league = await openLeague('30.00');
    const request = await askToJoin(league.id, captains[2]!);
    const orderId = request.paymentOrderId!;
    const stranger = captains[3]!;
    expect((await call('GET', `/api/payment-orders/${orderId}`, stranger.cookie)).statusCode).toBe(
      404,
    );
    expect((await call('GET', `/api/payment-orders/${orderId}`)).statusCode).toBe(401);
    const theirs = await call('POST', '/api/create-payment-intent', stranger.cookie, { orderId });
    expect(theirs.statusCode).toBe(404);
    expect(
      (await call('POST', '/api/create-payment-intent', undefined, { orderId })).statusCode,
    ).toBe(401);
    const intent = await intentFor(orderId, captains[2]!);
    const card = await call('POST', '/api/payments/test/confirm', stranger.cookie, {
      clientSecret: intent.clientSecret,
      ...CARD,
    });
    expect(card.statusCode).toBe(404);
    const both = await call('POST', '/api/create-payment-intent', stranger.cookie, {
      orderId,
      bookingId: orderId,
    });
    expect(both.statusCode).toBe(400);
    const neither = await call('POST', '/api/create-payment-intent', stranger.cookie, {});
    expect(neither.json().message).toContain('Choose a booking to pay for');
  });

  it('declining a paid request refunds the fee exactly once', async () => {
    const league = await openLeague('80.00');
    const captain = captains[0]!;
    const request = await askToJoin(league.id, captain);
    const orderId = request.paymentOrderId!;
    expect((await payFee(orderId, captain)).statusCode).toBe(200);

    const declined = await decide(league.id, request.id, 'declined');
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json()).toMatchObject({ status: 'declined', feeStatus: 'refunded' });
    const [intent] = await ctx.database.db
      .select()
      .from(testPaymentIntents)
      .where(eq(testPaymentIntents.orderId, orderId));
    expect(intent).toMatchObject({ status: 'succeeded', amountRefunded: 8000 });
    // Declining again is refused and moves no money.
    expect((await decide(league.id, request.id, 'declined')).statusCode).toBe(409);
    const [order] = await ctx.database.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.id, orderId));
    expect(order).toMatchObject({ status: 'refunded', amount: 8000 });
  });

  it('an unpaid request the admin declines cancels its order; paying it then is refused', async () => {
    const league = await openLeague('25.00');
    const captain = captains[1]!;
    const request = await askToJoin(league.id, captain);
    const intent = await intentFor(request.paymentOrderId!, captain);
    expect((await decide(league.id, request.id, 'declined')).json()).toMatchObject({
      status: 'declined',
      feeStatus: 'cancelled',
    });
    const late = await call('POST', '/api/payments/test/confirm', captain.cookie, {
      clientSecret: intent.clientSecret,
      ...CARD,
    });
    expect(late.statusCode).toBe(409);
    const [row] = await ctx.database.db
      .select()
      .from(testPaymentIntents)
      .where(eq(testPaymentIntents.id, intent.paymentIntentId));
    expect(row!.status).toBe('canceled');
  });

  it('a free league keeps today’s flow: pending at once, no order', async () => {
    const league = await openLeague(undefined);
    const request = await askToJoin(league.id, captains[2]!);
    expect(request).toMatchObject({ status: 'pending', paymentOrderId: null, feeStatus: null });
  });

  it('the admin adding a team directly pays nothing', async () => {
    const league = await openLeague('99.00');
    const teamId = await createTeam(captains[3]!);
    const added = await call('POST', `/api/leagues/${league.id}/teams`, admin!.cookie, { teamId });
    expect(added.json()).toMatchObject({ status: 'accepted', paymentOrderId: null });
  });

  it('nobody is asked to pay for a full league', async () => {
    const league = await openLeague('10.00', 2);
    for (const captain of captains.slice(0, 2)) {
      const teamId = await createTeam(captain);
      await call('POST', `/api/leagues/${league.id}/teams`, admin!.cookie, { teamId });
    }
    const teamId = await createTeam(captains[2]!);
    const full = await call('POST', `/api/leagues/${league.id}/teams`, captains[2]!.cookie, {
      teamId,
    });
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe('This league is full');
    expect(await requestsOf(league.id)).toHaveLength(2);
  });
});
