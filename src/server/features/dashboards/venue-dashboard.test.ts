import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { book, bookAndPay, slotAt } from '@server/test/booking-helpers';
import { createTestContext, registerUser, type TestContext } from '@server/test/test-app';
import { createVenue, registerOwner, sportIds } from '@server/test/venue-fixtures';

let ctx: TestContext;
let rival: { cookie: string };
let player: { cookie: string };
let other: { cookie: string };
let tennis: number;
const zone = 'Europe/London';

beforeAll(async () => {
  ctx = await createTestContext({ BOOKING_MAX_PENDING_PER_USER: '1000' });
  // A Monday morning (07:00 in London): the whole day's slots are still ahead.
  ctx.clock.set(new Date('2030-06-10T06:00:00Z'));
  rival = await registerOwner(ctx.app);
  player = await registerUser(ctx.app, { firstName: 'Nadia', lastName: 'Rahman' });
  other = await registerUser(ctx.app);
  [tennis] = await sportIds(ctx.database.db, ['Tennis']);
});
afterAll(() => ctx.close());

const slot = (days: number, start: string, end: string) =>
  slotAt(zone, ctx.clock.now(), days, start, end);

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
