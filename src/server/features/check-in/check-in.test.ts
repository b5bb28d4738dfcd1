import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { book, bookAndPay, slotAt } from '@server/test/booking-helpers';
import { createTestContext, registerUser, type TestContext } from '@server/test/test-app';
import { createVenue, registerOwner, sportIds } from '@server/test/venue-fixtures';
import { NOT_A_CODE, NOT_YOUR_VENUE, UNKNOWN_CODE } from './check-in.service';

let ctx: TestContext;
let owner: { cookie: string; user: { id: string } };
let rival: { cookie: string };
let player: { cookie: string };
let other: { cookie: string };
let tennis: number;
const zone = 'Europe/London';

beforeAll(async () => {
  ctx = await createTestContext({ BOOKING_MAX_PENDING_PER_USER: '1000' });
  // A Monday morning (07:00 in London): the whole day's slots are still ahead.
  ctx.clock.set(new Date('2030-06-10T06:00:00Z'));
  owner = await registerOwner(ctx.app);
  rival = await registerOwner(ctx.app);
  player = await registerUser(ctx.app, { firstName: 'Nadia', lastName: 'Rahman' });
  other = await registerUser(ctx.app);
  [tennis] = await sportIds(ctx.database.db, ['Tennis']);
});
afterAll(() => ctx.close());

const slot = (days: number, start: string, end: string) =>
  slotAt(zone, ctx.clock.now(), days, start, end);
const venue = () =>
  createVenue(ctx.database.db, owner.user.id, { timeZone: zone, name: 'Check Courts' });
const post = (url: string, code: string, cookie = owner.cookie) =>
  ctx.app.inject({ method: 'POST', url, headers: cookie ? { cookie } : {}, payload: { code } });
const lookup = (code: string, cookie?: string) => post('/api/venue/check-in/lookup', code, cookie);
const checkIn = (code: string, cookie?: string) => post('/api/venue/check-in', code, cookie);

describe('check-in', () => {
  it('shows who booked what, checks a paid booking in on its day, and only once', async () => {
    const v = await venue();
    const paid = await bookAndPay(ctx.app, player.cookie, v, tennis, slot(0, '10:00', '11:00'));

    const seen = await lookup(paid.qrCode);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({
      canCheckIn: true,
      reason: null,
      booking: {
        id: paid.id,
        customerName: 'Nadia Rahman',
        venue: 'Check Courts',
        sportName: 'Tennis',
        amount: '40.00',
        status: 'confirmed',
        paymentStatus: 'paid',
      },
    });
    expect(seen.json().booking.time).toMatch(/ 10:00–11:00$/);

    const done = await checkIn(paid.qrCode);
    expect(done.statusCode).toBe(200);
    expect(done.json().booking).toMatchObject({ status: 'completed' });
    expect(done.json().booking.checkedInAt).not.toBeNull();

    const again = await checkIn(paid.qrCode);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Already checked in at 07:00');
    expect((await lookup(paid.qrCode)).json()).toMatchObject({
      canCheckIn: false,
      reason: 'Already checked in at 07:00',
    });

    // A checked-in booking still holds its court.
    const clash = await book(ctx.app, other.cookie, v, slot(0, '10:30', '11:30'), {
      sportId: tennis,
    });
    expect(clash.statusCode).toBe(409);
  });

  it('refuses a booking for another day, with the reason', async () => {
    const v = await venue();
    const paid = await bookAndPay(ctx.app, player.cookie, v, tennis, slot(2, '10:00', '11:00'));
    expect((await lookup(paid.qrCode)).json()).toMatchObject({
      canCheckIn: false,
      reason: 'This booking is for Wednesday 12 June, not today',
    });
    const refused = await checkIn(paid.qrCode);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: 'This booking is for Wednesday 12 June, not today',
      code: 'check_in_refused',
    });
  });

  it("refuses codes that aren't real, aren't signed, or aren't for the caller's venues", async () => {
    const v = await venue();
    const paid = await bookAndPay(ctx.app, player.cookie, v, tennis, slot(0, '12:00', '13:00'));
    const bad = await lookup('hello');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(NOT_A_CODE);
    const forged = `${paid.qrCode.slice(0, -2)}${paid.qrCode.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await lookup(forged)).statusCode).toBe(404);
    expect((await lookup(forged)).json().message).toBe(UNKNOWN_CODE);
    const otherOwner = await checkIn(paid.qrCode, rival.cookie);
    expect(otherOwner.statusCode).toBe(403);
    expect(otherOwner.json().message).toBe(NOT_YOUR_VENUE);
    // The player cannot check themselves in either.
    expect((await checkIn(paid.qrCode, player.cookie)).statusCode).toBe(403);
    expect((await checkIn(paid.qrCode, '')).statusCode).toBe(401);
    expect((await lookup('', owner.cookie)).json().message).toBe('Enter or scan a check-in code');
  });

  it('a cancelled booking loses its code', async () => {
    const v = await venue();
    const paid = await bookAndPay(ctx.app, player.cookie, v, tennis, slot(3, '10:00', '11:00'));
    await ctx.app.inject({
      method: 'POST',
      url: `/api/bookings/${paid.id}/cancel`,
      headers: { cookie: player.cookie },
    });
    expect((await lookup(paid.qrCode)).statusCode).toBe(404);
  });
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

    const detail = (await ctx.app.inject({ method: 'GET', url: `/api/venues/${v.id}` })).json();
    expect(detail).toMatchObject({ rating: 3.5, reviewCount: 2 });
    const list = await ctx.app.inject({ method: 'GET', url: `/api/venues/${v.id}/reviews` });
    expect(list.json()).toMatchObject({ total: 2 });
    expect(list.json().items.map((r: { reviewerName: string }) => r.reviewerName)).toEqual([
      'Nadia R.',
      'Nadia R.',
    ]);
  });
});

describe('venue dashboard figures', () => {
  it('stats, bookings and analytics count only the caller’s venues', async () => {
    const fresh = await registerOwner(ctx.app);
    const v = await createVenue(ctx.database.db, fresh.user.id, {
      timeZone: zone,
      name: 'Stats Hall',
    });
    const paid = await bookAndPay(ctx.app, player.cookie, v, tennis, slot(0, '18:00', '19:30'));
    await book(ctx.app, other.cookie, v, slot(0, '20:00', '21:00'), { sportId: tennis });
    const get = (url: string, cookie = fresh.cookie) =>
      ctx.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

    const stats = (await get('/api/venue/stats')).json();
    expect(stats).toMatchObject({
      monthlyRevenue: '60.00',
      totalBookings: 1,
      upcomingBookings: 1,
      venues: 1,
      rating: 0,
      reviews: 0,
    });

    const bookings = (await get('/api/venue/bookings')).json();
    expect(bookings.total).toBe(2);
    expect(bookings.items.map((b: { customerName: string }) => b.customerName)).toContain(
      'Nadia Rahman',
    );
    const range = (
      await get(
        `/api/venue/bookings?from=${encodeURIComponent(paid.startTime)}&to=${encodeURIComponent(paid.endTime)}`,
      )
    ).json();
    expect(range.items.map((b: { id: string }) => b.id)).toEqual([paid.id]);
    expect((await get(`/api/venue/bookings?venueId=${v.id}`, rival.cookie)).statusCode).toBe(403);
    expect((await get('/api/venue/bookings', rival.cookie)).json().items).toEqual(
      expect.not.arrayContaining([expect.objectContaining({ id: paid.id })]),
    );

    // A day later the booking is in the past: occupancy and analytics count it.
    ctx.clock.advance(24 * 3_600_000);
    try {
      const later = (await get('/api/venue/stats')).json();
      // 90 booked minutes of 810 a day over 30 days.
      expect(later.occupancyRate).toBe(0.4);
      const analytics = (await get('/api/venue/analytics?days=7')).json();
      expect(analytics.revenueByDay).toHaveLength(7);
      expect(
        analytics.revenueByDay.find((d: { amount: string }) => d.amount === '60.00'),
      ).toBeTruthy();
      const at18 = analytics.occupancyByHour.find((h: { hour: string }) => h.hour === '18:00');
      expect(at18.rate).toBeCloseTo(14.3, 1);
      expect((await get('/api/venue/analytics?days=3')).statusCode).toBe(400);
    } finally {
      ctx.clock.advance(-24 * 3_600_000);
    }
    expect((await get('/api/venue/stats', '')).statusCode).toBe(401);
    expect((await get('/api/venue/analytics', '')).statusCode).toBe(401);
  });
});
