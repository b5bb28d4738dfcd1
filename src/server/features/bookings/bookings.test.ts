import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_HOLD_MINUTES } from '@shared/constants';
import { TIME_MESSAGES } from '@shared/slots';
import { book, slotAt } from '@server/test/booking-helpers';
import { createTestContext, registerUser, type TestContext } from '@server/test/test-app';
import { createVenue, registerOwner, sportIds } from '@server/test/venue-fixtures';

let ctx: TestContext;
let ownerId: string;
let tennis: number;
let padel: number;
let player: { cookie: string; user: { id: string } };
let other: { cookie: string; user: { id: string } };
const zone = 'Europe/London';

beforeAll(async () => {
  ctx = await createTestContext();
  ownerId = (await registerOwner(ctx.app)).user.id;
  [tennis, padel] = await sportIds(ctx.database.db, ['Tennis', 'Padel']);
  player = await registerUser(ctx.app);
  other = await registerUser(ctx.app);
});
afterAll(() => ctx.close());

const venue = (overrides = {}) => createVenue(ctx.database.db, ownerId, overrides);
const slot = (days: number, start: string, end: string) =>
  slotAt(zone, ctx.clock.now(), days, start, end);

describe('POST /api/bookings', () => {
  it('holds the slot as a pending booking priced by the server', async () => {
    const v = await venue({ pricePerHour: '25.25' });
    const response = await book(ctx.app, player.cookie, v, slot(3, '10:00', '11:30'), {
      sportId: tennis,
      totalAmount: '37.88',
      notes: '  Bring balls  ',
    });
    expect(response.statusCode).toBe(201);
    const booking = response.json();
    expect(booking).toMatchObject({
      venueId: v.id,
      sportId: tennis,
      sportName: 'Tennis',
      totalAmount: '37.88',
      currency: 'USD',
      status: 'pending',
      paymentStatus: 'pending',
      qrCode: null,
      notes: 'Bring balls',
      canReview: false,
    });
    expect(booking.venue).toMatchObject({ id: v.id, name: v.name, timeZone: zone });
    const hold = new Date(booking.holdExpiresAt).getTime() - ctx.clock.now().getTime();
    expect(hold).toBe(BOOKING_HOLD_MINUTES * 60_000);
    // The answer is built from the inserted row; it says what reading the booking says.
    const read = await ctx.app.inject({
      method: 'GET',
      url: `/api/bookings/${booking.id}`,
      headers: { cookie: player.cookie },
    });
    expect(read.json()).toEqual(booking);
  });

  it('refuses a client total that disagrees with the server', async () => {
    const v = await venue();
    const response = await book(ctx.app, player.cookie, v, slot(3, '10:00', '11:00'), {
      sportId: tennis,
      totalAmount: '1.00',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'total_mismatch',
      message: 'The total for this booking is $40.00; please review it and try again',
    });
  });

  it('refuses past, out-of-hours, off-grid and empty spans with clear messages', async () => {
    const v = await venue();
    const cases: [ReturnType<typeof slot>, string][] = [
      [slot(-1, '10:00', '11:00'), TIME_MESSAGES.past],
      [slot(2, '08:00', '09:00'), TIME_MESSAGES.hours],
      [slot(2, '22:00', '23:00'), TIME_MESSAGES.hours],
      [slot(2, '10:15', '11:00'), TIME_MESSAGES.grid],
      [slot(2, '10:00', '10:00'), TIME_MESSAGES.order],
      [slot(2, '11:00', '10:00'), TIME_MESSAGES.order],
    ];
    for (const [times, message] of cases) {
      const response = await book(ctx.app, player.cookie, v, times, { sportId: tennis });
      expect(response.statusCode, message).toBe(400);
      expect(response.json().message).toBe(message);
    }
  });

  it('names each missing field', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: { cookie: player.cookie },
      payload: { venueId: 'nope' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toMatchObject({
      venueId: 'Choose a venue',
      startTime: 'Start time is required',
      endTime: 'End time is required',
    });
  });

  it("refuses a sport the venue doesn't offer, and unknown venues", async () => {
    const v = await venue({ sports: ['Tennis'] });
    const wrongSport = await book(ctx.app, player.cookie, v, slot(2, '10:00', '11:00'), {
      sportId: padel,
    });
    expect(wrongSport.statusCode).toBe(400);
    expect(wrongSport.json().fields).toEqual({ sportId: "This venue doesn't offer that sport" });
    const unknown = await book(
      ctx.app,
      player.cookie,
      { id: '00000000-0000-4000-8000-000000000000' },
      slot(2, '10:00', '11:00'),
      { sportId: tennis },
    );
    expect(unknown.statusCode).toBe(404);
  });

  it('answers 401 when signed out', async () => {
    const v = await venue();
    const response = await book(ctx.app, '', v, slot(2, '10:00', '11:00'), { sportId: tennis });
    expect(response.statusCode).toBe(401);
  });

  it('never lets two bookings of one venue overlap; touching ones are fine', async () => {
    const v = await venue();
    expect(
      (await book(ctx.app, player.cookie, v, slot(4, '10:00', '11:00'), { sportId: tennis }))
        .statusCode,
    ).toBe(201);
    const overlapping = await book(ctx.app, other.cookie, v, slot(4, '10:30', '11:30'), {
      sportId: tennis,
    });
    expect(overlapping.statusCode).toBe(409);
    expect(overlapping.json()).toEqual({
      message: 'This time slot has just been booked',
      code: 'slot_taken',
    });
    expect(
      (await book(ctx.app, other.cookie, v, slot(4, '11:00', '12:00'), { sportId: tennis }))
        .statusCode,
    ).toBe(201);
    // Another venue's same time is free.
    const elsewhere = await venue();
    expect(
      (await book(ctx.app, other.cookie, elsewhere, slot(4, '10:00', '11:00'), { sportId: tennis }))
        .statusCode,
    ).toBe(201);
  });

  it('gives a contested slot to exactly one of many concurrent attempts', async () => {
    const v = await venue();
    const players = await Promise.all(Array.from({ length: 4 }, () => registerUser(ctx.app)));
    const attempts = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        book(ctx.app, players[i % 4]!.cookie, v, slot(5, '18:00', '19:00'), { sportId: tennis }),
      ),
    );
    const codes = attempts.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(11);
  });

  it('releases an unpaid hold after 15 minutes', async () => {
    const v = await venue();
    const first = await book(ctx.app, player.cookie, v, slot(6, '12:00', '13:00'), {
      sportId: tennis,
    });
    expect(first.statusCode).toBe(201);
    expect(
      (await book(ctx.app, other.cookie, v, slot(6, '12:00', '13:00'), { sportId: tennis }))
        .statusCode,
    ).toBe(409);

    ctx.clock.advance(BOOKING_HOLD_MINUTES * 60_000 + 1000);
    try {
      const second = await book(ctx.app, other.cookie, v, slot(6, '12:00', '13:00'), {
        sportId: tennis,
      });
      expect(second.statusCode).toBe(201);
      const mine = await ctx.app.inject({
        method: 'GET',
        url: `/api/bookings/${first.json().id}`,
        headers: { cookie: player.cookie },
      });
      expect(mine.json().status).toBe('cancelled');
    } finally {
      ctx.clock.advance(-(BOOKING_HOLD_MINUTES * 60_000 + 1000));
    }
  });

  it('limits how many unpaid holds one player keeps', async () => {
    const v = await venue();
    const hoarder = await registerUser(ctx.app);
    for (let i = 0; i < ctx.config.bookings.maxPendingPerUser; i++) {
      const hour = String(10 + i).padStart(2, '0');
      const response = await book(ctx.app, hoarder.cookie, v, slot(7, `${hour}:00`, `${hour}:30`), {
        sportId: tennis,
      });
      expect(response.statusCode).toBe(201);
    }
    const extra = await book(ctx.app, hoarder.cookie, v, slot(7, '20:00', '21:00'), {
      sportId: tennis,
    });
    expect(extra.statusCode).toBe(409);
    expect(extra.json().code).toBe('too_many_holds');
  });
});

describe('GET /api/bookings and /api/bookings/{id}', () => {
  it("lists the caller's bookings only, and hides others' as not found", async () => {
    const v = await venue();
    const mine = (
      await book(ctx.app, player.cookie, v, slot(8, '10:00', '11:00'), { sportId: tennis })
    ).json();
    const theirs = (
      await book(ctx.app, other.cookie, v, slot(8, '12:00', '13:00'), { sportId: tennis })
    ).json();

    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/bookings?when=upcoming',
      headers: { cookie: player.cookie },
    });
    expect(list.statusCode).toBe(200);
    const ids = list.json().items.map((b: { id: string }) => b.id);
    expect(ids).toContain(mine.id);
    expect(ids).not.toContain(theirs.id);

    const peek = await ctx.app.inject({
      method: 'GET',
      url: `/api/bookings/${theirs.id}`,
      headers: { cookie: player.cookie },
    });
    expect(peek.statusCode).toBe(404);
    expect(peek.json().message).toBe('Booking not found');
  });

  it('answers 401 signed out and 400 for a bad filter', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/bookings' })).statusCode).toBe(401);
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/api/bookings/00000000-0000-4000-8000-000000000000',
        })
      ).statusCode,
    ).toBe(401);
    const bad = await ctx.app.inject({
      method: 'GET',
      url: '/api/bookings?when=someday',
      headers: { cookie: player.cookie },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('availability reflects bookings', () => {
  it('marks booked slots taken; a player moving their own booking may see it as free', async () => {
    const v = await venue();
    const times = slot(9, '10:00', '11:00');
    const booking = (await book(ctx.app, player.cookie, v, times, { sportId: tennis })).json();
    const date = booking.startTime ? times.startTime : '';
    const day = new Date(date).toLocaleDateString('en-CA', { timeZone: zone });
    const read = (cookie?: string, exclude?: string) =>
      ctx.app.inject({
        method: 'GET',
        url: `/api/venues/${v.id}/availability?date=${day}${exclude ? `&excludeBookingId=${exclude}` : ''}`,
        headers: cookie ? { cookie } : {},
      });
    const statusAt = async (cookie?: string, exclude?: string) => {
      const slots = (await read(cookie, exclude)).json().slots as {
        start: string;
        status: string;
      }[];
      return slots
        .filter((s) => ['10:00', '10:30', '11:00'].includes(s.start))
        .map((s) => s.status);
    };
    expect(await statusAt()).toEqual(['taken', 'taken', 'free']);
    expect(await statusAt(player.cookie, booking.id)).toEqual(['free', 'free', 'free']);
    // Nobody else can see through someone's booking.
    expect(await statusAt(other.cookie, booking.id)).toEqual(['taken', 'taken', 'free']);
  });
});
