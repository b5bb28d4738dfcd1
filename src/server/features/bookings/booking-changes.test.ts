import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_HOLD_MINUTES } from '@shared/constants';
import { book, bookAndPay, slotAt } from '@server/test/booking-helpers';
import { createTestContext, registerUser, type TestContext } from '@server/test/test-app';
import { createVenue, registerOwner, sportIds } from '@server/test/venue-fixtures';
import { sql } from 'drizzle-orm';
import { rowsOf } from '@server/db/client';

let ctx: TestContext;
let ownerId: string;
let tennis: number;
let player: { cookie: string };
let other: { cookie: string };
const zone = 'Asia/Dubai';

beforeAll(async () => {
  ctx = await createTestContext({ BOOKING_MAX_PENDING_PER_USER: '1000' });
  ownerId = (await registerOwner(ctx.app)).user.id;
  [tennis] = await sportIds(ctx.database.db, ['Tennis']);
  player = await registerUser(ctx.app);
  other = await registerUser(ctx.app);
});
afterAll(() => ctx.close());

const slot = (days: number, start: string, end: string) =>
  slotAt(zone, ctx.clock.now(), days, start, end);
const venue = () => createVenue(ctx.database.db, ownerId, { timeZone: zone });
const modify = (
  id: string,
  times: { startTime: string; endTime: string },
  cookie = player.cookie,
) =>
  ctx.app.inject({
    method: 'PATCH',
    url: `/api/bookings/${id}`,
    headers: { cookie },
    payload: times,
  });

describe('PATCH /api/bookings/{id} (modify)', () => {
  it('moves a confirmed booking to another free slot of the same length', async () => {
    const v = await venue();
    const paid = await bookAndPay(ctx.app, player.cookie, v, tennis, slot(3, '10:00', '11:00'));
    const moved = await modify(paid.id, slot(3, '10:30', '11:30'));
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'paid',
      totalAmount: '40.00',
      startTime: slot(3, '10:30', '11:30').startTime,
      qrCode: paid.qrCode,
    });
    // The old time is free for others again.
    const old = await book(ctx.app, other.cookie, v, slot(3, '10:00', '10:30'), {
      sportId: tennis,
    });
    expect(old.statusCode).toBe(201);
  });

  it('refuses a different length, a taken slot, and the rules of booking', async () => {
    const v = await venue();
    const paid = await bookAndPay(ctx.app, player.cookie, v, tennis, slot(4, '10:00', '11:00'));
    await book(ctx.app, other.cookie, v, slot(4, '15:00', '16:00'), { sportId: tennis });

    const longer = await modify(paid.id, slot(4, '12:00', '13:30'));
    expect(longer.statusCode).toBe(400);
    expect(longer.json().message).toBe('Choose a slot of the same length (1 hour)');
    const taken = await modify(paid.id, slot(4, '15:30', '16:30'));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('This time slot has just been booked');
    const late = await modify(paid.id, slot(4, '22:00', '23:00'));
    expect(late.statusCode).toBe(400);
  });

  it("only confirmed bookings move, and only the player's own", async () => {
    const v = await venue();
    const pending = (
      await book(ctx.app, player.cookie, v, slot(5, '10:00', '11:00'), { sportId: tennis })
    ).json();
    expect((await modify(pending.id, slot(5, '12:00', '13:00'))).statusCode).toBe(409);
    const paid = await bookAndPay(ctx.app, player.cookie, v, tennis, slot(5, '14:00', '15:00'));
    expect((await modify(paid.id, slot(5, '16:00', '17:00'), other.cookie)).statusCode).toBe(404);
    const signedOut = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/bookings/${paid.id}`,
      payload: slot(5, '16:00', '17:00'),
    });
    expect(signedOut.statusCode).toBe(401);
  });
});

describe('POST /api/bookings/{id}/cancel', () => {
  it('frees the slot of a pending booking for someone else', async () => {
    const v = await venue();
    const mine = (
      await book(ctx.app, player.cookie, v, slot(6, '18:00', '19:00'), { sportId: tennis })
    ).json();
    const cancel = await ctx.app.inject({
      method: 'POST',
      url: `/api/bookings/${mine.id}/cancel`,
      headers: { cookie: player.cookie },
    });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json()).toMatchObject({ status: 'cancelled' });
    expect(cancel.json().cancelledAt).not.toBeNull();
    const theirs = await book(ctx.app, other.cookie, v, slot(6, '18:00', '19:00'), {
      sportId: tennis,
    });
    expect(theirs.statusCode).toBe(201);
  });

  it('answers 401 signed out and 400 for a malformed id', async () => {
    const signedOut = await ctx.app.inject({
      method: 'POST',
      url: '/api/bookings/00000000-0000-4000-8000-000000000000/cancel',
    });
    expect(signedOut.statusCode).toBe(401);
    const malformed = await ctx.app.inject({
      method: 'POST',
      url: '/api/bookings/xyz/cancel',
      headers: { cookie: player.cookie },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('Booking not found');
  });
});

describe('GET /api/bookings/{id}/calendar.ics', () => {
  it('downloads the booking as an iCalendar event in UTC', async () => {
    const v = await venue();
    const paid = await bookAndPay(ctx.app, player.cookie, v, tennis, slot(7, '09:00', '10:30'));
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/bookings/${paid.id}/calendar.ics`,
      headers: { cookie: player.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="booking-/);
    const body = response.body;
    expect(body.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    // 09:00 in Dubai (UTC+4) is 05:00Z.
    expect(body).toContain(`DTSTART:${paid.startTime.slice(0, 10).replace(/-/g, '')}T050000Z`);
    expect(body).toContain(`SUMMARY:Tennis at ${v.name}`);
    expect(body).toContain('STATUS:CONFIRMED');
    for (const line of body.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  });

  it("is private: 401 signed out, 404 for someone else's booking", async () => {
    const v = await venue();
    const paid = await bookAndPay(ctx.app, player.cookie, v, tennis, slot(7, '12:00', '13:00'));
    const url = `/api/bookings/${paid.id}/calendar.ics`;
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const stranger = await ctx.app.inject({
      method: 'GET',
      url,
      headers: { cookie: other.cookie },
    });
    expect(stranger.statusCode).toBe(404);
  });
});

describe('the hold sweep', () => {
  it('cancels expired holds and their open payments', async () => {
    const v = await venue();
    const held = (
      await book(ctx.app, player.cookie, v, slot(8, '10:00', '11:00'), { sportId: tennis })
    ).json();
    ctx.clock.advance(BOOKING_HOLD_MINUTES * 60_000 + 1);
    try {
      await ctx.app.matchday.jobs.runNow('release expired holds');
    } finally {
      ctx.clock.advance(-(BOOKING_HOLD_MINUTES * 60_000 + 1));
    }
    const after = await ctx.app.inject({
      method: 'GET',
      url: `/api/bookings/${held.id}`,
      headers: { cookie: player.cookie },
    });
    expect(after.json().status).toBe('cancelled');
    const released = await rowsOf<{ data: { bookingId: string } }>(
      ctx.database.db,
      sql`SELECT data FROM domain_events WHERE type = 'booking.released'`,
    );
    expect(released.map((event) => event.data.bookingId)).toContain(held.id);
  });
});
