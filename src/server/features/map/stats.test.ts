import { readFile } from 'node:fs/promises';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoUser, MapStats } from '@shared/contracts/map';
import { demoUsers } from '@server/db/schema/map';
import { createTestContext, type TestContext } from '@server/test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const get = (url: string) => ctx.app.inject({ method: 'GET', url });
async function stats(query = ''): Promise<MapStats> {
  const response = await get(`/api/demo-users/stats${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** The statistics worked out by hand from the list answer under the same filters. */
async function statsFromList(query = ''): Promise<MapStats> {
  const users: DemoUser[] = (await get(`/api/demo-users${query}`)).json();
  const tally = (key: 'userType' | 'country' | 'sport') => {
    const counts = new Map<string, number>();
    for (const u of users) if (u[key]) counts.set(u[key], (counts.get(u[key]) ?? 0) + 1);
    return [...counts]
      .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
      .map(([name, count]) => ({ [key]: name, count: String(count) }));
  };
  return {
    userTypes: tally('userType'),
    countries: tally('country'),
    sports: tally('sport'),
  } as MapStats;
}

/** Same entries regardless of how ties are ordered. */
const normalised = (s: MapStats) => ({
  userTypes: [...s.userTypes].sort((a, b) => a.userType.localeCompare(b.userType)),
  countries: [...s.countries].sort((a, b) => a.country.localeCompare(b.country)),
  sports: [...s.sports].sort((a, b) => a.sport.localeCompare(b.sport)),
});

describe('GET /api/demo-users/stats', () => {
  it('counts the seeded population the README states', async () => {
    const readme = await readFile(new URL('../../../../README.md', import.meta.url), 'utf8');
    const stated = Number(/demo map population \((\d+) people/.exec(readme)?.[1]);
    const total = (await stats()).userTypes.reduce((sum, t) => sum + Number(t.count), 0);
    expect(total).toBe(164);
    expect(stated).toBe(total);
  });

  it('answers the SPEC §3 shape: counts as strings, largest first', async () => {
    const s = await stats();
    expect(Object.keys(s).sort()).toEqual(['countries', 'sports', 'userTypes']);
    expect(s.userTypes[0]).toEqual({ userType: 'player', count: expect.any(String) });
    expect(s.countries).toHaveLength(9);
    expect(s.sports).toHaveLength(24);
    for (const list of [s.userTypes, s.countries, s.sports]) {
      const counts = list.map((entry) => Number(entry.count));
      expect(counts.every((n) => Number.isInteger(n) && n > 0)).toBe(true);
      expect(counts).toEqual([...counts].sort((a, b) => b - a));
    }
  });

  it('agrees with the list, with and without each filter', async () => {
    for (const query of [
      '',
      '?userType=player',
      '?sport=Football',
      '?country=Qatar',
      '?skillLevel=advanced',
      '?userType=player&country=France',
      '?search=padel',
      '?search=madrid&userType=player',
    ]) {
      expect(normalised(await stats(query)), query).toEqual(normalised(await statsFromList(query)));
    }
  });

  it('answers empty lists when nothing matches', async () => {
    expect(await stats('?userType=federation&skillLevel=beginner')).toEqual({
      userTypes: [],
      countries: [],
      sports: [],
    });
  });

  it('drops blank filters and refuses unknown values with a 400', async () => {
    expect(await stats('?userType=&sport=%20')).toEqual(await stats());
    const response = await get('/api/demo-users/stats?country=Atlantis');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('country must be one of: United Kingdom');
  });

  it('stays exact as demo users are added, changed, deactivated and removed', async () => {
    const qatar = async () =>
      Number(
        (await stats('?country=Qatar')).userTypes.find((t) => t.userType === 'sponsor')?.count ?? 0,
      );
    const before = await qatar();
    const db = ctx.database.db;

    const [row] = await db
      .insert(demoUsers)
      .values([
        { name: 'Stats A', userType: 'sponsor', country: 'Qatar', sport: 'Padel' },
        { name: 'Stats B', userType: 'sponsor', country: 'Qatar', sport: 'Padel' },
      ])
      .returning();
    expect(await qatar()).toBe(before + 2);
    expect(normalised(await stats())).toEqual(normalised(await statsFromList()));

    await db.update(demoUsers).set({ country: 'Spain' }).where(eq(demoUsers.id, row!.id));
    expect(await qatar()).toBe(before + 1);

    await db.update(demoUsers).set({ isActive: false }).where(eq(demoUsers.name, 'Stats B'));
    expect(await qatar()).toBe(before);

    await db.delete(demoUsers).where(eq(demoUsers.name, 'Stats A'));
    expect(normalised(await stats())).toEqual(normalised(await statsFromList()));

    await db.execute(sql`TRUNCATE demo_users`);
    expect(await stats()).toEqual({ userTypes: [], countries: [], sports: [] });
  });
});
