import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slotBit } from '@shared/availability';
import { rowsOf } from '@server/db/client';
import { users } from '@server/db/schema/users';
import { sports } from '@server/db/schema/sports';
import { createPeople } from '@server/test/people';
import { createTestContext, signIn, type TestContext } from '@server/test/test-app';
import { CANNOT_FOLLOW_SELF } from './follows.service';
import { PLAYER_NOT_FOUND } from './players.service';
import { UNKNOWN_SPORT } from './preferences.service';

let ctx: TestContext;
let sam: string;
let samId: string;
let sportId: Record<string, number>;
beforeAll(async () => {
  ctx = await createTestContext();
  sam = await signIn(ctx.app, 'player@matchday.dev', 'matchday123');
  const [row] = await ctx.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'player@matchday.dev'));
  samId = row!.id;
  const rows = await ctx.database.db.select().from(sports);
  sportId = Object.fromEntries(rows.map((s) => [s.name, s.id]));
});
afterAll(() => ctx.close());

const call = (
  method: 'GET' | 'POST' | 'DELETE' | 'PUT',
  url: string,
  cookie?: string,
  payload?: unknown,
) => ctx.app.inject({ method, url, payload: payload as object, headers: cookie ? { cookie } : {} });

type Card = {
  id: string;
  firstName: string;
  location: string;
  skillLevel: string;
  sports: { name: string; skillLevel: string | null }[];
};

async function allPlayers(query: string, cookie?: string): Promise<Card[]> {
  const found: Card[] = [];
  let cursor: string | null = null;
  do {
    const url: string = `/api/players?limit=10${query ? `&${query}` : ''}${cursor ? `&cursor=${cursor}` : ''}`;
    const response = await call('GET', url, cookie);
    expect(response.statusCode).toBe(200);
    found.push(...response.json().items);
    cursor = response.json().nextCursor;
  } while (cursor);
  return found;
}

describe('GET /api/players', () => {
  it('lists real players by name, page after page, without the viewer', async () => {
    const everyone = await allPlayers('', sam);
    expect(everyone.length).toBeGreaterThanOrEqual(40);
    expect(new Set(everyone.map((p) => p.id)).size).toBe(everyone.length);
    expect(everyone.some((p) => p.id === samId)).toBe(false);
    // By name (accents sort by the database's collation, so compare initials only).
    const initials = everyone.map((p) => p.firstName.toLowerCase().charAt(0));
    expect(initials).toEqual([...initials].sort());
    // Visitors may browse too; they see Sam.
    expect((await allPlayers('')).some((p) => p.id === samId)).toBe(true);
  });

  it('filters by sport, by level in that sport, and by location', async () => {
    const tennis = await allPlayers(`sportId=${sportId.Tennis}`, sam);
    expect(tennis.length).toBeGreaterThan(5);
    expect(tennis.every((p) => p.sports.some((s) => s.name === 'Tennis'))).toBe(true);

    const advancedTennis = await allPlayers(`sportId=${sportId.Tennis}&skillLevel=advanced`, sam);
    expect(advancedTennis.length).toBeGreaterThan(0);
    for (const player of advancedTennis) {
      const tennisLevel =
        player.sports.find((s) => s.name === 'Tennis')!.skillLevel ?? player.skillLevel;
      expect(tennisLevel).toBe('advanced');
    }

    const experts = await allPlayers('skillLevel=expert', sam);
    expect(experts.length).toBeGreaterThan(0);
    expect(experts.every((p) => p.skillLevel === 'expert')).toBe(true);

    const london = await allPlayers('location=london', sam);
    expect(london.length).toBeGreaterThan(3);
    expect(london.every((p) => p.location.includes('London'))).toBe(true);
  });

  it('searches names, bios and places, taking % and _ literally', async () => {
    const found = await allPlayers('q=chloe', sam);
    expect(found.map((p) => p.firstName)).toContain('Chloe');
    expect(await allPlayers(`q=${encodeURIComponent('%')}`, sam)).toEqual([]);
  });

  it('refuses bad filters with a message', async () => {
    const level = await call('GET', '/api/players?skillLevel=pro');
    expect(level.statusCode).toBe(400);
    expect(level.json().message).toBe(
      'Skill level must be beginner, intermediate, advanced or expert',
    );
    const nul = await call('GET', '/api/players?q=a%00b');
    expect(nul.statusCode).toBe(400);
    const huge = await call('GET', '/api/players?sportId=99999999999');
    expect(huge.statusCode).toBe(400);
    expect(huge.json().message).toBe('Choose a sport from the list');
    const sport = await call('GET', '/api/players?sportId=tennis');
    expect(sport.statusCode).toBe(400);
    expect(sport.json().message).toBe('Choose a sport from the list');
  });
});

describe('GET /api/players/matches', () => {
  it('ranks players for the seeded player with the reasons they match', async () => {
    const response = await call('GET', '/api/players/matches', sam);
    expect(response.statusCode).toBe(200);
    const { items } = response.json();
    expect(items.length).toBeGreaterThan(3);
    const scores = items.map((m: { score: number }) => m.score);
    expect(scores).toEqual([...scores].sort((a: number, b: number) => b - a));
    expect(items.some((m: { id: string }) => m.id === samId)).toBe(false);
    const best = items[0];
    expect(best.reasons.length).toBeGreaterThan(0);
    expect(best.reasons[0]).toMatch(/^Plays (Tennis|Padel|Football) like you$/);
    expect(best.distanceKm).toBeLessThan(100);
    for (const match of items) expect(match.reasons.length).toBeGreaterThan(0);
  });

  it('follows the preferences: a new player who saves sports, place and time gets matches', async () => {
    const [newcomer] = await createPeople(ctx, 1, { skillLevel: 'expert' });
    expect((await call('GET', '/api/players/matches', newcomer!.cookie)).json().items).toEqual([]);

    const doha = { latitude: 25.2854, longitude: 51.531 };
    const saved = await call('PUT', '/api/player/preferences', newcomer!.cookie, {
      sports: [{ sportId: sportId.Padel, skillLevel: 'expert' }],
      availability: slotBit(5, 0) | slotBit(6, 0),
      ...doha,
      location: 'Doha, Qatar',
    });
    expect(saved.statusCode).toBe(200);
    const { items } = (await call('GET', '/api/players/matches', newcomer!.cookie)).json();
    // The seed has an expert padel player in Doha: he should come first, for every reason.
    expect(items[0].firstName).toBe('Khalid');
    expect(items[0].reasons).toEqual(
      expect.arrayContaining(['Plays Padel like you', 'Same level in Padel (Expert)']),
    );
    expect(items[0].reasons.some((r: string) => / km away$|Less than 1 km away/.test(r))).toBe(
      true,
    );
  });

  it('answers 401 when signed out', async () => {
    expect((await call('GET', '/api/players/matches')).statusCode).toBe(401);
  });
});

describe('GET /api/players/{id}', () => {
  it('shows a profile with sports, record, teams and follower counts', async () => {
    const response = await call('GET', `/api/players/${samId}`);
    expect(response.statusCode).toBe(200);
    const profile = response.json();
    expect(profile).toMatchObject({ id: samId, firstName: 'Sam', isFollowing: false, isMe: false });
    expect(profile.sports.map((s: { name: string }) => s.name)).toEqual([
      'Football',
      'Padel',
      'Tennis',
    ]);
    expect(profile.stats.gamesPlayed).toBe(12);
    expect(profile.stats.winRate).toBeCloseTo(58.3, 1);
    expect(profile.stats.rating).toBeGreaterThanOrEqual(4);
    expect(profile.teams.map((t: { name: string }) => t.name)).toEqual(
      expect.arrayContaining(['Camden Smashers', 'North London Strikers']),
    );
    expect(profile.followersCount).toBeGreaterThan(10);
    expect((await call('GET', `/api/players/${samId}`, sam)).json().isMe).toBe(true);
  });

  it('answers 404 for an unknown player and 400 for a malformed id', async () => {
    const unknown = await call('GET', '/api/players/00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(PLAYER_NOT_FOUND);
    expect((await call('GET', '/api/players/nope')).statusCode).toBe(400);
  });
});

describe('follows (Connect)', () => {
  async function counts(id: string) {
    const [row] = await rowsOf<{
      followers: number;
      following: number;
      followerRows: number;
      followingRows: number;
    }>(
      ctx.database.db,
      sql`select followers_count as followers, following_count as following,
        (select count(*)::int from user_follows where following_id = ${id}) as "followerRows",
        (select count(*)::int from user_follows where follower_id = ${id}) as "followingRows"
        from users where id = ${id}`,
    );
    return row!;
  }

  it('follows and unfollows, idempotently, with both counters right', async () => {
    const [a, b] = await createPeople(ctx, 2);
    const followed = await call('POST', `/api/players/${b!.id}/follow`, a!.cookie);
    expect(followed.statusCode).toBe(200);
    expect(followed.json()).toEqual({ following: true, followersCount: 1 });
    expect((await call('POST', `/api/players/${b!.id}/follow`, a!.cookie)).json()).toEqual({
      following: true,
      followersCount: 1,
    });
    expect((await call('GET', `/api/players/${b!.id}`, a!.cookie)).json().isFollowing).toBe(true);
    expect(await counts(a!.id)).toMatchObject({ following: 1, followingRows: 1 });

    const unfollowed = await call('DELETE', `/api/players/${b!.id}/follow`, a!.cookie);
    expect(unfollowed.json()).toEqual({ following: false, followersCount: 0 });
    expect(
      (await call('DELETE', `/api/players/${b!.id}/follow`, a!.cookie)).json().followersCount,
    ).toBe(0);
    expect(await counts(a!.id)).toMatchObject({ following: 0, followingRows: 0 });
  });

  it('refuses following yourself, unknown players and visitors', async () => {
    const [a] = await createPeople(ctx, 1);
    const self = await call('POST', `/api/players/${a!.id}/follow`, a!.cookie);
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe(CANNOT_FOLLOW_SELF);
    const unknown = await call(
      'POST',
      '/api/players/00000000-0000-4000-8000-000000000000/follow',
      a!.cookie,
    );
    expect(unknown.statusCode).toBe(404);
    expect((await call('POST', `/api/players/${samId}/follow`)).statusCode).toBe(401);
    expect((await call('DELETE', `/api/players/${samId}/follow`)).statusCode).toBe(401);
  });

  it('keeps counters equal to the rows under concurrent follows both ways', async () => {
    const crowd = await createPeople(ctx, 12);
    // Everyone follows everyone else at once (A→B and B→A race each other), twice over.
    await Promise.all(
      crowd.flatMap((a) =>
        crowd
          .filter((b) => b !== a)
          .flatMap((b) => [
            call('POST', `/api/players/${b.id}/follow`, a.cookie),
            call('POST', `/api/players/${b.id}/follow`, a.cookie),
          ]),
      ),
    );
    // Then half unfollow everyone while being followed again.
    await Promise.all(
      crowd
        .slice(0, 6)
        .flatMap((a) =>
          crowd
            .filter((b) => b !== a)
            .map((b) => call('DELETE', `/api/players/${b.id}/follow`, a.cookie)),
        ),
    );
    for (const person of crowd) {
      const c = await counts(person.id);
      expect(c.followers).toBe(c.followerRows);
      expect(c.following).toBe(c.followingRows);
    }
    expect((await counts(crowd[11]!.id)).following).toBe(11);
    expect((await counts(crowd[0]!.id)).following).toBe(0);
  });
});

describe('/api/player/preferences', () => {
  it('reads and replaces sports, availability and coordinates', async () => {
    const [p] = await createPeople(ctx, 1);
    expect((await call('GET', '/api/player/preferences', p!.cookie)).json()).toEqual({
      sports: [],
      availability: 0,
      latitude: null,
      longitude: null,
      location: null,
    });
    const body = {
      sports: [
        { sportId: sportId.Tennis, skillLevel: 'advanced' },
        { sportId: sportId.Tennis, skillLevel: 'advanced' },
        { sportId: sportId.Golf },
      ],
      availability: slotBit(0, 2),
      latitude: 51.5,
      longitude: -0.12,
      location: 'London, United Kingdom',
    };
    const saved = await call('PUT', '/api/player/preferences', p!.cookie, body);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      availability: slotBit(0, 2),
      latitude: 51.5,
      location: 'London, United Kingdom',
    });
    expect(saved.json().sports).toHaveLength(2);
    const profile = (await call('GET', `/api/players/${p!.id}`)).json();
    expect(profile.location).toBe('London, United Kingdom');
    expect(profile.sports.map((s: { name: string }) => s.name)).toEqual(['Golf', 'Tennis']);
  });

  it('refuses bad preferences with messages, and visitors with 401', async () => {
    const [p] = await createPeople(ctx, 1);
    const base = { sports: [], availability: 0, latitude: null, longitude: null };
    const cases: [object, string][] = [
      [{ ...base, availability: 2 ** 21 }, 'Availability must be a set of weekly slots'],
      [{ ...base, latitude: 95, longitude: 0 }, 'Latitude must be between -90 and 90'],
      [{ ...base, latitude: 10 }, 'Give both latitude and longitude, or neither'],
      [{ ...base, sports: [{ sportId: 999_999 }] }, UNKNOWN_SPORT],
      [
        { ...base, sports: [{ sportId: sportId.Tennis, skillLevel: 'pro' }] },
        'Please choose a skill level',
      ],
    ];
    for (const [body, message] of cases) {
      const response = await call('PUT', '/api/player/preferences', p!.cookie, body);
      expect(response.statusCode, message).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect((await call('GET', '/api/player/preferences')).statusCode).toBe(401);
    expect((await call('PUT', '/api/player/preferences', undefined, base)).statusCode).toBe(401);
  });
});
