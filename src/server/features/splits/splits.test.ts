import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toCents } from '@shared/money';
import { shareAmounts } from '@shared/split-shares';
import { rowsOf } from '@server/db/client';
import { payWithCard } from '@server/test/booking-helpers';
import { eventually } from '@server/test/eventually';
import { createTestContext, registerUser, type TestContext } from '@server/test/test-app';
import { createVenue, registerOwner, sportIds } from '@server/test/venue-fixtures';
import { splitKit } from './split-test-kit';

let ctx: TestContext;
let kit: ReturnType<typeof splitKit>;
let owner: Awaited<ReturnType<typeof registerOwner>>;
let ownerId: string;
let padel: number;
type Player = Awaited<ReturnType<typeof registerUser>>;
let booker: Player;
let friends: Player[];
let stranger: Player;

beforeAll(async () => {
  ctx = await createTestContext({ BOOKING_MAX_PENDING_PER_USER: '1000' });
  kit = splitKit(ctx.app, ctx.database.db, () => ctx.clock.now());
  owner = await registerOwner(ctx.app);
  ownerId = owner.user.id;
  [padel] = await sportIds(ctx.database.db, ['Padel']);
  booker = await registerUser(ctx.app);
  friends = [await registerUser(ctx.app), await registerUser(ctx.app), await registerUser(ctx.app)];
  stranger = await registerUser(ctx.app);
});
afterAll(() => ctx.close());

const venue = (price = '40.00') =>
  createVenue(ctx.database.db, ownerId, { sports: ['Padel'], pricePerHour: price });

describe('shares add up to the total', () => {
  it('for any total and player count (equal cents, the remainder on the booker)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 1, max: 22 }),
        (total, n) => {
          const shares = shareAmounts(total, n);
          expect(shares).toHaveLength(n);
          expect(shares.reduce((a, b) => a + b, 0)).toBe(total);
          const others = shares.slice(1);
          expect(others.every((s) => s === others[0])).toBe(true);
          expect(shares[0]! - (others[0] ?? shares[0]!)).toBeLessThan(n);
          expect(shares[0]).toBeGreaterThanOrEqual(others[0] ?? 0);
        },
      ),
    );
  });

  it('through the API, for prices that do not divide evenly', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 99_999 }),
        fc.integer({ min: 2, max: 4 }),
        async (cents, players) => {
          const v = await venue((cents / 100).toFixed(2));
          const held = await kit.held(booker.cookie, v, padel, 3);
          const response = await kit.split(booker.cookie, held.id, { players });
          expect(response.statusCode).toBe(201);
          const body = response.json<{ shares: { amount: string }[] }>();
          const sum = body.shares.reduce((total, s) => total + toCents(s.amount), 0);
          expect(sum).toBe(toCents(held.totalAmount));
        },
      ),
      { numRuns: 8 },
    );
  });
});

describe('POST /api/bookings/{id}/split', () => {
  it('splits a held booking, invites players, and only those involved read it', async () => {
    const held = await kit.held(booker.cookie, await venue('41.00'), padel, 3);
    const response = await kit.split(booker.cookie, held.id, {
      players: 4,
      userIds: [friends[0]!.user.id],
    });
    expect(response.statusCode).toBe(201);
    const split = response.json();
    expect(split.shares).toMatchObject([
      { userId: booker.user.id, amount: '10.25', status: 'unpaid', isBooker: true },
      { userId: friends[0]!.user.id, amount: '10.25', status: 'unpaid' },
      { userId: null, amount: '10.25', status: 'unpaid' },
      { userId: null, amount: '10.25', status: 'unpaid' },
    ]);
    expect(new Date(split.deadline).getTime()).toBe(
      new Date(held.startTime).getTime() - 2 * 3_600_000,
    );

    expect((await kit.shares(booker.cookie, held.id)).statusCode).toBe(200);
    expect((await kit.shares(friends[0]!.cookie, held.id)).statusCode).toBe(200);
    expect((await kit.shares(stranger.cookie, held.id)).statusCode).toBe(404);
    expect((await kit.shares('', held.id)).statusCode).toBe(401);
    expect((await kit.split('', held.id, { players: 4 })).statusCode).toBe(401);
    // Someone else's booking, twice, too many players, the whole-booking payment.
    expect((await kit.split(stranger.cookie, held.id, { players: 2 })).statusCode).toBe(404);
    expect((await kit.split(booker.cookie, held.id, { players: 2 })).statusCode).toBe(409);
    const whole = await kit.call('POST', '/api/create-payment-intent', booker.cookie, {
      bookingId: held.id,
    });
    expect(whole.statusCode).toBe(409);
    expect(whole.json().message).toBe('This booking is split: pay your share from My Bookings');
  });

  it('refuses bad input with a clear message', async () => {
    const held = await kit.held(booker.cookie, await venue(), padel, 3);
    const tooMany = await kit.split(booker.cookie, held.id, { players: 6 });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe('A padel booking is shared by at most 4 players');
    const one = await kit.split(booker.cookie, held.id, { players: 1 });
    expect(one.statusCode).toBe(400);
    const self = await kit.split(booker.cookie, held.id, {
      players: 2,
      userIds: [booker.user.id],
    });
    expect(self.statusCode).toBe(400);
  });

  it('another player cannot pay or claim a share that is not theirs (404)', async () => {
    const held = await kit.held(booker.cookie, await venue(), padel, 3);
    const split = (
      await kit.split(booker.cookie, held.id, { players: 2, userIds: [friends[0]!.user.id] })
    ).json();
    const friendShare = split.shares[1].id;
    expect((await kit.intent(stranger.cookie, held.id, friendShare)).statusCode).toBe(404);
    expect((await kit.intent('', held.id, friendShare)).statusCode).toBe(401);
    const claim = await kit.call(
      'POST',
      `/api/bookings/${held.id}/shares/${friendShare}/claim`,
      stranger.cookie,
      {},
    );
    expect(claim.statusCode).toBe(404);
  });
});

describe('inviting a team', () => {
  /** A public padel team of `captain` that `joiners` joined; answers its id. */
  async function teamOf(captain: Player, joiners: Player[]) {
    const created = await kit.call('POST', '/api/teams', captain.cookie, {
      name: `Split Squad ${Math.random().toString(36).slice(2, 8)}`,
      sportId: padel,
      maxMembers: 10,
      isPrivate: false,
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ id: string }>().id;
    for (const player of joiners) {
      const joined = await kit.call('POST', `/api/teams/${id}/join`, player.cookie);
      expect(joined.statusCode, joined.body).toBe(200);
    }
    return id;
  }

  it("invites the booker's teammates with any players chosen from the directory", async () => {
    const teamId = await teamOf(booker, [friends[0]!, friends[1]!]);
    const held = await kit.held(booker.cookie, await venue(), padel, 6, 14);
    const split = await kit.split(booker.cookie, held.id, {
      players: 4,
      teamId,
      userIds: [friends[1]!.user.id, friends[2]!.user.id],
    });
    expect(split.statusCode, split.body).toBe(201);
    const holders = split
      .json<{ shares: { userId: string | null }[] }>()
      .shares.map((s) => s.userId);
    expect(holders[0]).toBe(booker.user.id);
    expect(new Set(holders.slice(1))).toEqual(
      new Set([friends[0]!.user.id, friends[1]!.user.id, friends[2]!.user.id]),
    );
  });

  it('refuses a team the booker is not in, and a team too big for the shares', async () => {
    const theirs = await teamOf(stranger, [friends[0]!]);
    const held = await kit.held(booker.cookie, await venue(), padel, 6, 16);
    const notMine = await kit.split(booker.cookie, held.id, { players: 4, teamId: theirs });
    expect(notMine.statusCode).toBe(400);
    expect(notMine.json().message).toBe('Choose one of your teams');
    const mine = await teamOf(booker, [friends[0]!, friends[1]!, friends[2]!]);
    const small = await kit.split(booker.cookie, held.id, { players: 3, teamId: mine });
    expect(small.statusCode).toBe(400);
    expect(small.json().message).toMatch(/3 other members/);
    const bad = await kit.split(booker.cookie, held.id, { players: 3, teamId: 'nope' });
    expect(bad.statusCode).toBe(400);
    // Nothing was half-written: the booking can still be split.
    expect((await kit.split(booker.cookie, held.id, { players: 4, teamId: mine })).statusCode).toBe(
      201,
    );
  });
});

describe('paying shares', () => {
  it('confirms the booking with its QR code only when every share is paid', async () => {
    const held = await kit.held(booker.cookie, await venue('40.01'), padel, 4);
    const split = (
      await kit.split(booker.cookie, held.id, { players: 3, userIds: [friends[0]!.user.id] })
    ).json();
    expect((await kit.payShare(booker.cookie, held.id, split.shares[0].id)).statusCode).toBe(200);
    expect((await kit.payShare(friends[0]!.cookie, held.id, split.shares[1].id)).statusCode).toBe(
      200,
    );
    const mine = await kit.call('GET', `/api/bookings/${held.id}`, booker.cookie);
    expect(mine.json()).toMatchObject({ status: 'pending', qrCode: null });

    // The third player takes the open share through the invite link and pays.
    const claim = await kit.call(
      'POST',
      `/api/bookings/${held.id}/shares/${split.shares[2].id}/claim`,
      friends[1]!.cookie,
      { code: split.inviteCode },
    );
    expect(claim.statusCode).toBe(200);
    expect(claim.json().share.userId).toBe(friends[1]!.user.id);
    expect((await kit.payShare(friends[1]!.cookie, held.id, split.shares[2].id)).statusCode).toBe(
      200,
    );
    const confirmed = (await kit.call('GET', `/api/bookings/${held.id}`, booker.cookie)).json();
    expect(confirmed).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    expect(confirmed.qrCode).toMatch(/^MDC1\./);
    const after = (await kit.shares(friends[1]!.cookie, held.id)).json();
    expect(after.status).toBe('complete');
    expect(after.shares.map((s: { status: string }) => s.status)).toEqual(['paid', 'paid', 'paid']);
  });

  it('two payments of one share at once: one takes the money, the other is refused', async () => {
    const held = await kit.held(booker.cookie, await venue(), padel, 5);
    const split = (
      await kit.split(booker.cookie, held.id, { players: 2, userIds: [friends[0]!.user.id] })
    ).json();
    const intent = (await kit.intent(friends[0]!.cookie, held.id, split.shares[1].id)).json();
    const results = await Promise.all(
      Array.from({ length: 4 }, () =>
        payWithCard(ctx.app, friends[0]!.cookie, intent.clientSecret),
      ),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409]);
    const money = await kit.moneyOf(intent.orderId);
    expect(money.taken).toBe(2000);
    // A second intent for a paid share is refused.
    expect((await kit.intent(friends[0]!.cookie, held.id, split.shares[1].id)).statusCode).toBe(
      409,
    );
  });

  it('leaving before the deadline refunds the share once and opens the place again', async () => {
    const held = await kit.held(booker.cookie, await venue(), padel, 5, 12);
    const split = (
      await kit.split(booker.cookie, held.id, { players: 2, userIds: [friends[2]!.user.id] })
    ).json();
    const paid = await kit.payShare(friends[2]!.cookie, held.id, split.shares[1].id);
    expect(paid.statusCode).toBe(200);
    const orderId = paid.json().order.id;
    const leave = () =>
      kit.call(
        'POST',
        `/api/bookings/${held.id}/shares/${split.shares[1].id}/leave`,
        friends[2]!.cookie,
      );
    expect((await leave()).statusCode).toBe(200);
    expect((await leave()).statusCode).toBe(404);
    expect(await kit.moneyOf(orderId)).toMatchObject({ taken: 2000, refunded: 2000, kept: 0 });
    expect((await kit.order(orderId)).status).toBe('refunded');
    const after = (await kit.shares(booker.cookie, held.id)).json();
    expect(after.shares[1]).toMatchObject({ userId: null, status: 'unpaid' });
    // The booker cannot leave their own share.
    const own = await kit.call(
      'POST',
      `/api/bookings/${held.id}/shares/${split.shares[0].id}/leave`,
      booker.cookie,
    );
    expect(own.statusCode).toBe(409);
  });
});

const notificationsOf = (userId: string) =>
  rowsOf<{ key: string; type: string; title: string; message: string; relatedId: string }>(
    ctx.database.db,
    sql`SELECT idempotency_key AS key, type, title, message, related_id AS "relatedId"
          FROM notifications
         WHERE user_id = ${userId} ORDER BY created_at, id`,
  );

describe('holders of unpaid shares are told, and the venue sees who paid', () => {
  it('invited and joining players are notified; the owner sees each holder paid or unpaid', async () => {
    const [friend, joiner] = [await registerUser(ctx.app), await registerUser(ctx.app)];
    const held = await kit.held(booker.cookie, await venue('30.00'), padel, 5);
    const split = (
      await kit.split(booker.cookie, held.id, { players: 3, userIds: [friend.user.id] })
    ).json<{ inviteCode: string; shares: { id: string; userId: string | null }[] }>();
    const friendShare = split.shares.find((s) => s.userId === friend.user.id)!;

    const invite = await eventually(async () => {
      const found = (await notificationsOf(friend.user.id)).filter((n) =>
        n.key.startsWith('split.share_taken:'),
      );
      expect(found).toHaveLength(1);
      return found[0]!;
    });
    expect(invite).toMatchObject({ type: 'payment', title: 'You are invited to share a booking' });
    expect(invite.message).toContain('Test User invited you to');
    expect(invite.message).toContain('Your share is $10.00, due by');
    // The booker split it themselves: nothing to tell them.
    expect(
      (await notificationsOf(booker.user.id)).filter(
        (n) => n.key.startsWith('split.') && n.relatedId === held.id,
      ),
    ).toEqual([]);

    const open = split.shares.find((s) => s.userId === null)!;
    const joined = await kit.call(
      'POST',
      `/api/bookings/${held.id}/shares/${open.id}/claim`,
      joiner.cookie,
      { code: split.inviteCode },
    );
    expect(joined.statusCode).toBe(200);
    await eventually(async () =>
      expect((await notificationsOf(joiner.user.id)).map((n) => n.title)).toContain(
        'Pay your share',
      ),
    );

    const ownerView = async () => {
      const response = await kit.call('GET', '/api/venue/bookings?pageSize=500', owner.cookie);
      expect(response.statusCode).toBe(200);
      const items = response.json<{ items: { id: string; shares?: unknown }[] }>().items;
      return items.find((b) => b.id === held.id)!.shares;
    };
    const bookerShare = split.shares.find((s) => s.userId === booker.user.id)!;
    expect((await kit.payShare(booker.cookie, held.id, bookerShare.id)).statusCode).toBe(200);
    expect(await ownerView()).toEqual([
      { holder: 'Test User', amount: '10.00', status: 'paid' },
      { holder: 'Test User', amount: '10.00', status: 'unpaid' },
      { holder: 'Test User', amount: '10.00', status: 'unpaid' },
    ]);
    expect((await kit.payShare(friend.cookie, held.id, friendShare.id)).statusCode).toBe(200);
    expect((await ownerView()) as { status: string }[]).toMatchObject([
      { status: 'paid' },
      { status: 'paid' },
      { status: 'unpaid' },
    ]);
    // Another venue's owner does not see this booking at all.
    const other = await registerOwner(ctx.app);
    const theirs = await kit.call('GET', '/api/venue/bookings?pageSize=500', other.cookie);
    expect(theirs.json<{ items: { id: string }[] }>().items.map((b) => b.id)).not.toContain(
      held.id,
    );

    // Near the deadline only the holder who has not paid is reminded, once.
    const deadline = new Date(
      (await kit.shares(booker.cookie, held.id)).json<{ deadline: string }>().deadline,
    );
    const start = ctx.clock.now();
    const reminders = async (userId: string) =>
      (await notificationsOf(userId)).filter(
        (n) => n.key.startsWith('split.reminder:') && n.relatedId === held.id,
      );
    try {
      await ctx.app.matchday.jobs.runNow('split reminders');
      expect(await reminders(joiner.user.id)).toEqual([]);
      ctx.clock.set(new Date(deadline.getTime() - 11 * 3_600_000));
      await Promise.all([
        ctx.app.matchday.jobs.runNow('split reminders'),
        ctx.app.matchday.jobs.runNow('split reminders'),
      ]);
      await ctx.app.matchday.jobs.runNow('split reminders');
      const sent = await reminders(joiner.user.id);
      expect(sent).toHaveLength(1);
      expect(sent[0]).toMatchObject({ type: 'payment', title: 'Your share is still unpaid' });
      expect(await reminders(friend.user.id)).toEqual([]);
      expect(await reminders(booker.user.id)).toEqual([]);
    } finally {
      ctx.clock.set(start);
    }
  });
});
