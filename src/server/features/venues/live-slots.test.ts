import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, localToday } from '@shared/slots';
import { bookAndPay, slotAt } from '@server/test/booking-helpers';
import { eventually } from '@server/test/eventually';
import { openSocket, type TestSocket } from '@server/test/sockets';
import { createTestContext, registerUser, type TestContext } from '@server/test/test-app';
import { createVenue, registerOwner, sportIds } from '@server/test/venue-fixtures';

/** slots.changed: every open socket hears which venue and day to refetch. */
let ctx: TestContext;
let ownerId: string;
let tennis: number;
let player: { cookie: string };
let watcher: TestSocket;
// Auckland's morning is the previous day in UTC: the date must be the venue's own.
const zone = 'Pacific/Auckland';

beforeAll(async () => {
  ctx = await createTestContext();
  ownerId = (await registerOwner(ctx.app)).user.id;
  [tennis] = await sportIds(ctx.database.db, ['Tennis']);
  player = await registerUser(ctx.app);
  watcher = await openSocket(ctx.app, (await registerUser(ctx.app)).cookie);
});
afterAll(async () => {
  watcher.ws.terminate();
  await ctx.close();
});

const slotsOf = (socket: TestSocket, venueId: string) =>
  socket.messages.flatMap((m) =>
    m.type === 'slots.changed' && m.data.venueId === venueId ? [m.data.date] : [],
  );

describe('slots.changed', () => {
  it('names the venue and its local date when a slot is held, paid and moved', async () => {
    const venue = await createVenue(ctx.database.db, ownerId, { timeZone: zone });
    const day = (days: number) => addDays(localToday(zone, ctx.clock.now()), days);
    const booking = await bookAndPay(
      ctx.app,
      player.cookie,
      venue,
      tennis,
      slotAt(zone, ctx.clock.now(), 3, '10:00', '11:00'),
    );
    // Held, then confirmed: the same day twice.
    await eventually(() => expect(slotsOf(watcher, venue.id)).toEqual([day(3), day(3)]));

    const moved = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/bookings/${booking.id}`,
      headers: { cookie: player.cookie },
      payload: slotAt(zone, ctx.clock.now(), 4, '10:00', '11:00'),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    // The day it left and the day it went to.
    await eventually(() =>
      expect(slotsOf(watcher, venue.id)).toEqual([day(3), day(3), day(3), day(4)]),
    );
  });

  it('tells nothing when a booking is refused', async () => {
    const venue = await createVenue(ctx.database.db, ownerId, { timeZone: zone });
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: { cookie: player.cookie },
      payload: {
        venueId: venue.id,
        sportId: tennis,
        ...slotAt(zone, ctx.clock.now(), -1, '10:00', '11:00'),
      },
    });
    expect(refused.statusCode).toBe(400);
    // A negative can only be waited for: long enough for an event to have come through.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(slotsOf(watcher, venue.id)).toEqual([]);
  });
});
