import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEEKDAYS } from '@shared/opening-hours';
import { splitKit } from '@server/features/splits/split-test-kit';
import { book, slotAt } from '@server/test/booking-helpers';
import { createTestContext, registerUser, type TestContext } from '@server/test/test-app';
import { createVenue, registerOwner, sportIds } from '@server/test/venue-fixtures';

// Edges of venue operations found in review: totals beyond what a payment can carry, and two
// owners' requests racing for the venue's courts.

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

function asOwner(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  return ctx.app.inject({ method, url, headers: { cookie: owner.cookie }, payload });
}

/** The most expensive day a venue can set up: open 00:00–23:30 at the highest price, × 10. */
async function mostExpensiveVenue() {
  const v = await createVenue(ctx.database.db, owner.user.id, {
    timeZone: zone,
    pricePerHour: '999999.99',
  });
  const weekly = WEEKDAYS.map((weekday) => ({ weekday, opensAt: '00:00', closesAt: '23:30' }));
  expect(
    (await asOwner('PUT', `/api/venue/venues/${v.id}/hours`, { weekly, exceptions: [] }))
      .statusCode,
  ).toBe(200);
  const rule = await asOwner('POST', `/api/venue/venues/${v.id}/price-rules`, {
    name: 'Gold',
    weekdays: [...WEEKDAYS],
    startsAt: '00:00',
    endsAt: '23:30',
    multiplier: 10,
  });
  expect(rule.statusCode).toBe(201);
  const [court] = (await ctx.app.inject({ url: `/api/venues/${v.id}` })).json().courts;
  return { venue: v, courtId: court.id as string };
}

describe('booking totals', () => {
  it('a day too dear for one payment is a 400 for the player and at the desk, never a 500', async () => {
    const { venue, courtId } = await mostExpensiveVenue();
    const day = slotAt(zone, ctx.clock.now(), 3, '00:00', '23:30');
    const player = await registerUser(ctx.app);
    const online = await book(ctx.app, player.cookie, venue, day, { sportId: tennis });
    expect(online.statusCode).toBe(400);
    expect(online.json().message).toMatch(/at most/);
    const desk = await asOwner('POST', `/api/venue/venues/${venue.id}/bookings`, {
      courtId,
      sportId: tennis,
      customerName: 'Walk-in',
      ...day,
    });
    expect(desk.statusCode).toBe(400);
    // An hour of it is fine.
    const hour = slotAt(zone, ctx.clock.now(), 3, '10:00', '11:00');
    expect(
      (await book(ctx.app, player.cookie, venue, hour, { sportId: tennis })).json(),
    ).toMatchObject({ totalAmount: '9999999.90' });
  });
});

describe("a venue's last court", () => {
  it('two courts removed at once: one goes, the other stays as the last (409)', async () => {
    for (let attempt = 0; attempt < 4; attempt++) {
      const v = await createVenue(ctx.database.db, owner.user.id, { timeZone: zone });
      const added = await asOwner('POST', `/api/venue/venues/${v.id}/courts`, {
        name: 'Court 2',
        sportIds: [tennis],
      });
      expect(added.statusCode).toBe(201);
      const courts = (await ctx.app.inject({ url: `/api/venues/${v.id}` })).json().courts;
      const removed = await Promise.all(
        courts.map((court: { id: string }) =>
          asOwner('DELETE', `/api/venue/venues/${v.id}/courts/${court.id}`),
        ),
      );
      expect(removed.map((r) => r.statusCode).sort()).toEqual([204, 409]);
      expect((await ctx.app.inject({ url: `/api/venues/${v.id}` })).json().courts).toHaveLength(1);
    }
  });
});

describe('moving a split booking at the desk', () => {
  it("moves its shares' deadline with it, so they are still due before the new start", async () => {
    const kit = splitKit(ctx.app, ctx.database.db, () => ctx.clock.now());
    const v = await createVenue(ctx.database.db, owner.user.id, { timeZone: zone });
    const player = await registerUser(ctx.app);
    const held = await kit.held(player.cookie, v, tennis, 5);
    const split = await kit.split(player.cookie, held.id, { players: 2 });
    expect(split.statusCode).toBe(201);
    const before = split.json();
    const earlier = slotAt(zone, ctx.clock.now(), 2, '10:00', '11:00');
    const moved = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/venue/venues/${v.id}/bookings/${held.id}`,
      headers: { cookie: owner.cookie },
      payload: earlier,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const after = (await kit.shares(player.cookie, held.id)).json();
    const lead = new Date(held.startTime).getTime() - new Date(before.deadline).getTime();
    expect(new Date(after.deadline).getTime()).toBe(new Date(earlier.startTime).getTime() - lead);
  });
});

describe('days the clocks change', () => {
  // Europe/London: 01:00–02:00 does not happen on 31 March 2030 and happens twice on 27 October.
  it.each(['2030-03-31', '2030-10-27'])(
    'a venue open through the night answers %s and takes bookings and blocks across the change',
    async (date) => {
      ctx.clock.set(new Date(`${date.slice(0, 8)}20T12:00:00Z`));
      try {
        // Signed in at the test's clock (a session from today's would have expired by then).
        owner = await registerOwner(ctx.app);
        const v = await createVenue(ctx.database.db, owner.user.id, { timeZone: zone });
        const weekly = WEEKDAYS.map((weekday) => ({
          weekday,
          opensAt: '00:00',
          closesAt: '23:30',
        }));
        await asOwner('PUT', `/api/venue/venues/${v.id}/hours`, { weekly, exceptions: [] });
        const [court] = (await ctx.app.inject({ url: `/api/venues/${v.id}` })).json().courts;
        const day = await ctx.app.inject({ url: `/api/venues/${v.id}/availability?date=${date}` });
        expect(day.statusCode).toBe(200);
        const starts = day.json().slots.map((s: { start: string }) => s.start);
        expect(starts).toEqual(expect.arrayContaining(['00:00', '03:00']));
        // Midnight to 02:00 UTC: on the clocks' change either way, the venue's day and grid.
        const across = { startTime: `${date}T00:00:00Z`, endTime: `${date}T02:00:00Z` };
        const player = await registerUser(ctx.app);
        const online = await book(ctx.app, player.cookie, v, across, { sportId: tennis });
        expect(online.statusCode, online.body).toBeLessThan(500);
        const block = await asOwner('POST', `/api/venue/venues/${v.id}/blocks`, {
          courtId: court.id,
          reason: 'Maintenance',
          startTime: `${date}T03:00:00Z`,
          endTime: `${date}T04:00:00Z`,
        });
        expect(block.statusCode, block.body).toBe(201);
        const desk = await asOwner('POST', `/api/venue/venues/${v.id}/bookings`, {
          courtId: court.id,
          sportId: tennis,
          customerName: 'Night owl',
          ...across,
        });
        expect(desk.statusCode, desk.body).toBeLessThan(500);
      } finally {
        ctx.clock.set(new Date());
      }
    },
  );
});
