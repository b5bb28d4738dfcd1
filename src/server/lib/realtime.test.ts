import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WS_CLOSE } from '@shared/contracts/realtime';
import { emit } from '@server/lib/events';
import { openSocket, receivesNothing } from '@server/test/sockets';
import { createTestContext, registerUser, type TestContext } from '@server/test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const sidOf = (cookie: string) => createHash('sha256').update(cookie.split('=')[1]!).digest('hex');

describe('GET /api/ws', () => {
  it('refuses a handshake without a session with 401', async () => {
    await expect(openSocket(ctx.app, undefined)).rejects.toThrow('401');
  });

  it("refuses a handshake from another site's page with 403, session or not", async () => {
    const { cookie } = await registerUser(ctx.app);
    for (const origin of ['https://evil.example', 'http://sub.localhost', 'null']) {
      await expect(openSocket(ctx.app, cookie, { origin })).rejects.toThrow('403');
    }
  });

  it('opens for a signed-in user and delivers pushes to that user only', async () => {
    const alice = await registerUser(ctx.app);
    const bob = await registerUser(ctx.app);
    const aliceSocket = await openSocket(ctx.app, alice.cookie);
    const bobSocket = await openSocket(ctx.app, bob.cookie);
    ctx.app.matchday.realtime.sendToUsers([alice.user.id], {
      type: 'slots.changed',
      data: { venueId: 'v1', date: '2026-12-01' },
    });
    const message = await aliceSocket.next('slots.changed');
    expect(message.data).toEqual({ venueId: 'v1', date: '2026-12-01' });
    expect(await receivesNothing(bobSocket, 'slots.changed')).toBe(true);
    expect(await ctx.app.matchday.realtime.isOnline(alice.user.id)).toBe(true);
    aliceSocket.ws.close();
    bobSocket.ws.close();
  });

  it("closes a session's sockets when the session ends, on every instance", async () => {
    const { cookie, user } = await registerUser(ctx.app);
    const socket = await openSocket(ctx.app, cookie);
    await emit(ctx.database.db, {
      type: 'session.ended',
      data: { sid: sidOf(cookie), userId: user.id },
    });
    expect((await socket.closed).code).toBe(WS_CLOSE.sessionEnded);
  });

  it('closes a socket whose session expired, at the next heartbeat', async () => {
    const { cookie } = await registerUser(ctx.app);
    const socket = await openSocket(ctx.app, cookie);
    const week = 8 * 24 * 60 * 60_000;
    ctx.clock.advance(week);
    try {
      await ctx.app.matchday.realtime.beat();
    } finally {
      ctx.clock.advance(-week);
    }
    expect((await socket.closed).code).toBe(WS_CLOSE.sessionEnded);
  });

  it('ignores what a client sends that is not a known message', async () => {
    const { cookie } = await registerUser(ctx.app);
    const socket = await openSocket(ctx.app, cookie);
    socket.ws.send('not json');
    socket.ws.send(JSON.stringify({ type: 'typing', data: { conversationId: 'nope' } }));
    socket.ws.send(JSON.stringify({ type: 'shout', data: {} }));
    ctx.app.matchday.realtime.broadcast({
      type: 'post.created',
      data: { postId: 'p', authorId: 'a' },
    });
    expect((await socket.next('post.created')).data.postId).toBe('p');
    socket.ws.close();
  });
});
