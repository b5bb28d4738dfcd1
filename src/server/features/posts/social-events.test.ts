import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WS_CLOSE } from '@shared/contracts/realtime';
import type { DomainEventType } from '@shared/events';
import { rowsOf } from '@server/db/client';
import { sports } from '@server/db/schema/sports';
import { eventsOf } from '@server/test/domain-events';
import { createPeople, type TestPerson } from '@server/test/people';
import { openSocket } from '@server/test/sockets';
import { createTestContext, registerUser, signIn, type TestContext } from '@server/test/test-app';

/** Games, teams, follows, posts and sessions tell what happened (domain_events rows). */
let ctx: TestContext;
let sportId: number;
let alice: TestPerson;
let bob: TestPerson;
let carol: TestPerson;
beforeAll(async () => {
  ctx = await createTestContext();
  sportId = (await ctx.database.db.select().from(sports)).find((s) => s.name === 'Tennis')!.id;
  [alice, bob, carol] = (await createPeople(ctx, 3)) as [TestPerson, TestPerson, TestPerson];
});
afterAll(() => ctx.close());

const call = (method: 'POST' | 'DELETE', url: string, cookie: string, payload?: unknown) =>
  ctx.app.inject({ method, url, payload: payload as object, headers: { cookie } });
const events = <T extends DomainEventType>(type: T, key: string, value: string) =>
  eventsOf(ctx.database.db, type, key, value);
const inHours = (hours: number) =>
  new Date(ctx.clock.now().getTime() + hours * 3_600_000).toISOString();

describe('game events', () => {
  it('joins (and the waitlist), a leave with its promotion, and the cancellation', async () => {
    const created = await call('POST', '/api/games', alice.cookie, {
      title: 'Two a side',
      sportId,
      location: 'Hyde Park courts, London',
      startTime: inHours(48),
      maxPlayers: 2,
      cost: '0',
    });
    expect(created.statusCode, created.body).toBe(201);
    const gameId = created.json().id;
    expect((await call('POST', `/api/games/${gameId}/join`, bob.cookie)).statusCode).toBe(200);
    expect((await call('POST', `/api/games/${gameId}/join`, carol.cookie)).statusCode).toBe(200);
    expect((await events('game.joined', 'gameId', gameId)).map((e) => e.data)).toEqual([
      { gameId, userId: bob.id, waitlisted: false },
      { gameId, userId: carol.id, waitlisted: true },
    ]);

    expect((await call('POST', `/api/games/${gameId}/leave`, bob.cookie)).statusCode).toBe(200);
    expect(await events('game.left', 'gameId', gameId)).toEqual([
      { type: 'game.left', data: { gameId, userId: bob.id } },
    ]);
    expect(await events('game.promoted', 'gameId', gameId)).toEqual([
      { type: 'game.promoted', data: { gameId, userId: carol.id } },
    ]);

    expect((await call('POST', `/api/games/${gameId}/cancel`, alice.cookie)).statusCode).toBe(200);
    expect(await events('game.cancelled', 'gameId', gameId)).toEqual([
      {
        type: 'game.cancelled',
        data: { gameId, organizerId: alice.id, participantIds: [carol.id] },
      },
    ]);
  });
});

describe('requests to join', () => {
  it('a private game: the request, then its acceptance, which is a join', async () => {
    const created = await call('POST', '/api/games', alice.cookie, {
      title: 'Invite only',
      sportId,
      location: 'Hyde Park courts, London',
      startTime: inHours(72),
      maxPlayers: 4,
      cost: '0',
      isPrivate: true,
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id: gameId, inviteToken: token } = created.json();
    const asked = await call('POST', `/api/games/${gameId}/requests`, bob.cookie, { token });
    expect(asked.statusCode, asked.body).toBe(200);
    const answered = await call(
      'POST',
      `/api/games/${gameId}/requests/${bob.id}/accept`,
      alice.cookie,
    );
    expect(answered.statusCode, answered.body).toBe(200);
    expect(await events('game.requested', 'gameId', gameId)).toEqual([
      { type: 'game.requested', data: { gameId, userId: bob.id } },
    ]);
    expect(await events('game.request_decided', 'gameId', gameId)).toEqual([
      { type: 'game.request_decided', data: { gameId, userId: bob.id, accepted: true } },
    ]);
    expect((await events('game.joined', 'gameId', gameId)).map((e) => e.data)).toEqual([
      { gameId, userId: bob.id, waitlisted: false },
    ]);
  });

  it('a private team: the request, then its refusal (no join)', async () => {
    const created = await call('POST', '/api/teams', alice.cookie, {
      name: 'Closed Shop',
      sportId,
      description: 'Members by invitation',
      skillLevel: 'advanced',
      location: 'London',
      isPrivate: true,
    });
    expect(created.statusCode, created.body).toBe(201);
    const teamId = created.json().id;
    const asked = await call('POST', `/api/teams/${teamId}/join`, carol.cookie, {
      message: 'Hi!',
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const [requested] = await events('team.requested', 'teamId', teamId);
    expect(requested?.data).toMatchObject({ teamId, userId: carol.id });
    const requestId = requested!.data.requestId;
    const answered = await call(
      'POST',
      `/api/teams/${teamId}/requests/${requestId}/decline`,
      alice.cookie,
    );
    expect(answered.statusCode, answered.body).toBe(200);
    expect(await events('team.request_decided', 'teamId', teamId)).toEqual([
      {
        type: 'team.request_decided',
        data: { teamId, requestId, userId: carol.id, accepted: false },
      },
    ]);
    expect(await events('team.joined', 'teamId', teamId)).toEqual([]);
  });
});

describe('team events', () => {
  it('a join and a leave', async () => {
    const created = await call('POST', '/api/teams', alice.cookie, {
      name: 'Net Gains',
      sportId,
      description: 'Doubles on Tuesdays',
      skillLevel: 'intermediate',
      location: 'London',
    });
    expect(created.statusCode, created.body).toBe(201);
    const teamId = created.json().id;
    expect((await call('POST', `/api/teams/${teamId}/join`, bob.cookie)).statusCode).toBe(200);
    expect((await call('POST', `/api/teams/${teamId}/leave`, bob.cookie)).statusCode).toBe(200);
    expect(await events('team.joined', 'teamId', teamId)).toEqual([
      { type: 'team.joined', data: { teamId, userId: bob.id } },
    ]);
    expect(await events('team.left', 'teamId', teamId)).toEqual([
      { type: 'team.left', data: { teamId, userId: bob.id } },
    ]);
  });
});

describe('people and post events', () => {
  it('a new follow only, not a repeated one', async () => {
    await call('POST', `/api/players/${carol.id}/follow`, bob.cookie);
    await call('POST', `/api/players/${carol.id}/follow`, bob.cookie);
    expect(await events('player.followed', 'followeeId', carol.id)).toEqual([
      { type: 'player.followed', data: { followerId: bob.id, followeeId: carol.id } },
    ]);
  });

  it('a post, a like and an unlike, a comment and its deletion', async () => {
    const post = await call('POST', '/api/posts', alice.cookie, { content: 'Who is up for it?' });
    expect(post.statusCode, post.body).toBe(201);
    const postId = post.json().id;
    expect(await events('post.created', 'postId', postId)).toEqual([
      { type: 'post.created', data: { postId, authorId: alice.id } },
    ]);

    await call('POST', `/api/posts/${postId}/like`, bob.cookie);
    await call('POST', `/api/posts/${postId}/like`, bob.cookie);
    expect((await events('post.liked', 'postId', postId)).map((e) => e.data.liked)).toEqual([
      true,
      false,
    ]);

    const comment = await call('POST', `/api/posts/${postId}/comments`, bob.cookie, {
      content: 'Me!',
    });
    expect(comment.statusCode, comment.body).toBe(201);
    const commentId = comment.json().comment.id;
    const removed = await call('DELETE', `/api/posts/${postId}/comments/${commentId}`, bob.cookie);
    expect(removed.statusCode, removed.body).toBeLessThan(300);
    expect(await events('comment.created', 'postId', postId)).toEqual([
      { type: 'comment.created', data: { postId, commentId, userId: bob.id } },
    ]);
    expect(await events('comment.deleted', 'postId', postId)).toEqual([
      { type: 'comment.deleted', data: { postId, commentId } },
    ]);
  });

  it('a like of a post that does not exist emits nothing', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await call('POST', `/api/posts/${unknown}/like`, bob.cookie)).statusCode).toBe(404);
    expect(await events('post.liked', 'postId', unknown)).toEqual([]);
  });
});

describe('session and account events', () => {
  it('a logout ends the session with a session.ended', async () => {
    const { cookie, user } = await registerUser(ctx.app);
    const out = await call('POST', '/api/logout', cookie);
    expect(out.statusCode).toBe(204);
    const ended = await events('session.ended', 'userId', user.id);
    expect(ended).toHaveLength(1);
    const [left] = await rowsOf<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from sessions where sid = ${ended[0]!.data.sid}`,
    );
    expect(left!.n).toBe(0);
  });

  it("a logout closes that session's socket; a password change closes the other sessions'", async () => {
    const { cookie, email } = await registerUser(ctx.app);
    const other = await signIn(ctx.app, email, 'secret123');
    const kept = await openSocket(ctx.app, cookie);
    const elsewhere = await openSocket(ctx.app, other);
    const changed = await call('POST', '/api/user/password', cookie, {
      currentPassword: 'secret123',
      newPassword: 'a-brand-new-one-7',
    });
    expect(changed.statusCode, changed.body).toBeLessThan(300);
    expect((await elsewhere.closed).code).toBe(WS_CLOSE.sessionEnded);

    expect((await call('POST', '/api/logout', cookie)).statusCode).toBe(204);
    expect((await kept.closed).code).toBe(WS_CLOSE.sessionEnded);
  });

  it('a deleted account is a user.deleted', async () => {
    const { cookie, user } = await registerUser(ctx.app);
    const gone = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/user',
      headers: { cookie },
      payload: { password: 'secret123' },
    });
    expect(gone.statusCode, gone.body).toBeLessThan(300);
    expect(await events('user.deleted', 'userId', user.id)).toEqual([
      { type: 'user.deleted', data: { userId: user.id } },
    ]);
    expect(await events('session.ended', 'userId', user.id)).toHaveLength(1);
  });
});
