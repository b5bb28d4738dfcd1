import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type NearbyUser, nearbyUser } from '@shared/contracts/map';
import { EARTH_RADIUS_KM } from '@shared/map';
import { rowsOf } from '@server/db/client';
import { demoUsers } from '@server/db/schema/map';
import { createTestContext, type TestContext } from '@server/test/test-app';
import { boundingBoxes, nearbySql } from './nearby.service';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const get = (url: string) => ctx.app.inject({ method: 'GET', url });
async function nearby(lat: number, lng: number, radius?: number): Promise<NearbyUser[]> {
  const response = await get(
    `/api/demo-users/nearby?lat=${lat}&lng=${lng}${radius === undefined ? '' : `&radius=${radius}`}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  // The database writes this answer's JSON, past the response serializer: hold it to the schema.
  return z.array(nearbyUser.strict()).parse(response.json());
}

/** Great-circle distance by the spherical law of cosines: a different formula, the same sphere. */
function lawOfCosinesKm(lat1: number, lng1: number, lat2: number, lng2: number) {
  const rad = Math.PI / 180;
  const cos =
    Math.sin(lat1 * rad) * Math.sin(lat2 * rad) +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.cos((lng2 - lng1) * rad);
  return EARTH_RADIUS_KM * Math.acos(Math.min(1, cos));
}

/** Where `km` away from (lat, lng) along `bearing` degrees lands (destination formula). */
function destination(lat: number, lng: number, km: number, bearing: number) {
  const rad = Math.PI / 180;
  const d = km / EARTH_RADIUS_KM;
  const lat2 = Math.asin(
    Math.sin(lat * rad) * Math.cos(d) + Math.cos(lat * rad) * Math.sin(d) * Math.cos(bearing * rad),
  );
  const lng2 =
    lng * rad +
    Math.atan2(
      Math.sin(bearing * rad) * Math.sin(d) * Math.cos(lat * rad),
      Math.cos(d) - Math.sin(lat * rad) * Math.sin(lat2),
    );
  return { latitude: lat2 / rad, longitude: ((lng2 / rad + 540) % 360) - 180 };
}

async function place(
  name: string,
  latitude: number | null,
  longitude: number | null,
  isActive = true,
) {
  await ctx.database.db
    .insert(demoUsers)
    .values({ name, userType: 'player', sport: 'Tennis', latitude, longitude, isActive });
}

describe('GET /api/demo-users/nearby', () => {
  it('answers known city distances (haversine on the mean Earth radius)', async () => {
    const pairs = [
      // from, to, and the great-circle distance in km between those coordinates, rounded
      [{ lat: 25.2048, lng: 55.2708 }, { name: 'Test Sharjah', lat: 25.3463, lng: 55.4209 }, 21.8],
      [{ lat: 25.2854, lng: 51.531 }, { name: 'Test Al Wakrah', lat: 25.1659, lng: 51.5976 }, 14.9],
      [{ lat: 51.5074, lng: -0.1278 }, { name: 'Test Watford', lat: 51.6565, lng: -0.3903 }, 24.6],
    ] as const;
    for (const [from, to, rounded] of pairs) {
      await place(to.name, to.lat, to.lng);
      const found = (await nearby(from.lat, from.lng, 30)).find((u) => u.name === to.name);
      expect(found, to.name).toBeDefined();
      expect(found!.distanceKm).toBeCloseTo(lawOfCosinesKm(from.lat, from.lng, to.lat, to.lng), 2);
      expect(Math.abs(found!.distanceKm - rounded)).toBeLessThan(0.05);
    }
  });

  it('measures half a degree of a meridian and of the equator as 55.597 km', async () => {
    await place('Test equator east', 0, 10.5);
    await place('Test meridian north', 0.5, 10);
    const users = await nearby(0, 10, 60);
    const exact = (Math.PI * EARTH_RADIUS_KM) / 360;
    expect(users.map((u) => u.name).sort()).toEqual(['Test equator east', 'Test meridian north']);
    for (const u of users) expect(u.distanceKm).toBeCloseTo(exact, 2);
  });

  it('keeps everyone just inside the radius in every direction and no one just outside', async () => {
    const centre = { lat: -20, lng: -30 }; // open ocean: nobody else is there
    for (let bearing = 0; bearing < 360; bearing += 45) {
      const inside = destination(centre.lat, centre.lng, 4.98, bearing);
      const outside = destination(centre.lat, centre.lng, 5.02, bearing);
      await place(`Test in ${bearing}`, inside.latitude, inside.longitude);
      await place(`Test out ${bearing}`, outside.latitude, outside.longitude);
    }
    const users = await nearby(centre.lat, centre.lng, 5);
    expect(users.map((u) => u.name).sort()).toEqual(
      [0, 45, 90, 135, 180, 225, 270, 315].map((b) => `Test in ${b}`).sort(),
    );
    for (const u of users) expect(u.distanceKm).toBeCloseTo(4.98, 2);
  });

  it('answers nearest first, each with its distance, within the radius', async () => {
    const users = await nearby(51.5074, -0.1278, 25);
    expect(users.length).toBeGreaterThan(3);
    const distances = users.map((u) => u.distanceKm);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(Math.max(...distances)).toBeLessThanOrEqual(25);
    for (const u of users) {
      expect(u.distanceKm).toBeCloseTo(
        lawOfCosinesKm(51.5074, -0.1278, u.latitude!, u.longitude!),
        2,
      );
    }
  });

  it('keeps the circle whole far north, where a degree of longitude is short', async () => {
    const centre = { lat: 79.5, lng: 15 }; // Svalbard's latitude, at sea
    for (let bearing = 0; bearing < 360; bearing += 15) {
      const inside = destination(centre.lat, centre.lng, 9.9, bearing);
      const outside = destination(centre.lat, centre.lng, 10.1, bearing);
      await place(`Test far north in ${bearing}`, inside.latitude, inside.longitude);
      await place(`Test far north out ${bearing}`, outside.latitude, outside.longitude);
    }
    const names = (await nearby(centre.lat, centre.lng, 10)).map((u) => u.name);
    expect(names).toHaveLength(24);
    expect(names.every((name) => name.startsWith('Test far north in'))).toBe(true);
  });

  it('reaches across a pole', async () => {
    await place('Test other side of the pole', 89.97, -170);
    const users = await nearby(89.97, 10, 10);
    expect(users.map((u) => u.name)).toEqual(['Test other side of the pole']);
    expect(users[0]!.distanceKm).toBeCloseTo(lawOfCosinesKm(89.97, 10, 89.97, -170), 2);
  });

  it('describes each person exactly as the list does, plus the distance', async () => {
    await place('Test same shape', 35.5, -45.5);
    const [near] = await nearby(35.5, -45.5, 1);
    const list = (await get('/api/demo-users?search=Test%20same%20shape')).json<NearbyUser[]>();
    const { distanceKm, ...person } = near!;
    expect(distanceKm).toBe(0);
    expect(person).toEqual(list[0]);
    expect(person.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it('writes names and descriptions exactly, whatever characters they hold', async () => {
    const name = 'Test "Zoë" \\ Ødegård — 🎾 <b>&';
    const description = 'Line one\nline\ttwo \u0001 ✓ القاهرة';
    await ctx.database.db
      .insert(demoUsers)
      .values({ name, description, userType: 'coach', latitude: -35.5, longitude: 100.5 });
    const [near] = await nearby(-35.5, 100.5, 1);
    expect(near).toMatchObject({ name, description, userType: 'coach', avatar: null });
  });

  it('answers an empty list where nobody is near', async () => {
    expect(await nearby(-60, -120, 2)).toEqual([]);
  });

  it('works across the antimeridian', async () => {
    await place('Test date line', -16.5, -179.99);
    const users = await nearby(-16.5, 179.99, 5);
    expect(users.map((u) => u.name)).toEqual(['Test date line']);
    expect(users[0]!.distanceKm).toBeCloseTo(lawOfCosinesKm(-16.5, 179.99, -16.5, -179.99), 2);
  });

  it('leaves out inactive users and users without coordinates', async () => {
    await place('Test inactive', 10, 20, false);
    await place('Test nowhere', null, null);
    await place('Test active', 10, 20.01);
    expect((await nearby(10, 20, 10)).map((u) => u.name)).toEqual(['Test active']);
  });

  it('defaults the radius to 5 km', async () => {
    await place('Test 4 km', ...(Object.values(destination(30, -40, 4, 90)) as [number, number]));
    await place('Test 6 km', ...(Object.values(destination(30, -40, 6, 90)) as [number, number]));
    expect((await nearby(30, -40)).map((u) => u.name)).toEqual(['Test 4 km']);
  });

  it.each([
    ['lng=10', 'lat must be a number between -90 and 90'],
    ['lat=&lng=10', 'lat must be a number between -90 and 90'],
    ['lat=abc&lng=10', 'lat must be a number between -90 and 90'],
    ['lat=90.5&lng=10', 'lat must be a number between -90 and 90'],
    ['lat=Infinity&lng=10', 'lat must be a number between -90 and 90'],
    ['lat=10', 'lng must be a number between -180 and 180'],
    ['lat=10&lng=-180.1', 'lng must be a number between -180 and 180'],
    ['lat=10&lng=NaN', 'lng must be a number between -180 and 180'],
    ['lat=10&lng=10&radius=0', 'radius must be a number of km above 0 and at most 100'],
    ['lat=10&lng=10&radius=-5', 'radius must be a number of km above 0 and at most 100'],
    ['lat=10&lng=10&radius=100.5', 'radius must be a number of km above 0 and at most 100'],
    ['lat=10&lng=10&radius=far', 'radius must be a number of km above 0 and at most 100'],
  ])('refuses %s with a 400 and the message', async (query, message) => {
    const response = await get(`/api/demo-users/nearby?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('accepts any radius up to 100 km', async () => {
    expect((await get('/api/demo-users/nearby?lat=48.85&lng=2.35&radius=100')).statusCode).toBe(
      200,
    );
    expect((await get('/api/demo-users/nearby?lat=48.85&lng=2.35&radius=0.5')).statusCode).toBe(
      200,
    );
  });

  it('finds its candidates through the covering GiST index on the point', async () => {
    // The table is small here, so the planner would rightly scan it; forbidding the scan shows
    // the query and the index match (the benchmark shows the index chosen on a million rows).
    const plan = await ctx.database.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      const rows = await rowsOf<Record<string, string>>(
        tx,
        sql`EXPLAIN ${nearbySql({ lat: 51.5, lng: -0.12, radius: 5 })}`,
      );
      return rows.map((row) => Object.values(row)[0]).join('\n');
    });
    expect(plan).toContain('demo_users_nearby_idx');
    expect(plan).not.toMatch(/Seq Scan on demo_users/);
  });
});

describe('boundingBoxes', () => {
  it('spans the radius north and south, and wider east and west away from the equator', () => {
    const [box] = boundingBoxes(60, 10, 10);
    const dLat = (10 / EARTH_RADIUS_KM) * (180 / Math.PI);
    expect(box!.north - 60).toBeCloseTo(dLat, 8);
    expect(60 - box!.south).toBeCloseTo(dLat, 8);
    // At 60° a degree of longitude is half as long: the span is about twice as wide.
    expect((box!.east - 10) / dLat).toBeCloseTo(2, 2);
  });

  it('splits at the antimeridian and covers every longitude over a pole', () => {
    expect(boundingBoxes(0, 179.99, 5).map((b) => [b.west > 179, b.east])).toEqual([
      [true, 180],
      [false, expect.closeTo(-179.965, 3)],
    ]);
    expect(boundingBoxes(89.99, 0, 5)).toEqual([
      { south: expect.closeTo(89.945, 3), north: 90, west: -180, east: 180 },
    ]);
  });
});
