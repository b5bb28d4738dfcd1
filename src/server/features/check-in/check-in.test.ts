import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '@server/db/schema/bookings';
import { book, bookAndPay, slotAt } from '@server/test/booking-helpers';
import { createTestContext, registerUser, type TestContext } from '@server/test/test-app';
import { createVenue, registerOwner, sportIds } from '@server/test/venue-fixtures';
import { completeFinishedBookings } from '@server/features/bookings/booking-rules';
import { NOT_A_CODE, NOT_YOUR_VENUE, UNKNOWN_CODE } from './check-in.service';

let ctx: TestContext;
let owner: { cookie: string; user: { id: string } };
let rival: { cookie: string };
let player: { cookie: string; user: { id: string } };
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
const statusInDatabase = async (id: string) => {
  const [row] = await ctx.database.db
    .select({ status: bookings.status })
    .from(bookings)
    .where(eq(bookings.id, id));
  return row?.status;
};
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
    // Checked in, not played yet: it stays confirmed until its time is over.
    expect(done.json().booking).toMatchObject({ status: 'confirmed' });
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

  it('a checked-in booking stays confirmed until its end, then it is completed', async () => {
    const v = await venue();
    const paid = await bookAndPay(ctx.app, player.cookie, v, tennis, slot(0, '12:00', '13:00'));
    await checkIn(paid.qrCode);
    const mine = (url: string) =>
      ctx.app.inject({ method: 'GET', url, headers: { cookie: player.cookie } });

    const before = (await mine(`/api/bookings/${paid.id}`)).json();
    expect(before).toMatchObject({ status: 'confirmed', canReview: false });
    expect(before.checkedInAt).not.toBeNull();
    const upcoming = (await mine('/api/bookings?when=upcoming&pageSize=100')).json();
    expect(upcoming.items.map((b: { id: string }) => b.id)).toContain(paid.id);
    const cancel = await ctx.app.inject({
      method: 'POST',
      url: `/api/bookings/${paid.id}/cancel`,
      headers: { cookie: player.cookie },
    });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().message).toBe('A checked-in booking cannot be cancelled');
    expect(await statusInDatabase(paid.id)).toBe('confirmed');

    // 13:00 in London: the hour is over.
    ctx.clock.set(new Date('2030-06-10T12:00:00Z'));
    try {
      const after = (await mine(`/api/bookings/${paid.id}`)).json();
      expect(after).toMatchObject({ status: 'completed', canReview: true });
      const owned = await ctx.app.inject({
        method: 'GET',
        url: `/api/venue/bookings?venueId=${v.id}&status=completed`,
        headers: { cookie: owner.cookie },
      });
      expect(owned.json().items).toMatchObject([{ id: paid.id, status: 'completed' }]);
      expect(await statusInDatabase(paid.id)).toBe('completed');
    } finally {
      ctx.clock.set(new Date('2030-06-10T06:00:00Z'));
    }
  });

  it('the housekeeping sweep completes bookings only once their time is over', async () => {
    const v = await venue();
    const paid = await bookAndPay(ctx.app, player.cookie, v, tennis, slot(0, '16:00', '17:00'));
    await checkIn(paid.qrCode);
    await completeFinishedBookings(ctx.database.db, new Date('2030-06-10T15:59:00Z'));
    expect(await statusInDatabase(paid.id)).toBe('confirmed');
    await completeFinishedBookings(ctx.database.db, new Date('2030-06-10T16:00:00Z'));
    expect(await statusInDatabase(paid.id)).toBe('completed');
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

describe('when check-in codes are made', () => {
  it('are made when the app starts, not when a list is read', async () => {
    // The seeded sample bookings are confirmed without a code; starting the app gave them one.
    const [confirmed] = await ctx.database.db
      .select({ n: count() })
      .from(bookings)
      .where(eq(bookings.status, 'confirmed'));
    expect(confirmed!.n).toBeGreaterThan(0);
    const [missing] = await ctx.database.db
      .select({ n: count() })
      .from(bookings)
      .where(and(eq(bookings.status, 'confirmed'), isNull(bookings.qrCode)));
    expect(missing!.n).toBe(0);
  });

  it('is a read: listing writes no check-in code (codes are made at confirmation)', async () => {
    const v = await venue();
    const times = slot(10, '10:00', '11:00');
    const [row] = await ctx.database.db
      .insert(bookings)
      .values({
        userId: player.user.id,
        venueId: v.id,
        sportId: tennis,
        startTime: new Date(times.startTime),
        endTime: new Date(times.endTime),
        totalAmount: '40.00',
        status: 'confirmed',
        paymentStatus: 'paid',
        paymentProvider: 'test',
      })
      .returning();
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/bookings',
      headers: { cookie: player.cookie },
    });
    expect(list.statusCode).toBe(200);
    const [after] = await ctx.database.db.select().from(bookings).where(eq(bookings.id, row!.id));
    expect(after!.qrCode).toBeNull();
    expect(after!.updatedAt).toEqual(row!.updatedAt);
  });
});
