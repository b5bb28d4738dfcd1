import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAllPayables } from '@server/payables';
import { checkinSecret } from '@server/features/check-in/checkin-tokens';
import { createPaymentProviders } from '@server/features/payments/providers';
import { payWithCard } from '@server/test/booking-helpers';
import { eventually } from '@server/test/eventually';
import { createTestContext, registerUser, type TestContext } from '@server/test/test-app';
import { createVenue, registerOwner, sportIds } from '@server/test/venue-fixtures';
import { settleSplit } from './split-backstop';
import { splitKit } from './split-test-kit';

let ctx: TestContext;
let kit: ReturnType<typeof splitKit>;
let owner: Awaited<ReturnType<typeof registerOwner>>;
let ownerId: string;
let padel: number;
type Player = Awaited<ReturnType<typeof registerUser>>;
let booker: Player;
let friends: Player[];

beforeAll(async () => {
  ctx = await createTestContext({ BOOKING_MAX_PENDING_PER_USER: '1000' });
  kit = splitKit(ctx.app, ctx.database.db, () => ctx.clock.now());
  owner = await registerOwner(ctx.app);
  ownerId = owner.user.id;
  [padel] = await sportIds(ctx.database.db, ['Padel']);
  booker = await registerUser(ctx.app);
  friends = [await registerUser(ctx.app), await registerUser(ctx.app), await registerUser(ctx.app)];
});
afterAll(() => ctx.close());

const runBackstop = () => ctx.app.matchday.jobs.runNow('settle split deadlines');
const pastDeadline = (split: { deadline: string }) =>
  ctx.clock.set(new Date(new Date(split.deadline).getTime() + 1000));

/** A padel booking for four, split with three friends invited; the booker pays with `card`. */
async function splitForFour(card = '4242 4242 4242 4242', days = 3) {
  const v = await createVenue(ctx.database.db, ownerId, { sports: ['Padel'] });
  const held = await kit.held(booker.cookie, v, padel, days);
  const split = (
    await kit.split(booker.cookie, held.id, {
      players: 4,
      userIds: friends.map((f) => f.user.id),
    })
  ).json();
  const own = await kit.payShare(booker.cookie, held.id, split.shares[0].id, card);
  expect(own.statusCode).toBe(200);
  return { held, split, bookerOrder: own.json().order.id as string };
}

describe('the deadline backstop', () => {
  it('charges the booker the unpaid shares and confirms the booking', async () => {
    ctx.clock.set(new Date());
    const { held, split } = await splitForFour();
    const paid = await kit.payShare(friends[0]!.cookie, held.id, split.shares[1].id);
    expect(paid.statusCode).toBe(200);
    // Before the deadline nothing happens.
    await runBackstop();
    expect((await kit.shares(booker.cookie, held.id)).json().status).toBe('collecting');

    pastDeadline(split);
    await runBackstop();
    const after = (await kit.shares(booker.cookie, held.id)).json();
    expect(after.status).toBe('complete');
    expect(after.shares.map((s: { status: string }) => s.status)).toEqual([
      'paid',
      'paid',
      'paid',
      'paid',
    ]);
    expect(after.shares.map((s: { paidByBooker: boolean }) => s.paidByBooker)).toEqual([
      false,
      false,
      true,
      true,
    ]);
    const booking = (await kit.call('GET', `/api/bookings/${held.id}`, booker.cookie)).json();
    expect(booking).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    expect(booking.qrCode).toMatch(/^MDC1\./);
    // The desk scanning its code sees who paid what, as in the bookings list.
    const desk = await kit.call('POST', '/api/venue/check-in/lookup', owner.cookie, {
      code: booking.qrCode,
    });
    expect(desk.json().booking.shares).toEqual([
      expect.objectContaining({ holder: expect.any(String), amount: '10.00', status: 'paid' }),
      ...Array(3).fill(expect.objectContaining({ amount: '10.00', status: 'paid' })),
    ]);

    // Run again: nothing more is charged.
    await runBackstop();
    const rest = await kit.call('GET', `/api/bookings/${held.id}/shares`, booker.cookie);
    expect(rest.json().status).toBe('complete');
    // Late payers cannot pay a share that fell to the booker.
    const late = await kit.intent(friends[2]!.cookie, held.id, split.shares[3].id);
    expect(late.statusCode).toBe(409);
  });

  it('cancels the booking and refunds every paid share once when the charge fails', async () => {
    ctx.clock.set(new Date());
    // 4000 0000 0000 0341 pays now but is declined when charged later.
    const { held, split, bookerOrder } = await splitForFour('4000 0000 0000 0341', 4);
    const friendPaid = await kit.payShare(friends[0]!.cookie, held.id, split.shares[1].id);
    const friendOrder = friendPaid.json().order.id as string;

    pastDeadline(split);
    await runBackstop();
    const booking = (await kit.call('GET', `/api/bookings/${held.id}`, booker.cookie)).json();
    expect(booking.status).toBe('cancelled');
    const after = (await kit.shares(booker.cookie, held.id)).json();
    expect(after.status).toBe('failed');
    expect(after.shares.map((s: { status: string }) => s.status)).toEqual([
      'refunded',
      'refunded',
      'unpaid',
      'unpaid',
    ]);
    await runBackstop();
    await ctx.app.matchday.jobs.runNow('refund cancelled orders');
    for (const order of [bookerOrder, friendOrder]) {
      expect(await kit.moneyOf(order)).toMatchObject({ taken: 1000, refunded: 1000, kept: 0 });
      expect((await kit.order(order)).status).toBe('refunded');
    }
  });

  it('the last share and the deadline racing: exactly one of them pays for it', async () => {
    for (const attempt of [0, 1, 2, 3]) {
      ctx.clock.set(new Date());
      const { held, split } = await splitForFour('4242 4242 4242 4242', 5 + attempt);
      for (const [i, friend] of friends.slice(0, 2).entries()) {
        expect(
          (await kit.payShare(friend.cookie, held.id, split.shares[i + 1].id)).statusCode,
        ).toBe(200);
      }
      // The last player opened their payment before the deadline and confirms just as it passes.
      const last = (await kit.intent(friends[2]!.cookie, held.id, split.shares[3].id)).json();
      pastDeadline(split);
      const [paid] = await Promise.all([
        payWithCard(ctx.app, friends[2]!.cookie, last.clientSecret),
        runBackstop(),
      ]);
      expect([200, 409]).toContain(paid.statusCode);

      const after = (await kit.shares(booker.cookie, held.id)).json();
      expect(after.status).toBe('complete');
      const lastShare = after.shares[3];
      expect(lastShare.status).toBe('paid');
      // Whoever paid the last share, it was paid once: the friend's money is kept only if the
      // booker was not charged for it.
      const friendKept = (await kit.moneyOf(last.orderId)).kept;
      expect(friendKept === 0 ? lastShare.paidByBooker : !lastShare.paidByBooker).toBe(true);
      expect(friendKept === 0 || friendKept === 1000).toBe(true);
      const booking = (await kit.call('GET', `/api/bookings/${held.id}`, booker.cookie)).json();
      expect(booking.status).toBe('confirmed');
    }
  });

  it("the booker cancelling 24 hours ahead refunds everyone's share", async () => {
    ctx.clock.set(new Date());
    const { held, split, bookerOrder } = await splitForFour('4242 4242 4242 4242', 9);
    const friendOrder = (await kit.payShare(friends[1]!.cookie, held.id, split.shares[2].id)).json()
      .order.id as string;
    const cancel = await kit.call('POST', `/api/bookings/${held.id}/cancel`, booker.cookie);
    expect(cancel.statusCode).toBe(200);
    await eventually(async () => {
      for (const order of [bookerOrder, friendOrder]) {
        expect(await kit.moneyOf(order)).toMatchObject({ kept: 0, refunded: 1000 });
      }
    });
    const after = (await kit.shares(friends[1]!.cookie, held.id)).json();
    expect(after.status).toBe('cancelled');
  });

  it('two instances settling one deadline at once charge the booker once', async () => {
    ctx.clock.set(new Date());
    const { held, split } = await splitForFour('4242 4242 4242 4242', 12);
    pastDeadline(split);
    // Each instance has its own providers; the test provider answers a repeated idempotency
    // key with the same charge, but Stripe refuses a key still in flight (the loser then gave
    // the booking up). So the second instance must leave a split another is settling alone.
    const db = ctx.database.db;
    const payables = registerAllPayables({
      checkinSecret: () => checkinSecret(db, ctx.config.checkinTokenSecret),
    });
    let charges = 0;
    const instance = () => {
      const payments = createPaymentProviders(db, ctx.config);
      const test = payments.byName('test')!;
      const chargeSaved = test.chargeSaved!.bind(test);
      test.chargeSaved = (input) => {
        charges += 1;
        return chargeSaved(input);
      };
      return { db, payments, payables };
    };
    const outcomes = await Promise.all([
      settleSplit(instance(), held.id, ctx.clock.now()),
      settleSplit(instance(), held.id, ctx.clock.now()),
    ]);
    expect(outcomes.sort()).toEqual(['already_settled', 'charged']);
    expect(charges).toBe(1);
    const after = (await kit.shares(booker.cookie, held.id)).json();
    expect(after.status).toBe('complete');
  });
});
