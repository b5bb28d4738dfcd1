import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMENT_MAX_LENGTH, EMPTY_COMMENT } from '@shared/contracts/posts';
import { rowsOf } from '@server/db/client';
import { createPeople, type TestPerson } from '@server/test/people';
import { createTestContext, type TestContext } from '@server/test/test-app';
import { COMMENT_NOT_FOUND, NOT_YOUR_COMMENT } from './comments.service';
import { POST_NOT_FOUND } from './posts.service';

let ctx: TestContext;
let alice: TestPerson;
let bob: TestPerson;
let postId: string;
beforeAll(async () => {
  ctx = await createTestContext();
  const people = await createPeople(ctx, 2);
  alice = people[0]!;
  bob = people[1]!;
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/posts',
    headers: { cookie: alice.cookie },
    payload: { content: 'Who played on Sunday?' },
  });
  postId = response.json().id;
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie?: string, payload?: unknown) =>
  ctx.app.inject({ method, url, payload: payload as object, headers: cookie ? { cookie } : {} });

const comment = (person: TestPerson, content: string) =>
  call('POST', `/api/posts/${postId}/comments`, person.cookie, { content });

async function commentCounts() {
  const [row] = await rowsOf<{ counter: number; rows: number }>(
    ctx.database.db,
    sql`select comments_count as counter, (select count(*)::int from post_comments where post_id = ${postId}) as rows
        from posts where id = ${postId}`,
  );
  return row!;
}

describe('comments', () => {
  it('adds a comment, counts it, and lists them oldest first', async () => {
    const first = await comment(bob, '  I did, great game!  ');
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      commentsCount: 1,
      comment: { content: 'I did, great game!', isMine: true, author: { id: bob.id }, postId },
    });
    await comment(alice, 'Same time next week?');

    const list = await call('GET', `/api/posts/${postId}/comments`, alice.cookie);
    expect(list.statusCode).toBe(200);
    const { items, nextCursor } = list.json();
    expect(items.map((c: { content: string }) => c.content)).toEqual([
      'I did, great game!',
      'Same time next week?',
    ]);
    expect(items.map((c: { isMine: boolean }) => c.isMine)).toEqual([false, true]);
    expect(nextCursor).toBeNull();
    expect((await call('GET', `/api/posts/${postId}`, alice.cookie)).json().commentsCount).toBe(2);
  });

  it('pages through long threads', async () => {
    const crowd = await createPeople(ctx, 5);
    for (const person of crowd) await comment(person, `from ${person.firstName}`);
    const first = (await call('GET', `/api/posts/${postId}/comments?limit=3`, alice.cookie)).json();
    expect(first.items).toHaveLength(3);
    const second = (
      await call(
        'GET',
        `/api/posts/${postId}/comments?limit=3&cursor=${first.nextCursor}`,
        alice.cookie,
      )
    ).json();
    const ids = [...first.items, ...second.items].map((c: { id: string }) => c.id);
    expect(new Set(ids).size).toBe(6);
  });

  it('refuses empty and overlong comments with a message', async () => {
    const empty = await comment(bob, '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(EMPTY_COMMENT);
    const long = await comment(bob, 'x'.repeat(COMMENT_MAX_LENGTH + 1));
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(`Comments can be at most ${COMMENT_MAX_LENGTH} characters`);
  });

  it('answers 404 for an unknown post and 401 when signed out', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    const add = await call('POST', `/api/posts/${unknown}/comments`, bob.cookie, { content: 'Hi' });
    expect(add.statusCode).toBe(404);
    expect(add.json().message).toBe(POST_NOT_FOUND);
    expect((await call('GET', `/api/posts/${unknown}/comments`, bob.cookie)).statusCode).toBe(404);
    expect((await call('GET', `/api/posts/${postId}/comments`)).statusCode).toBe(401);
    expect(
      (await call('POST', `/api/posts/${postId}/comments`, undefined, { content: 'Hi' }))
        .statusCode,
    ).toBe(401);
  });

  it("lets only the comment's author delete it, and the count follows", async () => {
    const added = (await comment(bob, 'Delete me')).json();
    const before = (await commentCounts()).counter;

    const notMine = await call(
      'DELETE',
      `/api/posts/${postId}/comments/${added.comment.id}`,
      alice.cookie,
    );
    expect(notMine.statusCode).toBe(403);
    expect(notMine.json().message).toBe(NOT_YOUR_COMMENT);
    expect(
      (await call('DELETE', `/api/posts/${postId}/comments/${added.comment.id}`)).statusCode,
    ).toBe(401);

    const deleted = await call(
      'DELETE',
      `/api/posts/${postId}/comments/${added.comment.id}`,
      bob.cookie,
    );
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ commentsCount: before - 1 });
    const again = await call(
      'DELETE',
      `/api/posts/${postId}/comments/${added.comment.id}`,
      bob.cookie,
    );
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(COMMENT_NOT_FOUND);
    expect(await commentCounts()).toEqual({ counter: before - 1, rows: before - 1 });
  });

  it('keeps the count equal to the rows under concurrent comments and deletes', async () => {
    const crowd = await createPeople(ctx, 20);
    const added = await Promise.all(crowd.map((p) => comment(p, 'Racing to comment')));
    expect(added.every((r) => r.statusCode === 201)).toBe(true);
    await Promise.all(
      added.slice(0, 10).flatMap((r, i) => {
        const url = `/api/posts/${postId}/comments/${r.json().comment.id}`;
        // Each of these is deleted twice at once: only one delete may count.
        return [call('DELETE', url, crowd[i]!.cookie), call('DELETE', url, crowd[i]!.cookie)];
      }),
    );
    const counts = await commentCounts();
    expect(counts.counter).toBe(counts.rows);
  });
});
