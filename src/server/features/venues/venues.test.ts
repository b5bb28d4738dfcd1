import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, localToday, openingWindow } from '@shared/slots';
import { bookings } from '@server/db/schema/bookings';
import { releaseExpiredHolds } from '@server/features/bookings/booking-rules';
import { createTestContext, type TestContext } from '@server/test/test-app';
import { createVenue, registerOwner, sportIds } from '@server/test/venue-fixtures';
import { invalidateVenueSearch } from './venue-search-cache';

let ctx: TestContext;
let ownerId: string;
beforeAll(async () => {
  ctx = await createTestContext();
  ownerId = (await registerOwner(ctx.app)).user.id;
});
afterAll(() => ctx.close());

const get = (url: string) => ctx.app.inject({ method: 'GET', url });

describe('GET /api/venues', () => {
  it('lists active venues, best rated first, with pagination', async () => {
    const response = await get('/api/venues?pageSize=5');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.page).toBe(1);
    expect(body.pageSize).toBe(5);
    expect(body.items.length).toBeLessThanOrEqual(5);
    const ratings = body.items.map((v: { rating: number }) => v.rating);
    expect([...ratings].sort((a, b) => b - a)).toEqual(ratings);
  });

  it('filters by location (city, state or name), case-insensitively', async () => {
    const venue = await createVenue(ctx.database.db, ownerId, {
      name: 'Zanzibar Hall',
      city: 'Qwertyton',
      state: 'Uiopshire',
    });
    for (const location of ['qwerty', 'UIOPSHIRE', 'zanzibar h']) {
      const body = (await get(`/api/venues?location=${encodeURIComponent(location)}`)).json();
      expect(body.items.map((v: { id: string }) => v.id)).toEqual([venue.id]);
      expect(body.total).toBe(1);
    }
    const none = (await get('/api/venues?location=%25')).json();
    expect(none.items.some((v: { id: string }) => v.id === venue.id)).toBe(false);
  });

  it('filters by sport name or id', async () => {
    const venue = await createVenue(ctx.database.db, ownerId, {
      city: 'Sportcity',
      sports: ['Volleyball'],
    });
    const byName = (await get('/api/venues?sport=volleyball&location=sportcity')).json();
    expect(byName.items.map((v: { id: string }) => v.id)).toEqual([venue.id]);
    expect(byName.items[0].sports).toEqual(['Volleyball']);
    const tennis = (await get('/api/venues?sport=Tennis&location=sportcity')).json();
    expect(tennis.total).toBe(0);
  });

  it('refuses a malformed date with 400', async () => {
    const response = await get('/api/venues?date=2025-02-30');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Date must be a real date written YYYY-MM-DD');
  });

  it('with a date, leaves out a venue booked all day, and counts expired holds as free', async () => {
    const full = await createVenue(ctx.database.db, ownerId, { city: 'Fullham' });
    const [tennis] = await sportIds(ctx.database.db, ['Tennis']);
    const date = addDays(localToday('Europe/London', ctx.clock.now()), 4);
    const { open, close } = openingWindow(date, 'Europe/London')!;
    const noon = new Date(open.getTime() + 3 * 3_600_000);
    const row = { userId: ownerId, venueId: full.id, sportId: tennis, totalAmount: '0' };
    // Booked 09:00–12:00 and 12:30–22:30; 12:00–12:30 is held, but the hold has expired.
    await ctx.database.db.insert(bookings).values([
      { ...row, startTime: open, endTime: noon, status: 'confirmed' },
      {
        ...row,
        startTime: new Date(noon.getTime() + 1_800_000),
        endTime: close,
        status: 'completed',
      },
      {
        ...row,
        startTime: noon,
        endTime: new Date(noon.getTime() + 1_800_000),
        status: 'pending',
        holdExpiresAt: new Date(ctx.clock.now().getTime() - 1000),
      },
    ]);
    invalidateVenueSearch(ctx.database.db);
    const ids = async (day: string) =>
      (await get(`/api/venues?location=fullham&date=${day}`))
        .json()
        .items.map((v: { id: string }) => v.id);
    expect(await ids(date)).toEqual([full.id]);
    // Once the server releases the expired hold, the last half-hour can be sold; then it is full.
    await releaseExpiredHolds(ctx.database.db, ctx.clock.now());
    await ctx.database.db.insert(bookings).values({
      ...row,
      startTime: noon,
      endTime: new Date(noon.getTime() + 1_800_000),
      status: 'confirmed',
    });
    invalidateVenueSearch(ctx.database.db);
    expect(await ids(date)).toEqual([]);
    expect(await ids(addDays(date, 1))).toEqual([full.id]);
  });

  it('with today as the date, leaves out venues whose day is over on their own clock', async () => {
    const london = await createVenue(ctx.database.db, ownerId, {
      city: 'Lateville',
      timeZone: 'Europe/London',
    });
    const newYork = await createVenue(ctx.database.db, ownerId, {
      city: 'Lateville',
      timeZone: 'America/New_York',
    });
    const real = ctx.clock.now();
    // 22:15 in London (summer time): its last slot has begun; in New York it is 17:15.
    ctx.clock.set(new Date('2030-06-10T21:15:00Z'));
    try {
      const body = (await get('/api/venues?location=lateville&date=2030-06-10')).json();
      expect(body.items.map((v: { id: string }) => v.id)).toEqual([newYork.id]);
      expect(body.items.map((v: { id: string }) => v.id)).not.toContain(london.id);
      const tomorrow = (await get('/api/venues?location=lateville&date=2030-06-11')).json();
      expect(tomorrow.total).toBe(2);
      // Left out only for the day that is over there: tomorrow London is back.
      expect(tomorrow.items.map((v: { id: string }) => v.id)).toContain(london.id);
    } finally {
      ctx.clock.set(real);
    }
  });

  it('with a date, keeps venues that have a free slot that day', async () => {
    const venue = await createVenue(ctx.database.db, ownerId, { city: 'Datetown' });
    const date = addDays(localToday('Europe/London', ctx.clock.now()), 3);
    const body = (await get(`/api/venues?location=datetown&date=${date}`)).json();
    expect(body.items.map((v: { id: string }) => v.id)).toEqual([venue.id]);
  });
});

describe('GET /api/venues/{id}', () => {
  it('answers the venue with its sports', async () => {
    const venue = await createVenue(ctx.database.db, ownerId, { sports: ['Tennis', 'Padel'] });
    const body = (await get(`/api/venues/${venue.id}`)).json();
    expect(body).toMatchObject({ id: venue.id, pricePerHour: '40.00', timeZone: 'Europe/London' });
    expect(body.sports.map((s: { name: string }) => s.name)).toEqual(['Padel', 'Tennis']);
  });

  it('answers 404 for unknown and deactivated venues, 400 for a malformed id', async () => {
    const venue = await createVenue(ctx.database.db, ownerId, { isActive: false });
    expect((await get(`/api/venues/${venue.id}`)).statusCode).toBe(404);
    expect((await get('/api/venues/00000000-0000-4000-8000-000000000000')).json()).toEqual({
      message: 'Venue not found',
      code: 'not_found',
    });
    expect((await get('/api/venues/nope')).statusCode).toBe(400);
  });
});

describe('GET /api/venues/{id}/availability', () => {
  it('answers 27 slots in venue time', async () => {
    const venue = await createVenue(ctx.database.db, ownerId, { timeZone: 'America/New_York' });
    const date = addDays(localToday('America/New_York', ctx.clock.now()), 2);
    const body = (await get(`/api/venues/${venue.id}/availability?date=${date}`)).json();
    expect(body.timeZone).toBe('America/New_York');
    expect(body.slots).toHaveLength(27);
    expect(body.slots[0]).toMatchObject({ start: '09:00', end: '09:30', status: 'free' });
  });

  it('needs a date', async () => {
    const venue = await createVenue(ctx.database.db, ownerId);
    const response = await get(`/api/venues/${venue.id}/availability`);
    expect(response.statusCode).toBe(400);
  });
});
