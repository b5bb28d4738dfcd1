import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAP_COUNTRIES, MAP_SPORTS } from '@shared/constants';
import { z } from 'zod';
import { type DemoUser, demoUser } from '@shared/contracts/map';
import { MAP_SKILL_LEVELS, MAP_USER_TYPES } from '@shared/map';
import { buildDemoMapUsers, seedDemoMapUsers } from '@server/db/seed/demo-map-users';
import { createTestContext, type TestContext } from '@server/test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const get = (url: string) => ctx.app.inject({ method: 'GET', url });
async function list(query = ''): Promise<DemoUser[]> {
  const response = await get(`/api/demo-users${query}`);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  // The database writes this answer's JSON, past the response serializer: hold it to the schema.
  return z.array(demoUser.strict()).parse(response.json());
}

/** The seed's own rows, to compare the API's answers with what was written. */
const seeded = buildDemoMapUsers().filter((row) => row.isActive !== false);
const ids = (users: { id?: string }[]) => users.map((u) => u.id).sort();

describe('GET /api/demo-users: the seeded map population', () => {
  it('answers every active demo user with the SPEC §3 fields, the inactive one left out', async () => {
    const users = await list();
    expect(ids(users)).toEqual(ids(seeded));
    expect(users.some((u) => u.name === 'Retired Demo Player')).toBe(false);
    expect(Object.keys(users[0]!).sort()).toEqual(
      [
        'address',
        'avatar',
        'city',
        'country',
        'createdAt',
        'description',
        'id',
        'isActive',
        'latitude',
        'longitude',
        'name',
        'skillLevel',
        'sport',
        'userType',
      ].sort(),
    );
  });

  it('is spread over the nine map countries and covers every type, sport and level', async () => {
    const users = await list();
    const placed = users.filter((u) => u.latitude !== null && u.longitude !== null);
    // The map badge says "100+ Sports Users Across Europe & Middle East".
    expect(placed.length).toBeGreaterThanOrEqual(150);
    expect(new Set(placed.map((u) => u.country))).toEqual(new Set(MAP_COUNTRIES));
    expect(new Set(users.map((u) => u.userType))).toEqual(new Set(MAP_USER_TYPES));
    expect(new Set(users.map((u) => u.sport))).toEqual(new Set(MAP_SPORTS));
    expect(new Set(users.map((u) => u.skillLevel).filter(Boolean))).toEqual(
      new Set(MAP_SKILL_LEVELS),
    );
    for (const u of placed) {
      // Europe and the Middle East, roughly: Abha to Edinburgh, Seville to Ankara.
      expect(u.latitude!).toBeGreaterThan(18);
      expect(u.latitude!).toBeLessThan(57);
      expect(u.longitude!).toBeGreaterThan(-6.5);
      expect(u.longitude!).toBeLessThan(56);
      expect(u.name.length).toBeGreaterThan(3);
      expect(u.description?.length).toBeGreaterThan(20);
      expect(u.address).toMatch(/\d/);
    }
  });

  it('is seeded once: seeding again adds nobody and changes nobody', async () => {
    const before = await list();
    await seedDemoMapUsers(ctx.database.db);
    expect(await list()).toEqual(before);
  });

  it('gives most an avatar the app serves itself, and some none (initials)', async () => {
    const users = await list();
    const avatars = users.map((u) => u.avatar);
    expect(avatars.filter((a) => a === null).length).toBeGreaterThan(10);
    for (const avatar of new Set(avatars.filter((a) => a !== null))) {
      expect(avatar).toMatch(/^\/images\/avatars\/[a-z]+-\d\d\.svg$/);
      expect(existsSync(`public${avatar}`)).toBe(true);
    }
  });
});

describe('GET /api/demo-users: filters', () => {
  it.each([
    ['userType', 'coach'],
    ['sport', 'Padel'],
    ['country', 'United Arab Emirates'],
    ['skillLevel', 'professional'],
  ] as const)('%s=%s answers exactly the matching users', async (key, value) => {
    const users = await list(`?${key}=${encodeURIComponent(value)}`);
    const expected = seeded.filter((row) => row[key] === value);
    expect(expected.length).toBeGreaterThan(0);
    expect(ids(users)).toEqual(ids(expected));
  });

  it('combines filters (all must match)', async () => {
    const users = await list('?userType=player&country=Spain&skillLevel=beginner');
    const expected = seeded.filter(
      (r) => r.userType === 'player' && r.country === 'Spain' && r.skillLevel === 'beginner',
    );
    expect(ids(users)).toEqual(ids(expected));
  });

  it('searches name, city, sport and description, ignoring case', async () => {
    const byName = seeded.find((r) => r.userType === 'team')!;
    expect(ids(await list(`?search=${encodeURIComponent(byName.name.toUpperCase())}`))).toEqual([
      byName.id,
    ]);

    const inCity = await list('?search=bilbao');
    expect(inCity.length).toBeGreaterThan(0);
    expect(inCity.every((u) => `${u.city} ${u.description}`.toLowerCase().includes('bilbao'))).toBe(
      true,
    );

    const bySport = await list('?search=camel');
    expect(ids(bySport)).toEqual(
      ids(
        seeded.filter((r) =>
          `${r.name} ${r.city} ${r.sport} ${r.description}`.toLowerCase().includes('camel'),
        ),
      ),
    );

    const byDescription = await list('?search=floodlights');
    expect(ids(byDescription)).toEqual(ids(seeded.filter((r) => r.userType === 'venue')));
  });

  it('takes LIKE wildcards in a search literally', async () => {
    expect(await list('?search=%25')).toEqual([]);
    expect(await list('?search=_')).toEqual([]);
  });

  it('drops blank values (SPEC §5) instead of matching nothing', async () => {
    const all = await list();
    const blank = await list('?search=&userType=&sport=%20&country=&skillLevel=%20%20');
    expect(ids(blank)).toEqual(ids(all));
  });

  it.each([
    ['userType=referee', 'userType must be one of: player, venue, coach'],
    ['sport=Chess', 'sport must be one of: Football, Tennis'],
    ['country=Narnia', 'country must be one of: United Kingdom, France'],
    [
      'skillLevel=expert',
      'skillLevel must be one of: beginner, intermediate, advanced, professional',
    ],
    ['userType=player&userType=coach', 'userType must be one of'],
    [`search=${'x'.repeat(101)}`, 'search must be at most 100 characters'],
    ['limit=0', 'limit must be a whole number from 1 to 5000'],
    ['limit=5001', 'limit must be a whole number from 1 to 5000'],
    ['limit=ten', 'limit must be a whole number from 1 to 5000'],
    ['after=nope', 'after must be a user id'],
    ['bbox=1,2,3', 'bbox must be west,south,east,north'],
    ['bbox=0,50,10,40', 'bbox must be west,south,east,north'],
    ['bbox=0,-91,10,40', 'bbox must be west,south,east,north'],
    ['bbox=a,b,c,d', 'bbox must be west,south,east,north'],
  ])('refuses %s with a 400 that says what is allowed', async (query, message) => {
    const response = await get(`/api/demo-users?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });
});

describe('GET /api/demo-users: bounding box and pages', () => {
  it('answers only the users inside the box', async () => {
    // Around the Gulf: Qatar, the UAE and eastern Saudi Arabia.
    const users = await list('?bbox=49,23,57,27');
    const expected = seeded.filter(
      (r) =>
        r.latitude != null &&
        r.longitude != null &&
        r.latitude >= 23 &&
        r.latitude <= 27 &&
        r.longitude >= 49 &&
        r.longitude <= 57,
    );
    expect(expected.length).toBeGreaterThan(5);
    expect(ids(users)).toEqual(ids(expected));
  });

  it('reads west > east as a box across the antimeridian', async () => {
    // 170°E → -170°W holds none of the map's people; 50°E → 10°W wraps round the world.
    expect(await list('?bbox=170,-90,-170,90')).toEqual([]);
    const wrapped = await list('?bbox=50,-90,-10,90');
    expect(wrapped.length).toBeGreaterThan(0);
    expect(wrapped.every((u) => u.longitude! >= 50 || u.longitude! <= -10)).toBe(true);
  });

  it('pages through everyone with limit and the x-next-cursor header, no one twice', async () => {
    const seen: string[] = [];
    let after = '';
    for (let page = 0; page < 10; page++) {
      const response = await get(`/api/demo-users?limit=50${after ? `&after=${after}` : ''}`);
      const users: DemoUser[] = response.json();
      seen.push(...users.map((u) => u.id));
      const next = response.headers['x-next-cursor'];
      // In id order (uuid order is the order of their lowercase hex), the cursor being the last.
      expect(users.map((u) => u.id)).toEqual(users.map((u) => u.id).sort());
      if (!next) break;
      expect(users).toHaveLength(50);
      expect(next).toBe(users.at(-1)!.id);
      after = String(next);
    }
    expect(seen).toHaveLength(new Set(seen).size);
    expect(seen.sort()).toEqual(ids(seeded));
  });
});
