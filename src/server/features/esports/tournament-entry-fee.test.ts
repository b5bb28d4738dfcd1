import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ParticipantView, TournamentView } from '@shared/contracts/esports';
import type { PaymentIntent, PaymentOrder } from '@shared/contracts/payments';
import { esportsTournaments } from '@server/db/schema/esports-tournaments';
import { paymentOrders, testPaymentIntents } from '@server/db/schema/payments';
import { markOrderPaid } from '@server/features/payments/payment-orders.service';
import { registerAllPayables } from '@server/payables';
import { createPeople, type TestPerson } from '@server/test/people';
import { createTestContext, type TestContext } from '@server/test/test-app';
import { esportsKit } from './esports-test-kit';

let ctx: TestContext;
let organizer: TestPerson;
let stranger: TestPerson;
let captains: TestPerson[];
let duel: string;
const kit = esportsKit(() => ctx);
const { call } = kit;
const url = (id: string, rest = '') => `/api/esports/tournaments/${id}${rest}`;
const CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' };

beforeAll(async () => {
  ctx = await createTestContext();
  [organizer, stranger] = (await createPeople(ctx, 2)) as [TestPerson, TestPerson];
  captains = await createPeople(ctx, 4);
  duel = await kit.addGame(1);
});
afterAll(() => ctx.close());

/** A tournament open for registration, with a fee unless told otherwise. */
async function openTournament(extra: Record<string, unknown> = {}) {
  const t = await kit.createTournament(organizer, duel, { entryFee: '25.00', ...extra });
  const opened = await call('POST', url(t.id, '/status'), organizer.cookie, {
    status: 'registration',
  });
  expect(opened.statusCode, opened.body).toBe(200);
  return t;
}

async function enter(tournamentId: string, captain: TestPerson, teamId?: string) {
  const team = teamId ?? (await kit.createTeam(captain, duel)).id;
  const response = await call('POST', url(tournamentId, '/participants'), captain.cookie, {
    teamId: team,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<ParticipantView>();
}

async function intentFor(orderId: string, captain: TestPerson) {
  const response = await call('POST', '/api/create-payment-intent', captain.cookie, { orderId });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PaymentIntent>();
}

const confirm = (intent: PaymentIntent, captain: TestPerson) =>
  call('POST', '/api/payments/test/confirm', captain.cookie, {
    clientSecret: intent.clientSecret,
    ...CARD,
  });

async function pay(orderId: string, captain: TestPerson) {
  const paid = await confirm(await intentFor(orderId, captain), captain);
  expect(paid.statusCode, paid.body).toBe(200);
}

const participantsOf = async (id: string, cookie?: string) =>
  (await call('GET', url(id, '/participants'), cookie)).json<ParticipantView[]>();

async function seats(id: string) {
  const [row] = await ctx.database.db
    .select({ n: esportsTournaments.currentTeams })
    .from(esportsTournaments)
    .where(eq(esportsTournaments.id, id));
  return row!.n;
}

async function moneyOf(orderId: string) {
  const [order] = await ctx.database.db
    .select()
    .from(paymentOrders)
    .where(eq(paymentOrders.id, orderId));
  const [intent] = await ctx.database.db
    .select()
    .from(testPaymentIntents)
    .where(eq(testPaymentIntents.orderId, orderId));
  return { order: order!, intent };
}

describe('tournament entry fee', () => {
  it('a captain’s registration awaits the fee, paid with the test card, and then counts', async () => {
    const t = await openTournament();
    const captain = captains[0]!;
    const entry = await enter(t.id, captain);
    expect(entry).toMatchObject({ status: 'awaiting_payment', feeStatus: 'pending' });
    const orderId = entry.paymentOrderId!;
    expect(orderId).toBeTruthy();
    // An unpaid registration holds no place.
    expect(await seats(t.id)).toBe(0);

    const order = await call('GET', `/api/payment-orders/${orderId}`, captain.cookie);
    expect(order.json<PaymentOrder>()).toMatchObject({
      kind: 'esports_tournament_entry',
      amount: '25.00',
      currency: 'USD',
      status: 'pending',
      returnTo: `/esports/tournaments/${t.id}?tab=participants`,
    });
    expect(order.json<PaymentOrder>().description).toContain('Friday Night Cup');

    // Asking again answers the same registration and order.
    const again = await enter(t.id, captain, entry.teamId);
    expect(again.paymentOrderId).toBe(orderId);
    // Others see that the fee is due, not the order.
    const [seen] = await participantsOf(t.id, stranger.cookie);
    expect(seen).toMatchObject({ feeStatus: 'pending', paymentOrderId: null });

    const intent = await intentFor(orderId, captain);
    expect(intent).toMatchObject({ provider: 'test', orderId, amount: '25.00' });
    const paid = await confirm(intent, captain);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().order).toMatchObject({ id: orderId, status: 'paid' });

    const [after] = await participantsOf(t.id);
    expect(after).toMatchObject({ status: 'registered', feeStatus: 'paid' });
    expect(await seats(t.id)).toBe(1);
    // Paying twice takes the money once.
    expect((await confirm(intent, captain)).statusCode).toBe(409);
    expect(
      (await call('POST', '/api/create-payment-intent', captain.cookie, { orderId })).statusCode,
    ).toBe(409);
  });

  it('two confirmations racing take the money once and seat the team once', async () => {
    const t = await openTournament();
    const captain = captains[1]!;
    const entry = await enter(t.id, captain);
    const intent = await intentFor(entry.paymentOrderId!, captain);
    const answers = await Promise.all([confirm(intent, captain), confirm(intent, captain)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await seats(t.id)).toBe(1);
    expect((await participantsOf(t.id))[0]).toMatchObject({ status: 'registered' });
  });

  it('someone else’s order is 404, and a visitor 401', async () => {
    const t = await openTournament();
    const entry = await enter(t.id, captains[2]!);
    const orderId = entry.paymentOrderId!;
    expect((await call('GET', `/api/payment-orders/${orderId}`, stranger.cookie)).statusCode).toBe(
      404,
    );
    expect((await call('GET', `/api/payment-orders/${orderId}`)).statusCode).toBe(401);
    const theirs = await call('POST', '/api/create-payment-intent', stranger.cookie, { orderId });
    expect(theirs.statusCode).toBe(404);
    const intent = await intentFor(orderId, captains[2]!);
    expect((await confirm(intent, stranger)).statusCode).toBe(404);
    // The organiser sees the registration, not the captain's order.
    const [seen] = await participantsOf(t.id, organizer.cookie);
    expect(seen!.paymentOrderId).toBeNull();
  });

  it('withdrawing a paid registration refunds the fee exactly once', async () => {
    const t = await openTournament({ entryFee: '40.00' });
    const captain = captains[0]!;
    const entry = await enter(t.id, captain);
    await pay(entry.paymentOrderId!, captain);
    const out = await call('DELETE', url(t.id, `/participants/${entry.teamId}`), captain.cookie);
    expect(out.statusCode, out.body).toBe(204);
    const { order, intent } = await moneyOf(entry.paymentOrderId!);
    expect(order.status).toBe('refunded');
    expect(intent).toMatchObject({ status: 'succeeded', amountRefunded: 4000 });
    expect(await seats(t.id)).toBe(0);
    // Again: nothing left to withdraw, no second refund, even when the tournament is cancelled.
    const twice = await call('DELETE', url(t.id, `/participants/${entry.teamId}`), captain.cookie);
    expect(twice.statusCode).toBe(404);
    await call('POST', url(t.id, '/status'), organizer.cookie, { status: 'cancelled' });
    expect((await moneyOf(entry.paymentOrderId!)).intent!.amountRefunded).toBe(4000);
  });

  it('withdrawing before paying cancels the order; paying it then is refused', async () => {
    const t = await openTournament();
    const captain = captains[1]!;
    const entry = await enter(t.id, captain);
    const intent = await intentFor(entry.paymentOrderId!, captain);
    await call('DELETE', url(t.id, `/participants/${entry.teamId}`), captain.cookie);
    expect((await confirm(intent, captain)).statusCode).toBe(409);
    const { order, intent: money } = await moneyOf(entry.paymentOrderId!);
    expect(order.status).toBe('cancelled');
    expect(money!.status).toBe('canceled');
  });

  it('cancelling the tournament refunds every paid fee exactly once', async () => {
    const t = await openTournament({ entryFee: '12.50' });
    const paidA = await enter(t.id, captains[0]!);
    const paidB = await enter(t.id, captains[1]!);
    const unpaid = await enter(t.id, captains[2]!);
    await pay(paidA.paymentOrderId!, captains[0]!);
    await pay(paidB.paymentOrderId!, captains[1]!);
    const unpaidIntent = await intentFor(unpaid.paymentOrderId!, captains[2]!);

    const cancelled = await call('POST', url(t.id, '/status'), organizer.cookie, {
      status: 'cancelled',
    });
    expect(cancelled.json<TournamentView>().status).toBe('cancelled');
    for (const entry of [paidA, paidB]) {
      const { order, intent } = await moneyOf(entry.paymentOrderId!);
      expect(order.status).toBe('refunded');
      expect(intent!.amountRefunded).toBe(1250);
    }
    expect((await moneyOf(unpaid.paymentOrderId!)).order.status).toBe('cancelled');
    expect((await confirm(unpaidIntent, captains[2]!)).statusCode).toBe(409);
    const list = await participantsOf(t.id);
    expect(list.map((p) => p.feeStatus).sort()).toEqual(['cancelled', 'refunded', 'refunded']);
    // Cancelling again changes nothing and moves no money.
    const again = await call('POST', url(t.id, '/status'), organizer.cookie, {
      status: 'cancelled',
    });
    expect(again.statusCode).toBe(200);
    expect((await moneyOf(paidA.paymentOrderId!)).intent!.amountRefunded).toBe(1250);
  });

  it('teams dropped at the start get their fee back; the paid and checked-in play', async () => {
    const t = await openTournament({ checkInRequired: true });
    const entries = [];
    for (const captain of captains.slice(0, 3)) {
      const entry = await enter(t.id, captain);
      await pay(entry.paymentOrderId!, captain);
      entries.push(entry);
    }
    const unpaid = await enter(t.id, captains[3]!);
    for (const [i, entry] of entries.slice(0, 2).entries()) {
      const checked = await call(
        'POST',
        url(t.id, `/participants/${entry.teamId}/check-in`),
        captains[i]!.cookie,
      );
      expect(checked.statusCode, checked.body).toBe(200);
    }
    const started = await call('POST', url(t.id, '/start'), organizer.cookie);
    expect(started.statusCode, started.body).toBe(200);
    const dropped = await moneyOf(entries[2]!.paymentOrderId!);
    expect(dropped.order.status).toBe('refunded');
    expect(dropped.intent!.amountRefunded).toBe(2500);
    expect((await moneyOf(unpaid.paymentOrderId!)).order.status).toBe('cancelled');
    for (const entry of entries.slice(0, 2)) {
      expect((await moneyOf(entry.paymentOrderId!)).order.status).toBe('paid');
    }
    expect((await participantsOf(t.id)).map((p) => p.status)).toEqual(['playing', 'playing']);
  });

  it('the race for the last place: one team is seated, the other is refused, never both', async () => {
    const t = await openTournament({ maxTeams: 2 });
    // The organiser adds a team for free: one place left.
    const added = await enter(t.id, organizer, (await kit.createTeam(captains[3]!, duel)).id);
    expect(added).toMatchObject({ status: 'registered', feeStatus: null, paymentOrderId: null });
    const a = await enter(t.id, captains[0]!);
    const b = await enter(t.id, captains[1]!);
    const intentA = await intentFor(a.paymentOrderId!, captains[0]!);
    const intentB = await intentFor(b.paymentOrderId!, captains[1]!);
    const answers = await Promise.all([
      confirm(intentA, captains[0]!),
      confirm(intentB, captains[1]!),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await seats(t.id)).toBe(2);
    const list = await participantsOf(t.id);
    expect(list.filter((p) => p.status === 'registered')).toHaveLength(2);
    const loser = answers[0].statusCode === 409 ? a : b;
    const loserCaptain = loser === a ? captains[0]! : captains[1]!;
    // Nobody is asked to pay for a place that no longer exists.
    const late = await call('POST', '/api/create-payment-intent', loserCaptain.cookie, {
      orderId: loser.paymentOrderId,
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('The tournament is full');

    // Money that lands anyway (a provider's webhook) is not kept: the order wants a refund.
    const loserIntent = loser === a ? intentA : intentB;
    const outcome = await ctx.database.db.transaction((tx) =>
      markOrderPaid(
        tx,
        registerAllPayables({ checkinSecret: () => Promise.resolve(Buffer.alloc(32)) }),
        { provider: 'test', intentId: loserIntent.paymentIntentId },
        { amount: 2500, currency: 'USD' },
        new Date(),
      ),
    );
    expect(outcome.outcome).toBe('needs_refund');
    expect(await seats(t.id)).toBe(2);
  });

  it('a payment racing the cancellation ends with no money kept, never a 500', async () => {
    const t = await openTournament({ entryFee: '35.00' });
    const captain = captains[2]!;
    const entry = await enter(t.id, captain);
    const intent = await intentFor(entry.paymentOrderId!, captain);
    const [paid, cancelled] = await Promise.all([
      confirm(intent, captain),
      call('POST', url(t.id, '/status'), organizer.cookie, { status: 'cancelled' }),
    ]);
    expect([200, 409]).toContain(paid.statusCode);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const { order, intent: money } = await moneyOf(entry.paymentOrderId!);
    if (paid.statusCode === 200) {
      expect(order.status).toBe('refunded');
      expect(money!.amountRefunded).toBe(3500);
    } else {
      expect(order.status).toBe('cancelled');
      expect(money!.status).not.toBe('succeeded');
    }
  });

  it('a free tournament is unchanged: registered at once, no order', async () => {
    const t = await openTournament({ entryFee: undefined });
    const entry = await enter(t.id, captains[2]!);
    expect(entry).toMatchObject({ status: 'registered', feeStatus: null, paymentOrderId: null });
    expect(await seats(t.id)).toBe(1);
  });

  it('a full tournament asks nobody to pay', async () => {
    const t = await openTournament({ maxTeams: 2 });
    for (const captain of captains.slice(0, 2)) {
      await enter(t.id, organizer, (await kit.createTeam(captain, duel)).id);
    }
    const team = await kit.createTeam(captains[2]!, duel);
    const full = await call('POST', url(t.id, '/participants'), captains[2]!.cookie, {
      teamId: team.id,
    });
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe('The tournament is full');
    expect(await participantsOf(t.id)).toHaveLength(2);
  });
});
