import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookAndPay, slotAt } from '@server/test/booking-helpers';
import { createTestContext, registerUser, type TestContext } from '@server/test/test-app';
import { createVenue, registerOwner, sportIds } from '@server/test/venue-fixtures';

let ctx: TestContext;
let owner: { cookie: string; user: { id: string } };
let player: { cookie: string };
let other: { cookie: string };
let tennis: number;
const zone = 'Europe/London';

beforeAll(async () => {
  ctx = await createTestContext({ BOOKING_MAX_PENDING_PER_USER: '1000' });
  // A Monday morning (07:00 in London): the whole day's slots are still ahead.
  ctx.clock.set(new Date('2030-06-10T06:00:00Z'));
  owner = await registerOwner(ctx.app);
  player = await registerUser(ctx.app, { firstName: 'Nadia', lastName: 'Rahman' });
  other = await registerUser(ctx.app);
  [tennis] = await sportIds(ctx.database.db, ['Tennis']);
});
afterAll(() => ctx.close());

const slot = (days: number, start: string, end: string) =>
  slotAt(zone, ctx.clock.now(), days, start, end);
const venue = () =>
  createVenue(ctx.database.db, owner.user.id, { timeZone: zone, name: 'Check Courts' });
const checkIn = (code: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/venue/check-in',
    headers: { cookie: owner.cookie },
    payload: { code },
  });

describe('reviews', () => {
  const review = (id: string, body: Record<string, unknown>, cookie = player.cookie) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/bookings/${id}/review`,
      headers: cookie ? { cookie } : {},
      payload: body,
    });

  it('a played booking is reviewed once; the venue rating follows', async () => {
    const v = await venue();
    const first = await bookAndPay(ctx.app, player.cookie, v, tennis, slot(0, '14:00', '15:00'));
    const second = await bookAndPay(ctx.app, player.cookie, v, tennis, slot(0, '15:00', '16:00'));

    const early = await review(first.id, { rating: 5 });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('You can review a booking once you have played it');

    await checkIn(first.qrCode);
    // Checked in at 07:00 for 14:00: the game has not been played yet.
    expect((await review(first.id, { rating: 5 })).statusCode).toBe(409);
    ctx.clock.advance(8 * 3_600_000);
    try {
      await reviewAfterPlaying();
    } finally {
      ctx.clock.advance(-8 * 3_600_000);
    }

    const detail = (await ctx.app.inject({ method: 'GET', url: `/api/venues/${v.id}` })).json();
    expect(detail).toMatchObject({ rating: 3.5, reviewCount: 2 });
    const list = await ctx.app.inject({ method: 'GET', url: `/api/venues/${v.id}/reviews` });
    expect(list.json()).toMatchObject({ total: 2 });
    expect(list.json().items.map((r: { reviewerName: string }) => r.reviewerName)).toEqual([
      'Nadia R.',
      'Nadia R.',
    ]);

    async function reviewAfterPlaying() {
      expect((await review(first.id, { rating: 5 }, other.cookie)).statusCode).toBe(404);
      expect((await review(first.id, { rating: 6 })).json().message).toBe(
        'Choose a rating from 1 to 5 stars',
      );
      expect((await review(first.id, { rating: 5 }, '')).statusCode).toBe(401);

      const written = await review(first.id, { rating: 5, comment: '  Great courts  ' });
      expect(written.statusCode).toBe(201);
      expect(written.json()).toMatchObject({
        review: { rating: 5, comment: 'Great courts' },
        canReview: false,
      });
      expect((await review(first.id, { rating: 1 })).statusCode).toBe(409);

      // Confirmed, paid and over also counts as played.
      ctx.clock.advance(10 * 3_600_000);
      try {
        expect((await review(second.id, { rating: 2 })).statusCode).toBe(201);
      } finally {
        ctx.clock.advance(-10 * 3_600_000);
      }
    }
  });
});
