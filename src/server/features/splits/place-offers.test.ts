import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payWithCard } from '@server/test/booking-helpers';
import { createTestContext, registerUser, type TestContext } from '@server/test/test-app';
import { createVenue, registerOwner, sportIds } from '@server/test/venue-fixtures';
import { splitKit } from './split-test-kit';

let ctx: TestContext;
let kit: ReturnType<typeof splitKit>;
let ownerId: string;
let padel: number;
type Player = Awaited<ReturnType<typeof registerUser>>;
let booker: Player;
let leaver: Player;
let idle: Player;
let takers: Player[];

beforeAll(async () => {
  ctx = await createTestContext({ BOOKING_MAX_PENDING_PER_USER: '1333' });
  kit = splitKit(ctx.app, ctx.database.db, () => ctx.clock.now());
  ownerId = (await registerOwner(ctx.app)).user.id;
  [padel] = await sportIds(ctx.database.db, ['Padel']);
  const players = await Promise.all(Array.from({ length: 5 }, () => registerUser(ctx.app)));
  [booker, leaver, idle] = players as [Player, Player, Player];
  takers = players.slice(3);
});
afterAll(() => ctx.close());

type Split = { deadline: string; inviteCode: string; shares: { id: string }[] };

/**
 * A padel booking for three ($40: shares of 13.34, 13.33, 13.33), settled at its deadline: the booker and `leaver` paid their own
 * shares, `idle` did not (the booker was charged theirs). Answers the split and the leaver's order.
 */
async function settledSplit(days: number) {
  ctx.clock.set(new Date());
  const v = await createVenue(ctx.database.db, ownerId, { sports: ['Padel'] });
  const held = await kit.held(booker.cookie, v, padel, days);
  const split = (
    await kit.split(booker.cookie, held.id, {
      players: 3,
      userIds: [leaver.user.id, idle.user.id],
    })
  ).json<Split>();
  expect((await kit.payShare(booker.cookie, held.id, split.shares[0]!.id)).statusCode).toBe(200);
  const paid = await kit.payShare(leaver.cookie, held.id, split.shares[1]!.id);
  const leaverOrder = paid.json<{ order: { id: string } }>().order.id;
  ctx.clock.set(new Date(new Date(split.deadline).getTime() + 1333));
  await ctx.app.matchday.jobs.runNow('settle split deadlines');
  expect((await kit.shares(booker.cookie, held.id)).json().status).toBe('complete');
  return { bookingId: held.id, split, leaverOrder };
}

const leave = (player: Player, bookingId: string, shareId: string) =>
  kit.call('POST', `/api/bookings/${bookingId}/shares/${shareId}/leave`, player.cookie);
const claim = (player: Player, bookingId: string, shareId: string, code?: string) =>
  kit.call('POST', `/api/bookings/${bookingId}/shares/${shareId}/claim`, player.cookie, { code });

/** Takes an offered place and pays for it with the test card; answers the confirmation. */
async function takeAndPay(player: Player, bookingId: string, shareId: string, code: string) {
  const claimed = await claim(player, bookingId, shareId, code);
  expect(claimed.statusCode, claimed.body).toBe(200);
  const orderId = claimed.json<{ paymentOrderId: string }>().paymentOrderId;
  const intent = await kit.call('POST', '/api/create-payment-intent', player.cookie, { orderId });
  expect(intent.statusCode, intent.body).toBe(200);
  const secret = intent.json<{ clientSecret: string }>().clientSecret;
  return { orderId, secret, pay: () => payWithCard(ctx.app, player.cookie, secret) };
}

const refundJob = () => ctx.app.matchday.jobs.runNow('refund cancelled orders');

describe('leaving after the deadline: offer my place', () => {
  it('offers the place; the leaver is refunded once, only when someone takes and pays it', async () => {
    const { bookingId, split, leaverOrder } = await settledSplit(3);
    const shareId = split.shares[1]!.id;
    const offered = await leave(leaver, bookingId, shareId);
    expect(offered.statusCode, offered.body).toBe(200);
    expect(offered.json()).toEqual({ left: false, offered: true });
    // Offering again changes nothing; the leaver keeps the place and the money until taken.
    expect((await leave(leaver, bookingId, shareId)).json()).toEqual({
      left: false,
      offered: true,
    });
    const before = (await kit.shares(booker.cookie, bookingId)).json();
    expect(before.shares[1]).toMatchObject({
      userId: leaver.user.id,
      status: 'paid',
      offered: true,
    });
    await refundJob();
    expect(await kit.moneyOf(leaverOrder)).toMatchObject({ kept: 1333, refunded: 0 });

    const taker = await takeAndPay(takers[0]!, bookingId, shareId, split.inviteCode);
    expect((await taker.pay()).statusCode).toBe(200);
    const after = (await kit.shares(booker.cookie, bookingId)).json();
    expect(after.shares[1]).toMatchObject({
      userId: takers[0]!.user.id,
      status: 'paid',
      offered: false,
      paidByBooker: false,
    });
    await refundJob();
    await refundJob();
    expect(await kit.moneyOf(leaverOrder)).toEqual({ taken: 1333, refunded: 1333, kept: 0 });
    expect((await kit.order(leaverOrder)).status).toBe('refunded');
    expect(await kit.moneyOf(taker.orderId)).toMatchObject({ kept: 1333 });
    // The booking stays confirmed, and the leaver no longer reads it.
    const booking = (await kit.call('GET', `/api/bookings/${bookingId}`, booker.cookie)).json();
    expect(booking.status).toBe('confirmed');
    expect((await kit.shares(leaver.cookie, bookingId)).statusCode).toBe(404);
    // The place is no longer offered: a second taker is refused.
    expect((await claim(takers[1]!, bookingId, shareId, split.inviteCode)).statusCode).toBe(409);
  });

  it('two players paying for one offered place: one takes it, the other is refunded', async () => {
    const { bookingId, split, leaverOrder } = await settledSplit(4);
    const shareId = split.shares[1]!.id;
    expect((await leave(leaver, bookingId, shareId)).statusCode).toBe(200);
    const [a, b] = [
      await takeAndPay(takers[0]!, bookingId, shareId, split.inviteCode),
      await takeAndPay(takers[1]!, bookingId, shareId, split.inviteCode),
    ];
    await Promise.all([a.pay(), b.pay()]);
    await refundJob();
    const kept = [(await kit.moneyOf(a.orderId)).kept, (await kit.moneyOf(b.orderId)).kept];
    expect([...kept].sort()).toEqual([0, 1333]);
    const holder = (await kit.shares(booker.cookie, bookingId)).json().shares[1].userId;
    expect(holder).toBe(kept[0] === 1333 ? takers[0]!.user.id : takers[1]!.user.id);
    expect(await kit.moneyOf(leaverOrder)).toEqual({ taken: 1333, refunded: 1333, kept: 0 });
  });

  it('refuses what cannot be offered or taken, with clear answers', async () => {
    const { bookingId, split } = await settledSplit(5);
    // The booker keeps their share; a share the booker paid at the deadline is not the holder's.
    expect((await leave(booker, bookingId, split.shares[0]!.id)).statusCode).toBe(409);
    const idleLeave = await leave(idle, bookingId, split.shares[2]!.id);
    expect(idleLeave.statusCode).toBe(409);
    expect(idleLeave.json().message).toMatch(/paid yourself/);
    // Someone else's share is 404; a place not offered cannot be taken.
    expect((await leave(takers[0]!, bookingId, split.shares[1]!.id)).statusCode).toBe(404);
    const notOffered = await claim(takers[0]!, bookingId, split.shares[1]!.id, split.inviteCode);
    expect(notOffered.statusCode).toBe(409);
    expect((await leave(leaver, bookingId, split.shares[1]!.id)).statusCode).toBe(200);
    // Without the invite link (and not an open match) the offer is not to be seen.
    expect((await claim(takers[0]!, bookingId, split.shares[1]!.id)).statusCode).toBe(404);
    // A player who already has a place cannot take a second one.
    const twice = await claim(idle, bookingId, split.shares[1]!.id, split.inviteCode);
    expect(twice.statusCode).toBe(409);
    // Not signed in.
    const anonymous = await kit.call(
      'POST',
      `/api/bookings/${bookingId}/shares/${split.shares[1]!.id}/leave`,
      '',
    );
    expect(anonymous.statusCode).toBe(401);
  });
});
