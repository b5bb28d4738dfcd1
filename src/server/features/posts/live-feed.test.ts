import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '@server/test/eventually';
import { createPeople, type TestPerson } from '@server/test/people';
import { openSocket, type TestSocket } from '@server/test/sockets';
import { createTestContext, type TestContext } from '@server/test/test-app';

/** post.created and post.counts reach the sockets of other members. */
let ctx: TestContext;
let alice: TestPerson;
let bob: TestPerson;
let watcher: TestSocket;
beforeAll(async () => {
  ctx = await createTestContext();
  [alice, bob] = (await createPeople(ctx, 2)) as [TestPerson, TestPerson];
  watcher = await openSocket(ctx.app, bob.cookie);
});
afterAll(async () => {
  watcher.ws.terminate();
  await ctx.close();
});

const call = (method: 'POST' | 'DELETE', url: string, cookie: string, payload?: unknown) =>
  ctx.app.inject({ method, url, payload: payload as object, headers: { cookie } });
const countsOf = (postId: string) =>
  watcher.messages.flatMap((m) =>
    m.type === 'post.counts' && m.data.postId === postId ? [m.data] : [],
  );

describe('live feed', () => {
  it('a new post is announced with its author', async () => {
    const post = await call('POST', '/api/posts', alice.cookie, { content: 'Court 3 is free' });
    const postId = post.json().id;
    await eventually(() =>
      expect(watcher.messages).toContainEqual({
        type: 'post.created',
        data: { postId, authorId: alice.id },
      }),
    );
  });

  it("a like, an unlike and a comment each send the post's counts", async () => {
    const post = await call('POST', '/api/posts', alice.cookie, { content: 'Rain check?' });
    const postId = post.json().id;
    // Each step waits for its own counts: the handler reads them when the event arrives.
    const step = async (act: () => Promise<unknown>, likesCount: number, commentsCount: number) => {
      await act();
      await eventually(() =>
        expect(countsOf(postId).at(-1)).toEqual({ postId, likesCount, commentsCount }),
      );
    };
    await step(() => call('POST', `/api/posts/${postId}/like`, bob.cookie), 1, 0);
    await step(() => call('POST', `/api/posts/${postId}/like`, bob.cookie), 0, 0);
    const comment = () =>
      call('POST', `/api/posts/${postId}/comments`, bob.cookie, { content: 'Sun later' });
    await step(comment, 0, 1);
  });
});
