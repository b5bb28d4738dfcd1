import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sports } from '@server/db/schema/sports';
import { createPeople, type TestPerson } from '@server/test/people';
import { createTestContext, type TestContext } from '@server/test/test-app';
import { GAME_NOT_FOUND } from './games.service';
import { REQUEST_WAITING } from './game-membership.service';
import {
  ALREADY_ASKED,
  GAME_IS_OPEN,
  NO_INVITATION,
  ONLY_ORGANIZER_ANSWERS,
  REQUEST_NOT_FOUND,
} from './game-requests.service';

let ctx: TestContext;
let tennis: number;
let organizer: TestPerson;
let asker: TestPerson;
let second: TestPerson;
let stranger: TestPerson;
beforeAll(async () => {
  ctx = await createTestContext();
  tennis = (await ctx.database.db.select().from(sports)).find((s) => s.name === 'Tennis')!.id;
  [organizer, asker, second, stranger] = (await createPeople(ctx, 4)) as [
    TestPerson,
    TestPerson,
    TestPerson,
    TestPerson,
  ];
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST', url: string, who?: TestPerson, payload?: object) =>
  ctx.app.inject({ method, url, payload, headers: who ? { cookie: who.cookie } : {} });

const inHours = (hours: number) =>
  new Date(ctx.clock.now().getTime() + hours * 3_600_000).toISOString();

type Detail = {
  id: string;
  inviteToken: string | null;
  currentPlayers: number;
  participants: { user: { id: string }; status: string }[];
};

async function createGame({ isPrivate = true, maxPlayers = 4 } = {}) {
  const response = await call('POST', '/api/games', organizer, {
    title: 'Friends five-a-side',
    sportId: tennis,
    location: 'Victoria Park, London',
    startTime: inHours(24),
    maxPlayers,
    isPrivate,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Detail>();
}

const statusOf = (game: Detail, who: TestPerson) =>
  game.participants.find((p) => p.user.id === who.id)?.status;

const ask = (game: Detail, who: TestPerson | undefined, token = game.inviteToken) =>
  call('POST', `/api/games/${game.id}/requests`, who, { token });

const answer = (game: Detail, who: TestPerson, userId: string, action: 'accept' | 'decline') =>
  call('POST', `/api/games/${game.id}/requests/${userId}/${action}`, who);

describe('the invite link of a private game', () => {
  it('is given to the organiser only, and opens the game to whoever holds it', async () => {
    const game = await createGame();
    expect(game.inviteToken).toMatch(/^[0-9a-f-]{36}$/);
    const invited = await call('POST', `/api/games/${game.id}/invitations`, organizer, {
      userId: second.id,
    });
    expect(invited.json().inviteToken).toBe(game.inviteToken);
    expect((await call('GET', `/api/games/${game.id}`, second)).json().inviteToken).toBeNull();

    expect((await call('GET', `/api/games/${game.id}`, asker)).statusCode).toBe(404);
    const opened = await call('GET', `/api/games/${game.id}/invite/${game.inviteToken}`, asker);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json()).toMatchObject({ id: game.id, inviteToken: null });
  });

  it('with a wrong token, or another game’s, is an unknown game (404); signed out 401', async () => {
    const game = await createGame();
    const other = await createGame();
    for (const token of ['nope', '00000000-0000-4000-8000-000000000000', other.inviteToken]) {
      const response = await call('GET', `/api/games/${game.id}/invite/${token}`, asker);
      expect(response.statusCode, token!).toBe(404);
      expect(response.json().message).toBe(GAME_NOT_FOUND);
      expect((await ask(game, asker, token)).statusCode, token!).toBe(404);
    }
    const signedOut = await call('GET', `/api/games/${game.id}/invite/${game.inviteToken}`);
    expect(signedOut.statusCode).toBe(401);
    expect((await ask(game, undefined)).statusCode).toBe(401);
    expect((await ask(game, asker, 42 as unknown as string)).statusCode).toBe(400);
  });
});

describe('a request to join a private game', () => {
  it('is made with the link, seen by the organiser, and accepted into the game', async () => {
    const game = await createGame();
    const noToken = await call('POST', `/api/games/${game.id}/requests`, stranger, {});
    expect(noToken.statusCode).toBe(400);
    expect(noToken.json().message).toBe('Open the invite link again');
    const asked = await ask(game, asker);
    expect(asked.statusCode, asked.body).toBe(200);
    expect(statusOf(asked.json(), asker)).toBe('requested');
    expect((await ask(game, asker)).json().message).toBe(ALREADY_ASKED);

    // The requester sees the game now, but cannot join before the organiser says yes.
    expect((await call('GET', `/api/games/${game.id}`, asker)).statusCode).toBe(200);
    const early = await call('POST', `/api/games/${game.id}/join`, asker);
    expect(early.statusCode).toBe(403);
    expect(early.json().message).toBe(REQUEST_WAITING);

    const seen = (await call('GET', `/api/games/${game.id}`, organizer)).json<Detail>();
    expect(statusOf(seen, asker)).toBe('requested');
    await ask(game, second);
    // Another requester does not see who else asked.
    const bySecond = (await call('GET', `/api/games/${game.id}`, second)).json<Detail>();
    expect(statusOf(bySecond, asker)).toBeUndefined();

    const accepted = await answer(game, organizer, asker.id, 'accept');
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(statusOf(accepted.json(), asker)).toBe('accepted');
    expect(accepted.json().currentPlayers).toBe(2);
    const mine = (await call('GET', `/api/games/${game.id}`, asker)).json();
    expect(mine.myStatus).toBe('accepted');
    expect((await answer(game, organizer, asker.id, 'accept')).statusCode).toBe(404);
  });

  it('declined, is gone and the game is private to the requester again', async () => {
    const game = await createGame();
    await ask(game, asker);
    const declined = await answer(game, organizer, asker.id, 'decline');
    expect(declined.statusCode, declined.body).toBe(200);
    expect(statusOf(declined.json(), asker)).toBeUndefined();
    expect((await call('GET', `/api/games/${game.id}`, asker)).statusCode).toBe(404);
    const again = await answer(game, organizer, asker.id, 'decline');
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(REQUEST_NOT_FOUND);
  });

  it('is answered by the organiser only: 403 to the roster, 404 to strangers, 401 signed out', async () => {
    const game = await createGame();
    await ask(game, asker);
    await ask(game, second);
    const bySecond = await answer(game, second, asker.id, 'accept');
    expect(bySecond.statusCode).toBe(403);
    expect(bySecond.json().message).toBe(ONLY_ORGANIZER_ANSWERS);
    expect((await answer(game, stranger, asker.id, 'accept')).statusCode).toBe(404);
    const signedOut = await call('POST', `/api/games/${game.id}/requests/${asker.id}/accept`);
    expect(signedOut.statusCode).toBe(401);
    expect((await answer(game, organizer, 'not-a-uuid', 'accept')).statusCode).toBe(400);
    const after = (await call('GET', `/api/games/${game.id}`, organizer)).json<Detail>();
    expect(statusOf(after, asker)).toBe('requested');
    expect(after.currentPlayers).toBe(1);
  });

  it('accepted into a full game goes on the waitlist: capacity holds', async () => {
    const game = await createGame({ maxPlayers: 2 });
    await ask(game, asker);
    await ask(game, second);
    expect((await answer(game, organizer, asker.id, 'accept')).json().currentPlayers).toBe(2);
    const late = (await answer(game, organizer, second.id, 'accept')).json<Detail>();
    expect(late.currentPlayers).toBe(2);
    expect(statusOf(late, second)).toBe('waitlist');
  });

  it('is withdrawn by leaving; a public game is joined directly instead', async () => {
    const game = await createGame();
    await ask(game, asker);
    expect((await call('POST', `/api/games/${game.id}/leave`, asker)).statusCode).toBe(200);
    expect((await call('GET', `/api/games/${game.id}`, asker)).statusCode).toBe(404);

    const open = await createGame({ isPrivate: false });
    const refused = await ask(open, asker);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(GAME_IS_OPEN);
  });
});

describe('an invitation to a private game', () => {
  it('is accepted by joining, or declined', async () => {
    const game = await createGame();
    for (const who of [asker, second]) {
      await call('POST', `/api/games/${game.id}/invitations`, organizer, { userId: who.id });
    }
    const joined = await call('POST', `/api/games/${game.id}/join`, asker);
    expect(joined.json()).toMatchObject({ status: 'accepted', game: { currentPlayers: 2 } });

    const declined = await call('POST', `/api/games/${game.id}/invitation/decline`, second);
    expect(declined.statusCode, declined.body).toBe(200);
    expect(statusOf(declined.json(), second)).toBe('declined');
    expect(declined.json().currentPlayers).toBe(2);
    const twice = await call('POST', `/api/games/${game.id}/invitation/decline`, second);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(NO_INVITATION);
    const byStranger = await call('POST', `/api/games/${game.id}/invitation/decline`, stranger);
    expect(byStranger.statusCode).toBe(404);
    expect((await call('POST', `/api/games/${game.id}/invitation/decline`)).statusCode).toBe(401);
  });
});
