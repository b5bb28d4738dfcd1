import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sports } from '@server/db/schema/sports';
import { createPeople, type TestPerson } from '@server/test/people';
import { createTestContext, type TestContext } from '@server/test/test-app';
import { GAME_NOT_FOUND } from './games.service';
import { ALREADY_ON_ROSTER, ONLY_ORGANIZER_INVITES } from './game-membership.service';

let ctx: TestContext;
let tennis: number;
let organizer: TestPerson;
let invitee: TestPerson;
let stranger: TestPerson;
beforeAll(async () => {
  ctx = await createTestContext();
  tennis = (await ctx.database.db.select().from(sports)).find((s) => s.name === 'Tennis')!.id;
  [organizer, invitee, stranger] = (await createPeople(ctx, 3)) as [
    TestPerson,
    TestPerson,
    TestPerson,
  ];
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, who?: TestPerson, payload?: object) =>
  ctx.app.inject({ method, url, payload, headers: who ? { cookie: who.cookie } : {} });

const inHours = (hours: number) =>
  new Date(ctx.clock.now().getTime() + hours * 3_600_000).toISOString();

async function createGame(isPrivate: boolean) {
  const response = await call('POST', '/api/games', organizer, {
    title: isPrivate ? 'Members only doubles' : 'Open doubles',
    sportId: tennis,
    location: 'Hyde Park courts, London',
    startTime: inHours(48),
    endTime: inHours(50),
    maxPlayers: 4,
    cost: '0',
    isPrivate,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string }>();
}

const listIds = async (who?: TestPerson) =>
  (await call('GET', '/api/games?limit=50', who))
    .json<{ items: { id: string }[] }>()
    .items.map((game) => game.id);

const invite = (gameId: string, who: TestPerson, userId: string) =>
  call('POST', `/api/games/${gameId}/invitations`, who, { userId });

describe('a private game', () => {
  it('is not there for anyone but its organiser and roster: 404, and not listed', async () => {
    const game = await createGame(true);
    expect((await call('GET', `/api/games/${game.id}`, organizer)).statusCode).toBe(200);
    expect(await listIds(organizer)).toContain(game.id);
    for (const who of [stranger, undefined]) {
      const response = await call('GET', `/api/games/${game.id}`, who);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(GAME_NOT_FOUND);
      expect(await listIds(who)).not.toContain(game.id);
    }
  });

  it('cannot be joined, left, cancelled or reported on by a stranger (404, nothing changes)', async () => {
    const game = await createGame(true);
    for (const action of ['join', 'leave', 'cancel']) {
      const response = await call('POST', `/api/games/${game.id}/${action}`, stranger);
      expect(response.statusCode, action).toBe(404);
    }
    const result = await call('PUT', `/api/games/${game.id}/result`, stranger, { result: 'win' });
    expect(result.statusCode).toBe(404);
    const seen = (await call('GET', `/api/games/${game.id}`, organizer)).json();
    expect(seen.currentPlayers).toBe(1);
    expect(seen.status).toBe('upcoming');
  });

  it('is seen and joined by the players its organiser invites', async () => {
    const game = await createGame(true);
    const invited = await invite(game.id, organizer, invitee.id);
    expect(invited.statusCode, invited.body).toBe(200);
    expect(invited.json().participants).toContainEqual(
      expect.objectContaining({
        user: expect.objectContaining({ id: invitee.id }),
        status: 'invited',
      }),
    );

    expect((await call('GET', `/api/games/${game.id}`, invitee)).statusCode).toBe(200);
    expect(await listIds(invitee)).toContain(game.id);
    expect(await listIds(stranger)).not.toContain(game.id);

    const joined = await call('POST', `/api/games/${game.id}/join`, invitee);
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json()).toMatchObject({ status: 'accepted', game: { currentPlayers: 2 } });

    // Having left, the player is off the roster, and the game is private to them again.
    const left = await call('POST', `/api/games/${game.id}/leave`, invitee);
    expect(left.statusCode).toBe(200);
    expect(left.json().game.currentPlayers).toBe(1);
    expect((await call('GET', `/api/games/${game.id}`, invitee)).statusCode).toBe(404);
  });

  it('only its organiser invites; an unknown player or a second invitation is refused', async () => {
    const game = await createGame(true);
    expect((await invite(game.id, stranger, stranger.id)).statusCode).toBe(404);
    expect((await invite(game.id, organizer, invitee.id)).statusCode).toBe(200);
    const byInvitee = await invite(game.id, invitee, stranger.id);
    expect(byInvitee.statusCode).toBe(403);
    expect(byInvitee.json().message).toBe(ONLY_ORGANIZER_INVITES);
    const again = await invite(game.id, organizer, invitee.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ALREADY_ON_ROSTER);
    const unknown = await invite(game.id, organizer, '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect((await invite(game.id, organizer, 'not-a-uuid')).statusCode).toBe(400);
    const signedOut = await ctx.app.inject({
      method: 'POST',
      url: `/api/games/${game.id}/invitations`,
      payload: { userId: invitee.id },
    });
    expect(signedOut.statusCode).toBe(401);
  });
});

describe('a public game', () => {
  it('stays open to everyone: seen, listed and joined without an invitation', async () => {
    const game = await createGame(false);
    expect((await call('GET', `/api/games/${game.id}`)).statusCode).toBe(200);
    expect(await listIds(stranger)).toContain(game.id);
    expect((await call('POST', `/api/games/${game.id}/join`, stranger)).statusCode).toBe(200);
  });
});
