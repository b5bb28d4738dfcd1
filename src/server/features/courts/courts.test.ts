import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { book, slotAt } from '@server/test/booking-helpers';
import { createTestContext, registerUser, type TestContext } from '@server/test/test-app';
import { createVenue, registerOwner, sportIds } from '@server/test/venue-fixtures';
import { COURT_HAS_BOOKINGS, LAST_COURT } from './courts.service';

let ctx: TestContext;
let owner: { cookie: string; user: { id: string } };
let stranger: { cookie: string; user: { id: string } };
let player: { cookie: string; user: { id: string } };
let tennis: number;
let padel: number;
let football: number;
const zone = 'Europe/London';

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await registerOwner(ctx.app);
  stranger = await registerOwner(ctx.app);
  player = await registerUser(ctx.app);
  [tennis, padel, football] = await sportIds(ctx.database.db, ['Tennis', 'Padel', 'Football']);
});
afterAll(() => ctx.close());

const venue = () =>
  createVenue(ctx.database.db, owner.user.id, { sports: ['Tennis', 'Padel'], timeZone: zone });
const slot = (days: number, start: string, end: string) =>
  slotAt(zone, ctx.clock.now(), days, start, end);

function call(
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  cookie = owner.cookie,
  payload?: unknown,
) {
  return ctx.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

const detail = async (id: string) => (await call('GET', `/api/venues/${id}`, '')).json();

describe('courts', () => {
  it('a venue starts with one court; the owner adds, renames and removes courts', async () => {
    const v = await venue();
    const start = await detail(v.id);
    expect(start.courts).toHaveLength(1);
    expect(start.courts[0]).toMatchObject({ name: 'Court 1' });
    // The first court takes all of the venue's sports.
    expect(start.courts[0].sports.map((s: { name: string }) => s.name)).toEqual([
      'Padel',
      'Tennis',
    ]);

    const added = await call('POST', `/api/venue/venues/${v.id}/courts`, owner.cookie, {
      name: 'Padel 2',
      sportIds: [padel],
      indoor: true,
      surface: 'Artificial grass',
      pricePerHour: '32.00',
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({
      name: 'Padel 2',
      indoor: true,
      surface: 'Artificial grass',
      pricePerHour: '32.00',
      sports: [{ id: padel, name: 'Padel' }],
    });
    const courtId = added.json().id;

    const renamed = await call(
      'PATCH',
      `/api/venue/venues/${v.id}/courts/${courtId}`,
      owner.cookie,
      {
        name: 'Centre Court',
      },
    );
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Centre Court', indoor: true });
    expect((await detail(v.id)).courts.map((c: { name: string }) => c.name)).toEqual([
      'Court 1',
      'Centre Court',
    ]);

    const removed = await call('DELETE', `/api/venue/venues/${v.id}/courts/${courtId}`);
    expect(removed.statusCode).toBe(204);
    expect((await detail(v.id)).courts).toHaveLength(1);
  });

  it('refuses bad input, a duplicate name and sports the venue does not offer', async () => {
    const v = await venue();
    const blank = await call('POST', `/api/venue/venues/${v.id}/courts`, owner.cookie, {
      name: ' ',
      sportIds: [],
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fields).toMatchObject({
      name: 'Court name is required',
      sportIds: 'Choose at least one sport',
    });
    const notOffered = await call('POST', `/api/venue/venues/${v.id}/courts`, owner.cookie, {
      name: 'Pitch',
      sportIds: [football],
    });
    expect(notOffered.statusCode).toBe(400);
    expect(notOffered.json().message).toBe('Choose sports this venue offers');
    const duplicate = await call('POST', `/api/venue/venues/${v.id}/courts`, owner.cookie, {
      name: 'court 1',
      sportIds: [tennis],
    });
    expect(duplicate.statusCode).toBe(409);
  });

  it('keeps the last court, and a court with bookings to come (409)', async () => {
    const v = await venue();
    const [first] = (await detail(v.id)).courts;
    const last = await call('DELETE', `/api/venue/venues/${v.id}/courts/${first.id}`);
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toBe(LAST_COURT);

    await call('POST', `/api/venue/venues/${v.id}/courts`, owner.cookie, {
      name: 'Court 2',
      sportIds: [tennis],
    });
    const booked = await book(ctx.app, player.cookie, v, slot(2, '10:00', '11:00'), {
      sportId: tennis,
      courtId: first.id,
    });
    expect(booked.statusCode).toBe(201);
    const refused = await call('DELETE', `/api/venue/venues/${v.id}/courts/${first.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(COURT_HAS_BOOKINGS);
  });

  it('answers 401 without a session, 403 for another owner, 404 for unknown ids', async () => {
    const v = await venue();
    const [court] = (await detail(v.id)).courts;
    const body = { name: 'X', sportIds: [tennis] };
    expect((await call('POST', `/api/venue/venues/${v.id}/courts`, '', body)).statusCode).toBe(401);
    expect(
      (await call('POST', `/api/venue/venues/${v.id}/courts`, stranger.cookie, body)).statusCode,
    ).toBe(403);
    expect(
      (await call('PATCH', `/api/venue/venues/${v.id}/courts/${court.id}`, stranger.cookie, body))
        .statusCode,
    ).toBe(403);
    expect(
      (await call('DELETE', `/api/venue/venues/${v.id}/courts/${court.id}`, stranger.cookie))
        .statusCode,
    ).toBe(403);
    const other = await createVenue(ctx.database.db, stranger.user.id);
    const [theirs] = (await detail(other.id)).courts;
    // Someone else's court named under my venue is not found there.
    expect(
      (await call('PATCH', `/api/venue/venues/${v.id}/courts/${theirs.id}`, owner.cookie, body))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('POST', `/api/venue/venues/${crypto.randomUUID()}/courts`, owner.cookie, body))
        .statusCode,
    ).toBe(404);
  });
});

describe('blocks', () => {
  it('blocks a court: players see it taken, a booking over it is refused, removing frees it', async () => {
    const v = await venue();
    const [court] = (await detail(v.id)).courts;
    const span = slot(3, '14:00', '16:00');
    const blocked = await call('POST', `/api/venue/venues/${v.id}/blocks`, owner.cookie, {
      courtId: court.id,
      ...span,
      reason: 'Resurfacing',
    });
    expect(blocked.statusCode).toBe(201);
    expect(blocked.json()).toMatchObject({
      courtId: court.id,
      courtName: 'Court 1',
      reason: 'Resurfacing',
    });

    const date = span.startTime.slice(0, 10);
    const day = (await call('GET', `/api/venues/${v.id}/availability?date=${date}`, '')).json();
    const at14 = day.slots.find((s: { start: string }) => s.start === '14:00');
    expect(at14).toMatchObject({ status: 'taken', freeCourts: 0 });

    const booking = await book(ctx.app, player.cookie, v, slot(3, '15:00', '16:00'), {
      sportId: tennis,
    });
    expect(booking.statusCode).toBe(409);

    const listed = await call(
      'GET',
      `/api/venue/venues/${v.id}/blocks?from=${encodeURIComponent(span.startTime)}&to=${encodeURIComponent(span.endTime)}`,
    );
    expect(listed.json()).toHaveLength(1);

    expect(
      (
        await call(
          'DELETE',
          `/api/venue/venues/${v.id}/blocks/${blocked.json().id}`,
          stranger.cookie,
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (await call('DELETE', `/api/venue/venues/${v.id}/blocks/${blocked.json().id}`)).statusCode,
    ).toBe(204);
    expect(
      (await call('DELETE', `/api/venue/venues/${v.id}/blocks/${blocked.json().id}`)).statusCode,
    ).toBe(404);
    const again = await book(ctx.app, player.cookie, v, slot(3, '15:00', '16:00'), {
      sportId: tennis,
    });
    expect(again.statusCode).toBe(201);
  });

  it('refuses a block over a booking (409), off the grid or backwards (400), and others (401/403)', async () => {
    const v = await venue();
    const [court] = (await detail(v.id)).courts;
    await book(ctx.app, player.cookie, v, slot(4, '10:00', '11:00'), { sportId: tennis });
    const over = await call('POST', `/api/venue/venues/${v.id}/blocks`, owner.cookie, {
      courtId: court.id,
      ...slot(4, '10:30', '12:00'),
      reason: 'Event',
    });
    expect(over.statusCode).toBe(409);
    const offGrid = await call('POST', `/api/venue/venues/${v.id}/blocks`, owner.cookie, {
      courtId: court.id,
      startTime: slot(4, '12:00', '13:00').startTime.replace(':00.000Z', ':10.000Z'),
      endTime: slot(4, '12:00', '13:00').endTime,
      reason: 'Event',
    });
    expect(offGrid.statusCode).toBe(400);
    const backwards = await call('POST', `/api/venue/venues/${v.id}/blocks`, owner.cookie, {
      courtId: court.id,
      startTime: slot(4, '13:00', '12:00').startTime,
      endTime: slot(4, '13:00', '12:00').endTime,
      reason: 'Event',
    });
    expect(backwards.statusCode).toBe(400);
    const body = { courtId: court.id, ...slot(4, '18:00', '19:00'), reason: 'Event' };
    expect((await call('POST', `/api/venue/venues/${v.id}/blocks`, '', body)).statusCode).toBe(401);
    expect(
      (await call('POST', `/api/venue/venues/${v.id}/blocks`, stranger.cookie, body)).statusCode,
    ).toBe(403);
  });
});

describe('desk bookings', () => {
  it('books a walk-in, shown to the owner with the customer; players see the slot taken', async () => {
    const v = await venue();
    const [court] = (await detail(v.id)).courts;
    const span = slot(2, '19:00', '20:00');
    const created = await call('POST', `/api/venue/venues/${v.id}/bookings`, owner.cookie, {
      courtId: court.id,
      sportId: padel,
      ...span,
      customerName: 'Ana García',
      customerPhone: '+34 600 000 000',
      paidAtDesk: true,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      customerName: 'Ana García',
      customerPhone: '+34 600 000 000',
      source: 'desk',
      status: 'confirmed',
      paymentStatus: 'paid',
      courtName: 'Court 1',
      amount: '40.00',
    });
    const online = await book(ctx.app, player.cookie, v, span, { sportId: padel });
    expect(online.statusCode).toBe(409);
    // Not the staff member's own booking.
    const mine = (await call('GET', '/api/bookings')).json();
    expect(mine.items.map((b: { id: string }) => b.id)).not.toContain(created.json().id);

    const cancelled = await call(
      'DELETE',
      `/api/venue/venues/${v.id}/bookings/${created.json().id}`,
    );
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().status).toBe('cancelled');
    expect((await book(ctx.app, player.cookie, v, span, { sportId: padel })).statusCode).toBe(201);
  });

  it('moves a booking to another court and time; a taken target is 409', async () => {
    const v = await venue();
    const second = (
      await call('POST', `/api/venue/venues/${v.id}/courts`, owner.cookie, {
        name: 'Court 2',
        sportIds: [tennis],
      })
    ).json();
    const [first] = (await detail(v.id)).courts;
    const desk = (
      await call('POST', `/api/venue/venues/${v.id}/bookings`, owner.cookie, {
        courtId: first.id,
        sportId: tennis,
        ...slot(5, '09:00', '10:00'),
        customerName: 'Walk-in',
        paidAtDesk: false,
      })
    ).json();
    const other = await book(ctx.app, player.cookie, v, slot(5, '12:00', '13:00'), {
      sportId: tennis,
      courtId: second.id,
    });
    expect(other.statusCode).toBe(201);

    const moved = await call(
      'PATCH',
      `/api/venue/venues/${v.id}/bookings/${desk.id}`,
      owner.cookie,
      {
        courtId: second.id,
        ...slot(5, '10:00', '11:00'),
      },
    );
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ courtId: second.id, courtName: 'Court 2' });
    const clash = await call(
      'PATCH',
      `/api/venue/venues/${v.id}/bookings/${desk.id}`,
      owner.cookie,
      {
        ...slot(5, '12:30', '13:30'),
      },
    );
    expect(clash.statusCode).toBe(409);
    const longer = await call(
      'PATCH',
      `/api/venue/venues/${v.id}/bookings/${desk.id}`,
      owner.cookie,
      {
        ...slot(5, '15:00', '17:00'),
      },
    );
    expect(longer.statusCode).toBe(400);
    expect(
      (
        await call('PATCH', `/api/venue/venues/${v.id}/bookings/${desk.id}`, stranger.cookie, {
          ...slot(5, '15:00', '16:00'),
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('opening hours and price rules', () => {
  it('stores the week and exceptions, validated, and shows them on the venue', async () => {
    const v = await venue();
    const weekly = [1, 2, 3, 4, 5, 6, 7].map((weekday) =>
      weekday === 7
        ? { weekday, opensAt: '08:00', closesAt: '20:00' }
        : weekday === 1
          ? { weekday, opensAt: null, closesAt: null }
          : { weekday, opensAt: '07:00', closesAt: '23:00' },
    );
    const saved = await call('PUT', `/api/venue/venues/${v.id}/hours`, owner.cookie, {
      weekly,
      exceptions: [{ date: '2030-12-25', opensAt: null, closesAt: null, note: 'Christmas' }],
    });
    expect(saved.statusCode).toBe(200);
    expect((await detail(v.id)).openingHours).toEqual(saved.json());
    expect(saved.json().weekly[6]).toEqual({ weekday: 7, opensAt: '08:00', closesAt: '20:00' });

    const bad = await call('PUT', `/api/venue/venues/${v.id}/hours`, owner.cookie, {
      weekly: weekly.map((row) => (row.weekday === 2 ? { ...row, closesAt: '06:00' } : row)),
      exceptions: [],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Closing must be after opening');
    expect(
      (
        await call('PUT', `/api/venue/venues/${v.id}/hours`, stranger.cookie, {
          weekly,
          exceptions: [],
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await call('PUT', `/api/venue/venues/${v.id}/hours`, '', { weekly, exceptions: [] }))
        .statusCode,
    ).toBe(401);
  });

  it('changes a rule as a whole, for its owner only', async () => {
    const v = await venue();
    const peak = {
      name: 'Peak',
      weekdays: [1, 2, 3, 4, 5],
      startsAt: '18:00',
      endsAt: '21:00',
      multiplier: 1.5,
    };
    const created = (
      await call('POST', `/api/venue/venues/${v.id}/price-rules`, owner.cookie, peak)
    ).json();
    const url = `/api/venue/venues/${v.id}/price-rules/${created.id}`;
    const weekend = {
      ...peak,
      name: 'Weekend',
      weekdays: [7, 6],
      multiplier: null,
      pricePerHour: '30.00',
    };

    const changed = await call('PATCH', url, owner.cookie, weekend);
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({
      ...created,
      name: 'Weekend',
      weekdays: [6, 7],
      multiplier: null,
      pricePerHour: '30.00',
    });
    expect((await call('GET', `/api/venue/venues/${v.id}/price-rules`)).json()).toEqual([
      changed.json(),
    ]);

    const both = await call('PATCH', url, owner.cookie, { ...weekend, multiplier: 2 });
    expect(both.statusCode).toBe(400);
    expect(both.json().message).toBe('Give either a multiplier or a fixed price per hour');
    expect((await call('PATCH', url, stranger.cookie, weekend)).statusCode).toBe(403);
    expect((await call('PATCH', url, '', weekend)).statusCode).toBe(401);
    const missing = `/api/venue/venues/${v.id}/price-rules/${crypto.randomUUID()}`;
    expect((await call('PATCH', missing, owner.cookie, weekend)).statusCode).toBe(404);
    // Nothing the refused changes sent was kept.
    expect((await call('GET', `/api/venue/venues/${v.id}/price-rules`)).json()).toEqual([
      changed.json(),
    ]);
  });

  it('adds and removes a peak rule; a rule needs a multiplier or a price, not both', async () => {
    const v = await venue();
    const neither = await call('POST', `/api/venue/venues/${v.id}/price-rules`, owner.cookie, {
      name: 'Peak',
      weekdays: [1, 2, 3, 4, 5],
      startsAt: '18:00',
      endsAt: '21:00',
    });
    expect(neither.statusCode).toBe(400);
    expect(neither.json().message).toBe('Give either a multiplier or a fixed price per hour');
    const created = await call('POST', `/api/venue/venues/${v.id}/price-rules`, owner.cookie, {
      name: 'Peak',
      weekdays: [5, 1, 2, 3, 4],
      startsAt: '18:00',
      endsAt: '21:00',
      multiplier: 1.5,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      weekdays: [1, 2, 3, 4, 5],
      multiplier: 1.5,
      pricePerHour: null,
    });
    const listed = await call('GET', `/api/venue/venues/${v.id}/price-rules`);
    expect(listed.json()).toHaveLength(1);
    expect(
      (await call('GET', `/api/venue/venues/${v.id}/price-rules`, stranger.cookie)).statusCode,
    ).toBe(403);
    expect(
      (
        await call(
          'DELETE',
          `/api/venue/venues/${v.id}/price-rules/${created.json().id}`,
          stranger.cookie,
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (await call('DELETE', `/api/venue/venues/${v.id}/price-rules/${created.json().id}`))
        .statusCode,
    ).toBe(204);
    expect(
      (await call('DELETE', `/api/venue/venues/${v.id}/price-rules/${created.json().id}`))
        .statusCode,
    ).toBe(404);
  });
});
