import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@server/db/schema/users';
import { createTestContext, registerUser, type TestContext } from '@server/test/test-app';
import { createVenue, registerOwner, sportIds } from '@server/test/venue-fixtures';
import { splitKit } from './split-test-kit';

let ctx: TestContext;
let kit: ReturnType<typeof splitKit>;
let ownerId: string;
let padel: number;
type Player = Awaited<ReturnType<typeof registerUser>>;
let booker: Player;

beforeAll(async () => {
  ctx = await createTestContext({ BOOKING_MAX_PENDING_PER_USER: '1000' });
  kit = splitKit(ctx.app, ctx.database.db, () => ctx.clock.now());
  ownerId = (await registerOwner(ctx.app)).user.id;
  [padel] = await sportIds(ctx.database.db, ['Padel']);
  booker = await registerUser(ctx.app);
});
afterAll(() => ctx.close());

async function playerAt(level: 'beginner' | 'intermediate' | 'advanced' | 'expert') {
  const player = await registerUser(ctx.app);
  await ctx.database.db
    .update(users)
    .set({ skillLevel: level })
    .where(eq(users.id, player.user.id));
  return player;
}

/** A padel booking for four, split and opened to intermediate and advanced players. */
async function openForFour(days: number) {
  const v = await createVenue(ctx.database.db, ownerId, { sports: ['Padel'] });
  const held = await kit.held(booker.cookie, v, padel, days);
  expect((await kit.split(booker.cookie, held.id, { players: 4 })).statusCode).toBe(201);
  const opened = await kit.call('POST', `/api/bookings/${held.id}/open`, booker.cookie, {
    levelMin: 'intermediate',
    levelMax: 'advanced',
  });
  expect(opened.statusCode).toBe(200);
  return held;
}

const join = (cookie: string, id: string) =>
  kit.call('POST', `/api/open-matches/${id}/join`, cookie);

describe('open matches', () => {
  it('are listed while they take players; joining takes a place and opens its payment', async () => {
    const held = await openForFour(3);
    const list = (await kit.call('GET', '/api/open-matches', '')).json();
    const match = list.items.find((m: { bookingId: string }) => m.bookingId === held.id);
    expect(match).toMatchObject({
      placesLeft: 3,
      players: 4,
      shareAmount: '10.00',
      levelMin: 'intermediate',
      levelMax: 'advanced',
      joined: false,
    });

    const player = await playerAt('intermediate');
    const joined = await join(player.cookie, held.id);
    expect(joined.statusCode).toBe(200);
    expect(joined.json().share.userId).toBe(player.user.id);
    const paid = await kit.payShare(player.cookie, held.id, joined.json().share.id);
    expect(paid.statusCode).toBe(200);
    const after = (await kit.call('GET', `/api/open-matches/${held.id}`, player.cookie)).json();
    expect(after).toMatchObject({ placesLeft: 2, joined: true });
    // Joining twice keeps the one place.
    expect((await join(player.cookie, held.id)).json().share.id).toBe(joined.json().share.id);
  });

  it('refuses players of another level, visitors, and bad input', async () => {
    const held = await openForFour(4);
    const beginner = await playerAt('beginner');
    const refused = await join(beginner.cookie, held.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This match is for players of another level');
    expect((await join('', held.id)).statusCode).toBe(401);
    expect((await join(beginner.cookie, crypto.randomUUID())).statusCode).toBe(404);
    const bad = await kit.call('POST', `/api/bookings/${held.id}/open`, booker.cookie, {
      levelMin: 'expert',
      levelMax: 'beginner',
    });
    expect(bad.statusCode).toBe(400);
    const notMine = await kit.call('POST', `/api/bookings/${held.id}/open`, beginner.cookie, {});
    expect(notMine.statusCode).toBe(404);
  });

  it('many players racing for the last places: exactly the places are taken, then 409', async () => {
    const held = await openForFour(5);
    const racers = await Promise.all(Array.from({ length: 12 }, () => playerAt('advanced')));
    const answers = await Promise.all(racers.map((r) => join(r.cookie, held.id)));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(3);
    expect(codes.filter((c) => c === 409)).toHaveLength(9);
    const full = answers.find((a) => a.statusCode === 409)!.json();
    expect(full.message).toBe('This match is full');
    const split = (await kit.shares(booker.cookie, held.id)).json();
    expect(new Set(split.shares.map((s: { userId: string }) => s.userId)).size).toBe(4);
    const list = (await kit.call('GET', '/api/open-matches', '')).json();
    expect(list.items.some((m: { bookingId: string }) => m.bookingId === held.id)).toBe(false);
  });
});
