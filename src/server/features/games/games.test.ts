import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '@server/db/client';
import { sports } from '@server/db/schema/sports';
import { createPeople, type TestPerson } from '@server/test/people';
import { createTestContext, type TestContext } from '@server/test/test-app';
import {
  ALREADY_IN_GAME,
  NOT_IN_GAME,
  ORGANIZER_CANNOT_LEAVE,
  RESULT_NOT_PLAYED,
  RESULT_TOO_EARLY,
} from './game-membership.service';
import {
  completeFinishedGames,
  ALREADY_CANCELLED,
  ALREADY_STARTED,
  GAME_NOT_FOUND,
  ONLY_ORGANIZER_CANCELS,
  START_IN_PAST,
  UNKNOWN_VENUE,
} from './games.service';

let ctx: TestContext;
let tennis: number;
let football: number;
let organizer: TestPerson;
beforeAll(async () => {
  ctx = await createTestContext();
  const rows = await ctx.database.db.select().from(sports);
  tennis = rows.find((s) => s.name === 'Tennis')!.id;
  football = rows.find((s) => s.name === 'Football')!.id;
  organizer = (await createPeople(ctx, 1))[0]!;
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie?: string, payload?: unknown) =>
  ctx.app.inject({ method, url, payload: payload as object, headers: cookie ? { cookie } : {} });

const inHours = (hours: number) =>
  new Date(ctx.clock.now().getTime() + hours * 3_600_000).toISOString();

function gameBody(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Evening doubles',
    sportId: tennis,
    location: 'Hyde Park courts, London',
    startTime: inHours(48),
    endTime: inHours(50),
    maxPlayers: 4,
    skillLevel: 'intermediate',
    cost: '5',
    ...overrides,
  };
}

async function createGame(overrides: Record<string, unknown> = {}, by = organizer) {
  const response = await call('POST', '/api/games', by.cookie, gameBody(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const join = (id: string, p: TestPerson) => call('POST', `/api/games/${id}/join`, p.cookie);
const leave = (id: string, p: TestPerson) => call('POST', `/api/games/${id}/leave`, p.cookie);
const detail = async (id: string, p?: TestPerson) =>
  (await call('GET', `/api/games/${id}`, p?.cookie)).json();

async function counts(id: string) {
  const [row] = await rowsOf<{ current: number; accepted: number; waiting: number; max: number }>(
    ctx.database.db,
    sql`select current_players as current, max_players as max,
      (select count(*)::int from game_participants where game_id = ${id} and status = 'accepted') as accepted,
      (select count(*)::int from game_participants where game_id = ${id} and status = 'waitlist') as waiting
      from games where id = ${id}`,
  );
  return row!;
}

describe('POST /api/games', () => {
  it('creates a game with the organiser in the first place', async () => {
    const game = await createGame();
    expect(game).toMatchObject({
      title: 'Evening doubles',
      sport: { id: tennis, name: 'Tennis' },
      location: 'Hyde Park courts, London',
      venue: null,
      maxPlayers: 4,
      currentPlayers: 1,
      waitlistCount: 0,
      cost: '5.00',
      isPrivate: false,
      status: 'upcoming',
      organizer: { id: organizer.id },
      myStatus: 'accepted',
    });
    expect(game.participants).toHaveLength(1);
  });

  it('lets someone organise without playing', async () => {
    const game = await createGame({ organizerPlays: false });
    expect(game).toMatchObject({ currentPlayers: 0, myStatus: null, participants: [] });
  });

  it('refuses invalid games with a message for the field', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ title: '' }, 'title', 'Title must be at least 3 characters'],
      [{ location: '', venueId: null }, 'location', 'Choose a venue or enter a location'],
      [{ endTime: inHours(47) }, 'endTime', 'End time must be after the start time'],
      [{ startTime: 'tomorrow' }, 'startTime', 'Start time is required'],
      [{ maxPlayers: 1 }, 'maxPlayers', 'A game needs at least 2 players'],
      [{ maxPlayers: 101 }, 'maxPlayers', 'A game can have at most 100 players'],
      [{ cost: '-3' }, 'cost', 'Cost must be an amount like 5 or 7.50'],
      [{ sportId: 'tennis' }, 'sportId', 'Sport is required'],
      [{ sportId: 99_999_999_999 }, 'sportId', 'Sport is required'],
      [{ skillLevel: 'pro' }, 'skillLevel', 'Please choose a skill level'],
    ];
    for (const [overrides, field, message] of cases) {
      const response = await call('POST', '/api/games', organizer.cookie, gameBody(overrides));
      expect(response.statusCode, message).toBe(400);
      expect(response.json().fields?.[field], message).toBe(message);
    }
  });

  it('refuses a start in the past, an unknown sport or venue', async () => {
    const past = await call(
      'POST',
      '/api/games',
      organizer.cookie,
      gameBody({ startTime: inHours(-1), endTime: null }),
    );
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe(START_IN_PAST);
    const sport = await call(
      'POST',
      '/api/games',
      organizer.cookie,
      gameBody({ sportId: 999_999 }),
    );
    expect(sport.statusCode).toBe(400);
    const venue = await call(
      'POST',
      '/api/games',
      organizer.cookie,
      gameBody({ venueId: '00000000-0000-4000-8000-000000000000' }),
    );
    expect(venue.statusCode).toBe(400);
    expect(venue.json().message).toBe(UNKNOWN_VENUE);
  });

  it('answers 401 when signed out', async () => {
    expect((await call('POST', '/api/games', undefined, gameBody())).statusCode).toBe(401);
  });
});

describe('GET /api/games', () => {
  it('lists upcoming public games soonest first, page by page, with the total', async () => {
    await createGame({ isPrivate: true, title: 'Secret game' });
    const seen: { id: string; startTime: string; isPrivate: boolean; title: string }[] = [];
    let cursor: string | null = null;
    let total: number;
    do {
      const url: string = `/api/games?limit=5${cursor ? `&cursor=${cursor}` : ''}`;
      const response = await call('GET', url);
      expect(response.statusCode).toBe(200);
      seen.push(...response.json().items);
      total = response.json().total;
      cursor = response.json().nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(total);
    expect(total).toBeGreaterThanOrEqual(25);
    expect(new Set(seen.map((g) => g.id)).size).toBe(seen.length);
    const times = seen.map((g) => Date.parse(g.startTime));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(times.every((t) => t >= ctx.clock.now().getTime())).toBe(true);
    expect(seen.some((g) => g.isPrivate || g.title === 'Secret game')).toBe(false);
  });

  it('filters by sport, level, location and search', async () => {
    const unique = `Unique-${Date.now()}`;
    await createGame({
      title: `${unique} kickabout`,
      sportId: football,
      skillLevel: 'expert',
      location: 'Zanzibar beach',
    });
    const bySport = (await call('GET', `/api/games?sportId=${football}&limit=50`)).json();
    expect(bySport.items.every((g: { sport: { id: number } }) => g.sport.id === football)).toBe(
      true,
    );
    const byLevel = (await call('GET', '/api/games?skillLevel=expert&limit=50')).json();
    expect(byLevel.items.every((g: { skillLevel: string }) => g.skillLevel === 'expert')).toBe(
      true,
    );
    const byPlace = (await call('GET', '/api/games?location=zanzibar')).json();
    expect(byPlace.items.map((g: { title: string }) => g.title)).toEqual([`${unique} kickabout`]);
    const bySearch = (await call('GET', `/api/games?q=${unique}`)).json();
    expect(bySearch.total).toBe(1);
    expect((await call('GET', '/api/games?sportId=0')).statusCode).toBe(400);
  });

  it('tells a signed-in player which games they are in', async () => {
    const game = await createGame();
    const [player] = await createPeople(ctx, 1);
    await join(game.id, player!);
    const mine = (await call('GET', `/api/games?q=Evening&limit=50`, player!.cookie)).json();
    expect(mine.items.find((g: { id: string }) => g.id === game.id).myStatus).toBe('accepted');
  });
});

describe('joining and leaving', () => {
  it('fills the places, then the waitlist; a leaver is replaced by the first waiting', async () => {
    const game = await createGame({ maxPlayers: 2 });
    const [b, c, d] = await createPeople(ctx, 3);

    const joined = await join(game.id, b!);
    expect(joined.statusCode).toBe(200);
    expect(joined.json()).toMatchObject({
      status: 'accepted',
      waitlistPosition: null,
      game: { currentPlayers: 2, myStatus: 'accepted' },
    });
    expect((await join(game.id, c!)).json()).toMatchObject({
      status: 'waitlist',
      waitlistPosition: 1,
    });
    expect((await join(game.id, d!)).json()).toMatchObject({
      status: 'waitlist',
      waitlistPosition: 2,
      game: { waitlistCount: 2 },
    });

    const again = await join(game.id, b!);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ALREADY_IN_GAME);

    const left = await leave(game.id, b!);
    expect(left.statusCode).toBe(200);
    expect(left.json()).toMatchObject({
      promotedUserId: c!.id,
      game: { currentPlayers: 2, waitlistCount: 1, myStatus: null },
    });
    const after = await detail(game.id, d);
    expect(
      after.participants.map(
        (p: { user: { id: string }; status: string; waitlistPosition: number | null }) => [
          p.user.id,
          p.status,
          p.waitlistPosition,
        ],
      ),
    ).toEqual([
      [organizer.id, 'accepted', null],
      [c!.id, 'accepted', null],
      [d!.id, 'waitlist', 1],
    ]);
    expect(after.myStatus).toBe('waitlist');

    // Leaving the waitlist frees nothing; leaving the game with nobody waiting frees a place.
    expect((await leave(game.id, d!)).json()).toMatchObject({
      promotedUserId: null,
      game: { currentPlayers: 2, waitlistCount: 0 },
    });
    expect((await leave(game.id, c!)).json()).toMatchObject({
      promotedUserId: null,
      game: { currentPlayers: 1 },
    });
    expect(await counts(game.id)).toMatchObject({ current: 1, accepted: 1, waiting: 0 });

    const notIn = await leave(game.id, c!);
    expect(notIn.statusCode).toBe(409);
    expect(notIn.json().message).toBe(NOT_IN_GAME);
    const organiserLeaves = await leave(game.id, organizer);
    expect(organiserLeaves.statusCode).toBe(409);
    expect(organiserLeaves.json().message).toBe(ORGANIZER_CANNOT_LEAVE);
  });

  it('never lets more than max players in, however many join at once', async () => {
    const game = await createGame({ maxPlayers: 5, organizerPlays: false });
    const crowd = await createPeople(ctx, 30);
    const responses = await Promise.all(crowd.map((p) => join(game.id, p)));
    expect(responses.every((r) => r.statusCode === 200)).toBe(true);
    const statuses = responses.map((r) => r.json().status);
    expect(statuses.filter((s) => s === 'accepted')).toHaveLength(5);
    expect(statuses.filter((s) => s === 'waitlist')).toHaveLength(25);
    const positions = responses.map((r) => r.json().waitlistPosition).filter((p) => p !== null);
    expect([...positions].sort((a, b) => a - b)).toEqual(
      Array.from({ length: 25 }, (_, i) => i + 1),
    );
    expect(await counts(game.id)).toEqual({ current: 5, max: 5, accepted: 5, waiting: 25 });

    // All five players leave at once: the five who waited longest take their places, in order.
    const players = crowd.filter((_, i) => statuses[i] === 'accepted');
    const firstWaiting = crowd
      .map((p, i) => ({ p, position: responses[i]!.json().waitlistPosition as number | null }))
      .filter((x) => x.position !== null && x.position <= 5)
      .map((x) => x.p.id)
      .sort();
    const leaves = await Promise.all(players.map((p) => leave(game.id, p)));
    expect(leaves.map((r) => r.json().promotedUserId).sort()).toEqual(firstWaiting);
    expect(await counts(game.id)).toEqual({ current: 5, max: 5, accepted: 5, waiting: 20 });
  });

  it('answers 404, 400 and 401 as it should', async () => {
    const [p] = await createPeople(ctx, 1);
    const unknown = await call(
      'POST',
      '/api/games/00000000-0000-4000-8000-000000000000/join',
      p!.cookie,
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(GAME_NOT_FOUND);
    expect((await call('POST', '/api/games/xyz/join', p!.cookie)).statusCode).toBe(400);
    const game = await createGame();
    expect((await call('POST', `/api/games/${game.id}/join`)).statusCode).toBe(401);
    expect((await call('POST', `/api/games/${game.id}/leave`)).statusCode).toBe(401);
    expect((await call('GET', '/api/games/00000000-0000-4000-8000-000000000000')).statusCode).toBe(
      404,
    );
  });
});

describe('cancelling, starting and results', () => {
  it('only the organiser cancels; a cancelled game takes no one', async () => {
    const game = await createGame();
    const [p] = await createPeople(ctx, 1);
    const notYours = await call('POST', `/api/games/${game.id}/cancel`, p!.cookie);
    expect(notYours.statusCode).toBe(403);
    expect(notYours.json().message).toBe(ONLY_ORGANIZER_CANCELS);
    expect((await call('POST', `/api/games/${game.id}/cancel`)).statusCode).toBe(401);
    const cancelled = await call('POST', `/api/games/${game.id}/cancel`, organizer.cookie);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().status).toBe('cancelled');
    const late = await join(game.id, p!);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(ALREADY_CANCELLED);
    expect((await call('POST', `/api/games/${game.id}/cancel`, organizer.cookie)).statusCode).toBe(
      409,
    );
    const listed = (await call('GET', '/api/games?limit=50&q=Evening')).json();
    expect(listed.items.some((g: { id: string }) => g.id === game.id)).toBe(false);
  });

  it('results are reported by players once the game has started', async () => {
    const game = await createGame({ startTime: inHours(1), endTime: inHours(2) });
    const [player, outsider] = await createPeople(ctx, 2);
    await join(game.id, player!);
    const early = await call('PUT', `/api/games/${game.id}/result`, player!.cookie, {
      result: 'win',
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(RESULT_TOO_EARLY);

    ctx.clock.advance(90 * 60_000);
    try {
      const started = await join(game.id, outsider!);
      expect(started.statusCode).toBe(409);
      expect(started.json().message).toBe(ALREADY_STARTED);
      expect((await leave(game.id, player!)).statusCode).toBe(409);

      const reported = await call('PUT', `/api/games/${game.id}/result`, player!.cookie, {
        result: 'win',
      });
      expect(reported.statusCode).toBe(200);
      expect(reported.json().myResult).toBe('win');
      const outside = await call('PUT', `/api/games/${game.id}/result`, outsider!.cookie, {
        result: 'win',
      });
      expect(outside.statusCode).toBe(409);
      expect(outside.json().message).toBe(RESULT_NOT_PLAYED);
      const bad = await call('PUT', `/api/games/${game.id}/result`, player!.cookie, {
        result: 'lost',
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe('Result must be win, loss or draw');
      expect(
        (await call('PUT', `/api/games/${game.id}/result`, undefined, { result: 'win' }))
          .statusCode,
      ).toBe(401);
    } finally {
      ctx.clock.advance(-90 * 60_000);
    }
  });
});

describe('housekeeping', () => {
  it('marks games that are over as completed, and only those', async () => {
    const soon = await createGame({ startTime: inHours(1), endTime: inHours(2) });
    const open = await createGame({ startTime: inHours(1), endTime: null });
    const later = await createGame({ startTime: inHours(30), endTime: inHours(31) });
    const done = await completeFinishedGames(ctx.database.db, new Date(Date.parse(inHours(2.5))));
    expect(done).toBeGreaterThanOrEqual(1);
    expect((await detail(soon.id)).status).toBe('completed');
    // No end time: over two hours after the start (3 hours away), not yet.
    expect((await detail(open.id)).status).toBe('upcoming');
    expect((await detail(later.id)).status).toBe('upcoming');
  });
});
