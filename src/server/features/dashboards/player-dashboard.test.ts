import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sports } from '@server/db/schema/sports';
import { createPeople } from '@server/test/people';
import { createTestContext, signIn, type TestContext } from '@server/test/test-app';
import { lastMonths } from './player-dashboard.service';

let ctx: TestContext;
let sam: string;
beforeAll(async () => {
  ctx = await createTestContext();
  sam = await signIn(ctx.app, 'player@matchday.dev', 'matchday123');
});
afterAll(() => ctx.close());

const get = (url: string, cookie?: string) =>
  ctx.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe('GET /api/player/stats', () => {
  it("sums up the seeded player's record, counts and six months of history", async () => {
    const response = await get('/api/player/stats', sam);
    expect(response.statusCode).toBe(200);
    const stats = response.json();
    expect(stats).toMatchObject({ gamesPlayed: 12, wins: 7, losses: 3, draws: 2, winRate: 58.3 });
    expect(stats.rating).toBeGreaterThanOrEqual(4);
    expect(stats.reviewCount).toBeGreaterThan(0);
    expect(stats.upcomingGames).toBeGreaterThanOrEqual(5);
    // Camden Smashers, North London Strikers and Hackney Marshes Athletic (the manager's team).
    expect(stats.teams).toBe(3);
    expect(stats.followers).toBeGreaterThan(10);
    expect(stats.following).toBe(8);
    expect(stats.history.map((m: { month: string }) => m.month)).toEqual(
      lastMonths(ctx.clock.now()),
    );
    const played = stats.history.reduce((sum: number, m: { played: number }) => sum + m.played, 0);
    expect(played).toBeGreaterThan(8);
    expect(played).toBeLessThanOrEqual(12);
  });

  it('starts from nothing for a new player', async () => {
    const [p] = await createPeople(ctx, 1);
    const stats = (await get('/api/player/stats', p!.cookie)).json();
    expect(stats).toMatchObject({
      gamesPlayed: 0,
      winRate: null,
      rating: null,
      teams: 0,
      upcomingGames: 0,
    });
    expect(stats.history).toHaveLength(6);
  });

  it('answers 401 when signed out', async () => {
    expect((await get('/api/player/stats')).statusCode).toBe(401);
  });
});

describe('GET /api/player/games', () => {
  it('lists upcoming games soonest first, waitlists included', async () => {
    const { items } = (await get('/api/player/games', sam)).json();
    expect(items.length).toBeGreaterThanOrEqual(5);
    const times = items.map((g: { time: string }) => Date.parse(g.time));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(times.every((t: number) => t >= ctx.clock.now().getTime())).toBe(true);
    const waiting = items.find((g: { myStatus: string }) => g.myStatus === 'waitlist');
    expect(waiting).toMatchObject({ waitlistPosition: 2 });
    expect(items[0]).toEqual(
      expect.objectContaining({
        sport: expect.objectContaining({ name: expect.any(String) }),
        venue: expect.any(String),
      }),
    );
  });

  it('lists played games latest first with their results', async () => {
    const { items } = (await get('/api/player/games?when=past', sam)).json();
    expect(items).toHaveLength(12);
    expect(items.every((g: { result: string | null }) => g.result !== null)).toBe(true);
    const times = items.map((g: { time: string }) => Date.parse(g.time));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('refuses an unknown filter and visitors', async () => {
    const bad = await get('/api/player/games?when=someday', sam);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('When must be upcoming or past');
    expect((await get('/api/player/games')).statusCode).toBe(401);
  });
});

describe('GET /api/player/teams', () => {
  it('lists teams the player is in, then pending requests as not active', async () => {
    const { items } = (await get('/api/player/teams', sam)).json();
    expect(items).toEqual([
      expect.objectContaining({ name: 'Camden Smashers', role: 'captain', active: true }),
      expect.objectContaining({ name: 'Hackney Marshes Athletic', role: 'member', active: true }),
      expect.objectContaining({ name: 'North London Strikers', role: 'member', active: true }),
      expect.objectContaining({ name: 'Paris Padel Club', role: 'pending', active: false }),
    ]);
    expect(items[0].members).toBeGreaterThan(1);
  });

  it('follows joining a team', async () => {
    const [p] = await createPeople(ctx, 1);
    const volleyball = (await ctx.database.db.select().from(sports)).find(
      (s) => s.name === 'Volleyball',
    )!;
    const team = await ctx.app.inject({
      method: 'POST',
      url: '/api/teams',
      headers: { cookie: p!.cookie },
      payload: { name: 'Net Ninjas', sportId: volleyball.id },
    });
    expect((await get('/api/player/teams', p!.cookie)).json().items).toEqual([
      {
        id: team.json().id,
        name: 'Net Ninjas',
        sport: 'Volleyball',
        members: 1,
        maxMembers: 10,
        role: 'captain',
        active: true,
      },
    ]);
    expect((await get('/api/player/teams')).statusCode).toBe(401);
  });
});
