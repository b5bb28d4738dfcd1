import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DomainEventType } from '@shared/events';
import { book, bookAndPay, createIntent, payWithCard, slotAt } from '@server/test/booking-helpers';
import { eventsOf } from '@server/test/domain-events';
import { createTestContext, registerUser, type TestContext } from '@server/test/test-app';
import { createVenue, registerOwner, sportIds } from '@server/test/venue-fixtures';

let ctx: TestContext;
let owner: { cookie: string; user: { id: string } };
let tennis: number;
let player: { cookie: string; user: { id: string } };
let other: { cookie: string; user: { id: string } };
const zone = 'Europe/London';

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await registerOwner(ctx.app);
  [tennis] = await sportIds(ctx.database.db, ['Tennis']);
  player = await registerUser(ctx.app);
  other = await registerUser(ctx.app);
});
afterAll(() => ctx.close());

const venue = () => createVenue(ctx.database.db, owner.user.id);
const slot = (days: number, start: string, end: string) =>
  slotAt(zone, ctx.clock.now(), days, start, end);
const events = <T extends DomainEventType>(type: T, key: string, value: string) =>
  eventsOf(ctx.database.db, type, key, value);
const iso = (time: string) => new Date(time).toISOString();

describe('booking events', () => {
  it('a hold, its payment and a refunded cancellation each tell who, where and when', async () => {
    const v = await venue();
    const when = slot(5, '10:00', '11:00');
    const booking = await bookAndPay(ctx.app, player.cookie, v, tennis, when);
    const ref = {
      bookingId: booking.id,
      venueId: v.id,
      userId: player.user.id,
      startTimes: [iso(when.startTime)],
    };
    expect(await events('booking.held', 'bookingId', booking.id)).toEqual([
      { type: 'booking.held', data: ref },
    ]);
    expect(await events('booking.confirmed', 'bookingId', booking.id)).toEqual([
      { type: 'booking.confirmed', data: ref },
    ]);

    const cancelled = await ctx.app.inject({
      method: 'POST',
      url: `/api/bookings/${booking.id}/cancel`,
      headers: { cookie: player.cookie },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await events('booking.cancelled', 'bookingId', booking.id)).toEqual([
      { type: 'booking.cancelled', data: { ...ref, byOwner: false } },
    ]);
    expect(await events('booking.refunded', 'bookingId', booking.id)).toEqual([
      { type: 'booking.refunded', data: ref },
    ]);
  });

  it('a moved booking names both its old and its new start', async () => {
    const v = await venue();
    const from = slot(6, '09:00', '10:00');
    const to = slot(7, '15:00', '16:00');
    const booking = await bookAndPay(ctx.app, player.cookie, v, tennis, from);
    const moved = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/bookings/${booking.id}`,
      headers: { cookie: player.cookie },
      payload: to,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const [event] = await events('booking.modified', 'bookingId', booking.id);
    expect(event?.data.startTimes).toEqual([iso(from.startTime), iso(to.startTime)]);
  });

  it("a declined card is a payment.failed with the provider's message; the booking stays held", async () => {
    const v = await venue();
    const created = await book(ctx.app, player.cookie, v, slot(8, '10:00', '11:00'), {
      sportId: tennis,
    });
    const id = created.json().id;
    const intent = await createIntent(ctx.app, player.cookie, id);
    const declined = await payWithCard(ctx.app, player.cookie, intent.json().clientSecret, {
      cardNumber: '4000 0000 0000 0002',
    });
    expect(declined.statusCode).toBe(402);
    const failed = await events('payment.failed', 'bookingId', id);
    expect(failed.map((e) => e.data.message)).toEqual(['Your card was declined.']);
    expect(await events('booking.confirmed', 'bookingId', id)).toEqual([]);
  });

  it('a booking refused by the exclusion constraint emits nothing', async () => {
    const v = await venue();
    const when = slot(9, '18:00', '19:00');
    expect((await book(ctx.app, player.cookie, v, when, { sportId: tennis })).statusCode).toBe(201);
    const refused = await book(ctx.app, other.cookie, v, when, { sportId: tennis });
    expect(refused.statusCode).toBe(409);
    // The insert rolled back, and the event written before it with it.
    expect(await events('booking.held', 'venueId', v.id)).toHaveLength(1);
    expect(await events('booking.held', 'userId', other.user.id)).toEqual([]);
  });

  it("an owner's change to a venue is a venue.changed", async () => {
    const v = await venue();
    const changed = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/venue/venues/${v.id}`,
      headers: { cookie: owner.cookie },
      payload: { name: 'Renamed Courts' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await events('venue.changed', 'venueId', v.id)).toEqual([
      { type: 'venue.changed', data: { venueId: v.id } },
    ]);
  });
});
