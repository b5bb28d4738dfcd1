import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartFile, pngImage } from '@server/test/images';
import { SPLIT_DEADLINE_MESSAGE } from '@shared/contracts/venues';
import { DEMO_PASSWORD } from '@server/db/seed/demo-accounts';
import { createTestContext, registerUser, signIn, type TestContext } from '@server/test/test-app';
import { registerOwner, sportIds } from '@server/test/venue-fixtures';
import { NOT_A_VENUE_OWNER } from './owner-venues.service';

let ctx: TestContext;
let owner: { cookie: string; user: { id: string } };
let rival: { cookie: string; user: { id: string } };
let player: { cookie: string };
let tennis: number;
let padel: number;

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await registerOwner(ctx.app);
  rival = await registerOwner(ctx.app);
  player = await registerUser(ctx.app);
  [tennis, padel] = await sportIds(ctx.database.db, ['Tennis', 'Padel']);
});
afterAll(() => ctx.close());

const input = (overrides: Record<string, unknown> = {}) => ({
  name: 'Harbourside Padel',
  description: 'Four glass courts by the water.',
  address: '12 Quay Street',
  city: 'Bristol',
  state: 'England',
  zipCode: 'BS1 4DJ',
  country: 'gb',
  latitude: 51.4508,
  longitude: -2.5971,
  phoneNumber: '+44 117 496 0000',
  email: 'hello@harbourside.example',
  website: 'https://harbourside.example',
  pricePerHour: '32.50',
  amenities: ['Parking', 'showers', 'parking'],
  images: ['/images/venues/padel-court-day.svg'],
  sportIds: [padel, tennis],
  timeZone: 'Europe/London',
  ...overrides,
});

const create = (cookie: string, body: Record<string, unknown>) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/venue/venues',
    headers: cookie ? { cookie } : {},
    payload: body,
  });
const patch = (cookie: string, id: string, body: Record<string, unknown>) =>
  ctx.app.inject({
    method: 'PATCH',
    url: `/api/venue/venues/${id}`,
    headers: { cookie },
    payload: body,
  });

describe('POST /api/venue/venues', () => {
  it('lists a venue with all its fields; players find it', async () => {
    const response = await create(owner.cookie, input());
    expect(response.statusCode).toBe(201);
    const venue = response.json();
    expect(venue).toMatchObject({
      name: 'Harbourside Padel',
      country: 'GB',
      pricePerHour: '32.50',
      amenities: ['parking', 'showers'],
      timeZone: 'Europe/London',
      isActive: true,
      rating: 0,
      reviewCount: 0,
    });
    expect(venue.sports.map((s: { name: string }) => s.name)).toEqual(['Padel', 'Tennis']);
    const search = await ctx.app.inject({
      method: 'GET',
      url: '/api/venues?location=bristol&sport=padel',
    });
    expect(search.json().items.map((v: { id: string }) => v.id)).toContain(venue.id);
  });

  it('is for venue owners only', async () => {
    const response = await create(player.cookie, input());
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(NOT_A_VENUE_OWNER);
    expect((await create('', input())).statusCode).toBe(401);
  });

  it('names every bad field', async () => {
    const response = await create(
      owner.cookie,
      input({
        name: ' ',
        pricePerHour: '12.345',
        timeZone: 'Mars/Base',
        sportIds: [],
        country: 'GBR',
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toMatchObject({
      name: 'Name is required',
      pricePerHour: 'Price per hour must be an amount such as 25.00',
      timeZone: 'Choose a time zone such as Europe/London',
      sportIds: 'Choose at least one sport',
      country: 'Country must be a two-letter code such as US or GB',
    });
    const unknownSport = await create(owner.cookie, input({ sportIds: [999_999] }));
    expect(unknownSport.statusCode).toBe(400);
    expect(unknownSport.json().message).toBe('Choose sports from the list');
  });

  it('takes only pictures the app serves, and only your own uploads', async () => {
    const external = await create(owner.cookie, input({ images: ['https://example.com/a.jpg'] }));
    expect(external.statusCode).toBe(400);
    expect(external.json().message).toBe('Upload images through the form');

    const upload = async (cookie: string) => {
      const body = multipartFile(pngImage(30, 20));
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/uploads',
        payload: body.payload,
        headers: { ...body.headers, cookie },
      });
      return response.json().url as string;
    };
    const theirs = await upload(rival.cookie);
    expect((await create(owner.cookie, input({ images: [theirs] }))).statusCode).toBe(400);
    const mine = await upload(owner.cookie);
    const ok = await create(owner.cookie, input({ images: [mine] }));
    expect(ok.statusCode).toBe(201);
    expect(ok.json().images).toEqual([mine]);
  });
});

describe('PATCH /api/venue/venues/{id}', () => {
  it('changes only what is sent, and deactivating hides the venue from players', async () => {
    const venue = (await create(owner.cookie, input({ name: 'Patch Courts' }))).json();
    const changed = await patch(owner.cookie, venue.id, { pricePerHour: '45', sportIds: [tennis] });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ name: 'Patch Courts', pricePerHour: '45.00' });
    expect(changed.json().sports).toEqual([{ id: tennis, name: 'Tennis' }]);

    const off = await patch(owner.cookie, venue.id, { isActive: false });
    expect(off.json().isActive).toBe(false);
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/venues/${venue.id}` })).statusCode,
    ).toBe(404);
    const ownView = await ctx.app.inject({
      method: 'GET',
      url: `/api/venue/venues/${venue.id}`,
      headers: { cookie: owner.cookie },
    });
    expect(ownView.json().isActive).toBe(false);
    expect((await patch(owner.cookie, venue.id, { isActive: true })).json().isActive).toBe(true);
  });

  it("nobody changes or reads a venue that isn't theirs", async () => {
    const venue = (await create(owner.cookie, input({ name: 'Mine Only' }))).json();
    expect((await patch(rival.cookie, venue.id, { name: 'Stolen' })).statusCode).toBe(403);
    const read = await ctx.app.inject({
      method: 'GET',
      url: `/api/venue/venues/${venue.id}`,
      headers: { cookie: rival.cookie },
    });
    expect(read.statusCode).toBe(403);
    expect((await patch(owner.cookie, venue.id, {})).statusCode).toBe(400);
    const signedOut = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/venue/venues/${venue.id}`,
      payload: { name: 'x' },
    });
    expect(signedOut.statusCode).toBe(401);
  });
});

describe('the venue time zone', () => {
  it('takes named zones only, on create and on edit, and keeps the zone it had on a bad one', async () => {
    const ZONE_MESSAGE = 'Choose a time zone such as Europe/London';
    for (const timeZone of ['Mars/Base', '+05:00', '', 'UTC; DROP TABLE venues']) {
      const response = await create(owner.cookie, input({ timeZone }));
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toMatchObject({ timeZone: ZONE_MESSAGE });
    }
    const missing = await create(owner.cookie, { ...input(), timeZone: undefined });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toMatchObject({ timeZone: 'Time zone is required' });

    const venue = (await create(owner.cookie, input({ timeZone: 'Asia/Dubai' }))).json();
    expect(venue.timeZone).toBe('Asia/Dubai');
    const bad = await patch(owner.cookie, venue.id, { timeZone: 'Europe/Atlantis' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toMatchObject({ timeZone: ZONE_MESSAGE });
    const moved = await patch(owner.cookie, venue.id, { timeZone: 'Europe/Istanbul' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().timeZone).toBe('Europe/Istanbul');
  });
});

describe('GET /api/venue/owned', () => {
  it("answers the caller's venues only, in the SPEC shape", async () => {
    await create(rival.cookie, input({ name: 'Rival Arena' }));
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/venue/owned',
      headers: { cookie: owner.cookie },
    });
    expect(response.statusCode).toBe(200);
    const venues = response.json();
    expect(venues.length).toBeGreaterThan(0);
    expect(venues.some((v: { name: string }) => v.name === 'Rival Arena')).toBe(false);
    expect(venues[0]).toMatchObject({ location: 'Bristol, England', active: true, rating: 0 });
    const none = await ctx.app.inject({
      method: 'GET',
      url: '/api/venue/owned',
      headers: { cookie: player.cookie },
    });
    expect(none.json()).toEqual([]);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/venue/owned' })).statusCode).toBe(401);
  });

  it("counts each venue's upcoming bookings, adding up to the dashboard's figure", async () => {
    const cookie = await signIn(ctx.app, 'owner@matchday.dev', DEMO_PASSWORD);
    const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: { cookie } });
    const owned: { upcomingBookings: number }[] = (await get('/api/venue/owned')).json();
    const stats = (await get('/api/venue/stats')).json();
    expect(stats.upcomingBookings).toBeGreaterThan(0);
    expect(owned.reduce((sum, venue) => sum + venue.upcomingBookings, 0)).toBe(
      stats.upcomingBookings,
    );
  });

  it('sets the split payment deadline: 2 hours unless said, whole hours from 0 to 72', async () => {
    const venue = (await create(owner.cookie, input())).json();
    expect(venue.splitDeadlineHours).toBe(2);
    for (const splitDeadlineHours of [-1, 73, 1.5, '6', null]) {
      const bad = await patch(owner.cookie, venue.id, { splitDeadlineHours });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fields).toMatchObject({ splitDeadlineHours: SPLIT_DEADLINE_MESSAGE });
    }
    const changed = await patch(owner.cookie, venue.id, { splitDeadlineHours: 24 });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().splitDeadlineHours).toBe(24);
    const created = await create(owner.cookie, input({ splitDeadlineHours: 0 }));
    expect(created.json().splitDeadlineHours).toBe(0);
    const theirs = await patch(rival.cookie, venue.id, { splitDeadlineHours: 5 });
    expect(theirs.statusCode).toBe(403);
  });
});
