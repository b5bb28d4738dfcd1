import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MapVenue } from '@shared/contracts/map';
import { sports } from '@server/db/schema/sports';
import { venues, venueSports } from '@server/db/schema/venues';
import { createTestContext, registerUser, type TestContext } from '@server/test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  const { user } = await registerUser(ctx.app, { userType: 'venue_owner' });
  const db = ctx.database.db;
  // This copy of the database is the test's own: switch the seeded sample venues off so the
  // map's venue layer holds only the ones below.
  await db.update(venues).set({ isActive: false });
  const base = { ownerId: user.id, pricePerHour: '40.00', address: '1 Test Street' };
  const [madrid, , , london] = await db
    .insert(venues)
    .values([
      {
        ...base,
        name: 'Retiro Padel Club',
        city: 'Madrid',
        country: 'ES',
        latitude: 40.41,
        longitude: -3.68,
        images: ['/api/uploads/00000000-0000-4000-8000-000000000001'],
        rating: '4.50',
        reviewCount: 12,
      },
      { ...base, name: 'Nowhere Courts', city: 'Madrid', country: 'ES' },
      {
        ...base,
        name: 'Closed Arena',
        city: 'Madrid',
        country: 'ES',
        latitude: 40.4,
        longitude: -3.7,
        isActive: false,
      },
      {
        ...base,
        name: 'Thames Tennis Centre',
        city: 'London',
        country: 'GB',
        latitude: 51.5,
        longitude: -0.12,
      },
      {
        ...base,
        name: 'Lakeside Courts',
        city: 'Chicago',
        state: 'IL',
        country: 'US',
        latitude: 41.88,
        longitude: -87.63,
      },
    ])
    .returning();
  const sportId = async (name: string) =>
    (await db.select().from(sports).where(eq(sports.name, name)))[0]!.id;
  await db.insert(venueSports).values([
    { venueId: madrid!.id, sportId: await sportId('Padel') },
    { venueId: madrid!.id, sportId: await sportId('Tennis') },
    { venueId: london!.id, sportId: await sportId('Tennis') },
  ]);
});
afterAll(() => ctx.close());

const get = (url: string) => ctx.app.inject({ method: 'GET', url });
async function mapVenues(query = ''): Promise<MapVenue[]> {
  const response = await get(`/api/map/venues${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
const names = (list: MapVenue[]) => list.map((v) => v.name);

describe('GET /api/map/venues', () => {
  it('answers active venues with coordinates, by name, with what the popup shows', async () => {
    const list = await mapVenues();
    expect(names(list)).toEqual(['Lakeside Courts', 'Retiro Padel Club', 'Thames Tennis Centre']);
    expect(list[1]).toEqual({
      id: expect.any(String),
      name: 'Retiro Padel Club',
      city: 'Madrid',
      country: 'Spain',
      latitude: 40.41,
      longitude: -3.68,
      image: '/api/uploads/00000000-0000-4000-8000-000000000001',
      pricePerHour: '40.00',
      rating: '4.50',
      reviewCount: 12,
      sports: ['Padel', 'Tennis'],
    });
    // Outside the map countries the ISO code stays as stored.
    expect(list[0]).toMatchObject({ country: 'US', image: null, sports: [] });
  });

  it('follows the map filters', async () => {
    expect(names(await mapVenues('?sport=Tennis'))).toEqual([
      'Retiro Padel Club',
      'Thames Tennis Centre',
    ]);
    expect(names(await mapVenues('?sport=Padel&country=Spain'))).toEqual(['Retiro Padel Club']);
    expect(names(await mapVenues('?country=United%20Kingdom'))).toEqual(['Thames Tennis Centre']);
    expect(names(await mapVenues('?search=THAMES'))).toEqual(['Thames Tennis Centre']);
    expect(names(await mapVenues('?search=madrid'))).toEqual(['Retiro Padel Club']);
    expect(names(await mapVenues('?userType=venue'))).toHaveLength(3);
    // Venues are not players, and have no skill level.
    expect(await mapVenues('?userType=player')).toEqual([]);
    expect(await mapVenues('?skillLevel=beginner')).toEqual([]);
    expect(names(await mapVenues('?userType=&search=%20'))).toHaveLength(3);
  });

  it('refuses unknown filter values with a 400', async () => {
    const response = await get('/api/map/venues?sport=Quidditch');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('sport must be one of');
  });
});
