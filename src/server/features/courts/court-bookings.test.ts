import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totalOfRates } from '@shared/pricing';
import { toCents } from '@shared/money';
import { addDays, hoursMessage, localToday, localToInstant } from '@shared/slots';
import { book, slotAt } from '@server/test/booking-helpers';
import { createTestContext, registerUser, type TestContext } from '@server/test/test-app';
import { createVenue, registerOwner, sportIds } from '@server/test/venue-fixtures';

let ctx: TestContext;
let owner: { cookie: string; user: { id: string } };
let tennis: number;
const zone = 'Europe/London';

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await registerOwner(ctx.app);
  [tennis] = await sportIds(ctx.database.db, ['Tennis']);
});
afterAll(() => ctx.close());

const slot = (days: number, start: string, end: string, timeZone = zone) =>
  slotAt(timeZone, ctx.clock.now(), days, start, end);

function asOwner(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) {
  return ctx.app.inject({
    method,
    url,
    headers: { cookie: owner.cookie },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

/** A venue of the owner with `count` courts. */
async function venueWithCourts(
  count: number,
  overrides: { timeZone?: string; pricePerHour?: string } = {},
) {
  const v = await createVenue(ctx.database.db, owner.user.id, { timeZone: zone, ...overrides });
  for (let i = 2; i <= count; i++) {
    const added = await asOwner('POST', `/api/venue/venues/${v.id}/courts`, {
      name: `Court ${i}`,
      sportIds: [tennis],
    });
    expect(added.statusCode).toBe(201);
  }
  return v;
}

describe('booking courts', () => {
  it('three courts, four concurrent bookings of one slot: exactly three succeed, each on its own court', async () => {
    const v = await venueWithCourts(3);
    const players = await Promise.all(Array.from({ length: 4 }, () => registerUser(ctx.app)));
    const attempts = await Promise.all(
      players.map((p) =>
        book(ctx.app, p.cookie, v, slot(3, '18:00', '19:00'), { sportId: tennis }),
      ),
    );
    const won = attempts.filter((r) => r.statusCode === 201);
    expect(won).toHaveLength(3);
    expect(attempts.filter((r) => r.statusCode === 409)).toHaveLength(1);
    expect(new Set(won.map((r) => r.json().courtId)).size).toBe(3);

    const date = slot(3, '18:00', '19:00').startTime.slice(0, 10);
    const day = await ctx.app.inject({ url: `/api/venues/${v.id}/availability?date=${date}` });
    const at18 = day.json().slots.find((s: { start: string }) => s.start === '18:00');
    expect(at18).toMatchObject({ status: 'taken', freeCourts: 0 });
    const at19 = day.json().slots.find((s: { start: string }) => s.start === '19:00');
    expect(at19).toMatchObject({ status: 'free', freeCourts: 3 });
  });

  it('a block and a booking racing for one court: exactly one of them takes it', async () => {
    const v = await venueWithCourts(1);
    const [court] = (await ctx.app.inject({ url: `/api/venues/${v.id}` })).json().courts;
    const player = await registerUser(ctx.app);
    for (const start of ['10:00', '12:00', '14:00', '16:00']) {
      const end = `${String(Number(start.slice(0, 2)) + 1).padStart(2, '0')}:00`;
      const span = slot(6, start, end);
      const [blocked, booked] = await Promise.all([
        asOwner('POST', `/api/venue/venues/${v.id}/blocks`, {
          courtId: court.id,
          ...span,
          reason: 'Maintenance',
        }),
        book(ctx.app, player.cookie, v, span, { sportId: tennis }),
      ]);
      expect([blocked.statusCode, booked.statusCode].sort()).toEqual([201, 409]);
    }
  });

  it('names a court, or picks a free one; a court of another venue is 404', async () => {
    const v = await venueWithCourts(2);
    const courts = (await ctx.app.inject({ url: `/api/venues/${v.id}` })).json().courts;
    const player = await registerUser(ctx.app);
    const second = await book(ctx.app, player.cookie, v, slot(4, '10:00', '11:00'), {
      sportId: tennis,
      courtId: courts[1].id,
    });
    expect(second.json()).toMatchObject({ courtId: courts[1].id, courtName: 'Court 2' });
    const any = await book(ctx.app, player.cookie, v, slot(4, '10:00', '11:00'), {
      sportId: tennis,
    });
    expect(any.json().courtId).toBe(courts[0].id);
    const other = await venueWithCourts(1);
    const [foreign] = (await ctx.app.inject({ url: `/api/venues/${other.id}` })).json().courts;
    const wrong = await book(ctx.app, player.cookie, v, slot(4, '12:00', '13:00'), {
      sportId: tennis,
      courtId: foreign.id,
    });
    expect(wrong.statusCode).toBe(404);
  });
});

describe('peak pricing', () => {
  it('prices a booking across a peak boundary per half-hour', async () => {
    const v = await venueWithCourts(1, { pricePerHour: '20.00' });
    await asOwner('POST', `/api/venue/venues/${v.id}/price-rules`, {
      name: 'Evening peak',
      weekdays: [1, 2, 3, 4, 5, 6, 7],
      startsAt: '18:00',
      endsAt: '21:00',
      multiplier: 1.5,
    });
    const player = await registerUser(ctx.app);
    // 17:00–19:00: an hour at $20 and an hour at $30.
    const booked = await book(ctx.app, player.cookie, v, slot(2, '17:00', '19:00'), {
      sportId: tennis,
      totalAmount: '50.00',
    });
    expect(booked.statusCode).toBe(201);
    expect(booked.json().totalAmount).toBe('50.00');
  });

  it('the form total (from the shown half-hour prices) always equals the server total', async () => {
    const v = await venueWithCourts(2, { pricePerHour: '24.00' });
    const courts = (await ctx.app.inject({ url: `/api/venues/${v.id}` })).json().courts;
    const player = await registerUser(ctx.app);
    const times = Array.from({ length: 27 }, (_, i) => 9 * 60 + i * 30);
    const hhmm = (m: number) =>
      `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
    const rule = fc.record({
      courtIndex: fc.option(fc.integer({ min: 0, max: 1 }), { nil: null }),
      weekdays: fc.uniqueArray(fc.integer({ min: 1, max: 7 }), { minLength: 1, maxLength: 7 }),
      from: fc.integer({ min: 0, max: 25 }),
      length: fc.integer({ min: 1, max: 8 }),
      price: fc.oneof(
        fc.record({ multiplier: fc.integer({ min: 50, max: 300 }).map((p) => p / 100) }),
        fc.record({
          pricePerHour: fc.integer({ min: 0, max: 9999 }).map((c) => (c / 100).toFixed(2)),
        }),
      ),
    });

    await fc.assert(
      fc.asyncProperty(
        fc.array(rule, { minLength: 1, maxLength: 3 }),
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 0, max: 25 }),
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 0, max: 1 }),
        async (rules, days, first, slots, courtIndex) => {
          const existing = (await asOwner('GET', `/api/venue/venues/${v.id}/price-rules`)).json();
          for (const old of existing) {
            await asOwner('DELETE', `/api/venue/venues/${v.id}/price-rules/${old.id}`);
          }
          for (const r of rules) {
            const start = times[r.from]!;
            const created = await asOwner('POST', `/api/venue/venues/${v.id}/price-rules`, {
              name: 'Rule',
              courtId: r.courtIndex === null ? null : courts[r.courtIndex].id,
              weekdays: r.weekdays,
              startsAt: hhmm(start),
              endsAt: hhmm(Math.min(start + r.length * 30, 23 * 60 + 30)),
              ...r.price,
            });
            expect(created.statusCode).toBe(201);
          }
          const startMinute = times[first]!;
          const endMinute = Math.min(startMinute + slots * 30, 22 * 60 + 30);
          const span = slot(days, hhmm(startMinute), hhmm(endMinute));
          const court = courts[courtIndex];

          // What the booking form adds up: the shown hourly price of each half-hour of the court.
          const date = addDays(localToday(zone, ctx.clock.now()), days);
          const day = (
            await ctx.app.inject({ url: `/api/venues/${v.id}/availability?date=${date}` })
          ).json();
          const rates = day.slots
            .filter(
              (s: { startTime: string }) =>
                s.startTime >= span.startTime && s.startTime < span.endTime,
            )
            .map((s: { courts: { courtId: string; pricePerHour: string }[] }) =>
              toCents(s.courts.find((c) => c.courtId === court.id)!.pricePerHour),
            );
          const formTotal = totalOfRates(rates);

          const booked = await book(ctx.app, player.cookie, v, span, {
            sportId: tennis,
            courtId: court.id,
            totalAmount: (formTotal / 100).toFixed(2),
          });
          expect(booked.statusCode).toBe(201);
          expect(toCents(booked.json().totalAmount)).toBe(formTotal);
          await ctx.app.inject({
            method: 'POST',
            url: `/api/bookings/${booked.json().id}/cancel`,
            headers: { cookie: player.cookie },
          });
        },
      ),
      { numRuns: 15 },
    );
  });
});

/** The first date within 170 days on which `timeZone`'s clocks change, or null. */
function nextClockChange(timeZone: string, today: string): string | null {
  const offset = (date: string) => {
    const noon = localToInstant(date, '12:00', timeZone)!;
    return noon.getTime() - Date.parse(`${date}T12:00:00Z`);
  };
  for (let i = 1; i < 170; i++) {
    if (offset(addDays(today, i)) !== offset(addDays(today, i - 1))) return addDays(today, i);
  }
  return null;
}

describe('opening hours', () => {
  it('keep their local times through a daylight-saving week', async () => {
    // Whichever of these zones changes its clocks soonest (one always does within 170 days).
    const found = ['Europe/London', 'America/Santiago', 'Australia/Sydney']
      .map((tz) => ({ tz, change: nextClockChange(tz, localToday(tz, ctx.clock.now())) }))
      .find((z) => z.change !== null)!;
    const { tz } = found;
    const change = found.change!;
    const v = await venueWithCourts(1, { timeZone: tz });
    const weekly = [1, 2, 3, 4, 5, 6, 7].map((weekday) =>
      weekday === 7
        ? { weekday, opensAt: '08:00', closesAt: '20:00' }
        : { weekday, opensAt: '07:00', closesAt: '23:00' },
    );
    expect(
      (await asOwner('PUT', `/api/venue/venues/${v.id}/hours`, { weekly, exceptions: [] }))
        .statusCode,
    ).toBe(200);

    const openings: number[] = [];
    for (let i = -3; i <= 3; i++) {
      const date = addDays(change, i);
      const day = (
        await ctx.app.inject({ url: `/api/venues/${v.id}/availability?date=${date}` })
      ).json();
      const sunday = new Date(`${date}T00:00:00Z`).getUTCDay() === 0;
      const [opens, closes] = sunday ? ['08:00', '20:00'] : ['07:00', '23:00'];
      expect(day).toMatchObject({ opensAt: opens, closesAt: closes });
      expect(day.slots[0].start).toBe(opens);
      expect(day.slots.at(-1).end).toBe(closes);
      // The first slot is the venue's local opening, whatever the offset that day.
      expect(day.slots[0].startTime).toBe(localToInstant(date, opens, tz)!.toISOString());
      openings.push(
        new Date(day.slots[0].startTime).getTime() - Date.parse(`${date}T${opens}:00Z`),
      );
    }
    // The offset from UTC did change within the week, so the check above meant something.
    expect(new Set(openings).size).toBe(2);

    const player = await registerUser(ctx.app);
    const days = Math.round(
      (Date.parse(change) - Date.parse(localToday(tz, ctx.clock.now()))) / 86_400_000,
    );
    const early = await book(ctx.app, player.cookie, v, slot(days + 1, '06:30', '07:30', tz), {
      sportId: tennis,
    });
    expect(early.statusCode).toBe(400);
    const isSunday = new Date(`${addDays(change, 1)}T00:00:00Z`).getUTCDay() === 0;
    expect(early.json().message).toBe(
      hoursMessage(
        isSunday
          ? { opensAt: '08:00', closesAt: '20:00' }
          : { opensAt: '07:00', closesAt: '23:00' },
      ),
    );
    const opening = await book(
      ctx.app,
      player.cookie,
      v,
      slot(days + 1, isSunday ? '08:00' : '07:00', isSunday ? '09:00' : '08:00', tz),
      {
        sportId: tennis,
      },
    );
    expect(opening.statusCode).toBe(201);
  });

  it('a closed day or date has no slots and takes no booking', async () => {
    const v = await venueWithCourts(1);
    const target = addDays(localToday(zone, ctx.clock.now()), 8);
    await asOwner('PUT', `/api/venue/venues/${v.id}/hours`, {
      weekly: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
        weekday,
        opensAt: '09:00',
        closesAt: '22:30',
      })),
      exceptions: [{ date: target, opensAt: null, closesAt: null, note: 'Holiday' }],
    });
    const day = (
      await ctx.app.inject({ url: `/api/venues/${v.id}/availability?date=${target}` })
    ).json();
    expect(day).toMatchObject({ opensAt: null, closesAt: null, slots: [] });
    const player = await registerUser(ctx.app);
    const refused = await book(ctx.app, player.cookie, v, slot(8, '10:00', '11:00'), {
      sportId: tennis,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('The venue is closed that day');
    // …and the search's date filter leaves it out.
    const search = await ctx.app.inject({
      url: `/api/venues?date=${target}&location=${encodeURIComponent(v.name)}`,
    });
    expect(search.json().items.map((i: { id: string }) => i.id)).not.toContain(v.id);
    const dayAfter = addDays(target, 1);
    const open = await ctx.app.inject({
      url: `/api/venues?date=${dayAfter}&location=${encodeURIComponent(v.name)}`,
    });
    expect(open.json().items.map((i: { id: string }) => i.id)).toContain(v.id);
  });
});
