import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPTY_POST, POST_MAX_LENGTH } from '@shared/contracts/posts';
import { rowsOf } from '@server/db/client';
import { posts } from '@server/db/schema/posts';
import { multipartFile, pngImage } from '@server/test/images';
import { createPeople, type TestPerson } from '@server/test/people';
import { createTestContext, type TestContext } from '@server/test/test-app';
import { NOT_YOUR_POST, PHOTOS_NOT_YOURS, POST_NOT_FOUND } from './posts.service';

let ctx: TestContext;
let alice: TestPerson;
let bob: TestPerson;
beforeAll(async () => {
  ctx = await createTestContext();
  const people = await createPeople(ctx, 2);
  alice = people[0]!;
  bob = people[1]!;
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie?: string, payload?: unknown) =>
  ctx.app.inject({ method, url, payload: payload as object, headers: cookie ? { cookie } : {} });

async function createPost(person: TestPerson, content = 'Great game tonight!', images?: string[]) {
  const response = await call('POST', '/api/posts', person.cookie, { content, images });
  expect(response.statusCode).toBe(201);
  return response.json();
}

async function upload(person: TestPerson) {
  const body = multipartFile(pngImage(8, 8));
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/uploads',
    payload: body.payload,
    headers: { ...body.headers, cookie: person.cookie },
  });
  return response.json<{ url: string }>().url;
}

/** likes_count beside the rows it counts. */
async function likeCounts(postId: string) {
  const [row] = await rowsOf<{ counter: number; rows: number }>(
    ctx.database.db,
    sql`select likes_count as counter, (select count(*)::int from post_likes where post_id = ${postId}) as rows
        from posts where id = ${postId}`,
  );
  return row!;
}

describe('POST /api/posts', () => {
  it('shares a post (trimmed) and answers it with its author', async () => {
    const post = await createPost(alice, '  Who is up for padel on Sunday?  ');
    expect(post).toMatchObject({
      content: 'Who is up for padel on Sunday?',
      images: [],
      likesCount: 0,
      commentsCount: 0,
      likedByMe: false,
      isMine: true,
      author: { id: alice.id, firstName: alice.firstName, lastName: 'Test' },
    });
    expect(Date.parse(post.createdAt)).not.toBeNaN();
  });

  it('refuses empty and whitespace-only content with the SPEC message', async () => {
    for (const content of ['', '   \n\t ']) {
      const response = await call('POST', '/api/posts', alice.cookie, { content });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        message: EMPTY_POST,
        fields: { content: EMPTY_POST },
      });
    }
    const missing = await call('POST', '/api/posts', alice.cookie, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(EMPTY_POST);
  });

  it('refuses text the database cannot store with 400, not 500', async () => {
    const response = await call('POST', '/api/posts', alice.cookie, { content: 'half\u0000time' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Text cannot contain null characters');
  });

  it('refuses posts over the maximum length', async () => {
    const response = await call('POST', '/api/posts', alice.cookie, {
      content: 'x'.repeat(POST_MAX_LENGTH + 1),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(`Posts can be at most ${POST_MAX_LENGTH} characters`);
  });

  it("shows the author's own uploaded photos, at most four, and no one else's", async () => {
    const mine = await upload(alice);
    const post = await createPost(alice, 'Match day', [mine]);
    expect(post.images).toEqual([mine]);

    const theirs = await upload(bob);
    const borrowed = await call('POST', '/api/posts', alice.cookie, {
      content: 'Not my photo',
      images: [theirs],
    });
    expect(borrowed.statusCode).toBe(400);
    expect(borrowed.json().message).toBe(PHOTOS_NOT_YOURS);

    const foreign = await call('POST', '/api/posts', alice.cookie, {
      content: 'Hotlinked',
      images: ['https://example.com/cat.png'],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe('Upload each photo first');

    const five = await call('POST', '/api/posts', alice.cookie, {
      content: 'Too many',
      images: Array.from({ length: 5 }, () => mine),
    });
    expect(five.statusCode).toBe(400);
    expect(five.json().message).toBe('A post can have at most 4 photos');
  });

  it('answers 401 when signed out', async () => {
    const response = await call('POST', '/api/posts', undefined, { content: 'Hello' });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/posts', () => {
  it('pages through the whole feed newest first, each post once', async () => {
    const seen: string[] = [];
    const times: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const url: string = `/api/posts?limit=7${cursor ? `&cursor=${cursor}` : ''}`;
      const response = await call('GET', url, alice.cookie);
      expect(response.statusCode).toBe(200);
      const page = response.json();
      expect(page.items.length).toBeLessThanOrEqual(7);
      for (const post of page.items) {
        seen.push(post.id);
        times.push(Date.parse(post.createdAt));
      }
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor && pages < 50);
    const [total] = await rowsOf<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from posts`,
    );
    expect(seen).toHaveLength(total!.n);
    expect(new Set(seen).size).toBe(seen.length);
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('keeps posts made in the same instant apart (the id breaks ties)', async () => {
    const at = new Date('2001-01-01T00:00:00.123456Z');
    const rows = await ctx.database.db
      .insert(posts)
      .values(
        Array.from({ length: 5 }, (_, i) => ({
          authorId: bob.id,
          content: `tie ${i}`,
          createdAt: at,
        })),
      )
      .returning({ id: posts.id });
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const url: string = `/api/posts?authorId=${bob.id}&limit=2${cursor ? `&cursor=${cursor}` : ''}`;
      const page = (await call('GET', url, alice.cookie)).json();
      seen.push(...page.items.map((post: { id: string }) => post.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen.sort()).toEqual(rows.map((row) => row.id).sort());
    await ctx.database.db.delete(posts).where(eq(posts.authorId, bob.id));
  });

  it('filters by author and tells each viewer whether they like a post', async () => {
    const post = await createPost(bob, 'Liked by Alice');
    await call('POST', `/api/posts/${post.id}/like`, alice.cookie);
    const asAlice = (await call('GET', `/api/posts?authorId=${bob.id}`, alice.cookie)).json();
    expect(asAlice.items.map((p: { id: string }) => p.id)).toEqual([post.id]);
    expect(asAlice.items[0]).toMatchObject({ likedByMe: true, isMine: false, likesCount: 1 });
    const asBob = (await call('GET', `/api/posts?authorId=${bob.id}`, bob.cookie)).json();
    expect(asBob.items[0]).toMatchObject({ likedByMe: false, isMine: true });
  });

  it('refuses a malformed cursor or limit with 400', async () => {
    const cursor = await call('GET', '/api/posts?cursor=not-a-cursor', alice.cookie);
    expect(cursor.statusCode).toBe(400);
    expect(cursor.json().message).toBe('Invalid cursor');
    const limit = await call('GET', '/api/posts?limit=500', alice.cookie);
    expect(limit.statusCode).toBe(400);
    expect(limit.json().message).toBe('Limit must be a number between 1 and 50');
  });

  it('answers 401 when signed out', async () => {
    expect((await call('GET', '/api/posts')).statusCode).toBe(401);
  });
});

describe('GET and DELETE /api/posts/{id}', () => {
  it('reads one post, 404 for an unknown one, 400 for a malformed id', async () => {
    const post = await createPost(alice);
    expect((await call('GET', `/api/posts/${post.id}`, bob.cookie)).json().id).toBe(post.id);
    const unknown = await call(
      'GET',
      '/api/posts/00000000-0000-4000-8000-000000000000',
      bob.cookie,
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(POST_NOT_FOUND);
    expect((await call('GET', '/api/posts/abc', bob.cookie)).statusCode).toBe(400);
    expect((await call('GET', `/api/posts/${post.id}`)).statusCode).toBe(401);
  });

  it('lets only the author delete a post, with its likes and comments', async () => {
    const post = await createPost(alice);
    await call('POST', `/api/posts/${post.id}/like`, bob.cookie);
    await call('POST', `/api/posts/${post.id}/comments`, bob.cookie, { content: 'Nice' });

    const notMine = await call('DELETE', `/api/posts/${post.id}`, bob.cookie);
    expect(notMine.statusCode).toBe(403);
    expect(notMine.json().message).toBe(NOT_YOUR_POST);
    expect((await call('DELETE', `/api/posts/${post.id}`)).statusCode).toBe(401);

    const deleted = await call('DELETE', `/api/posts/${post.id}`, alice.cookie);
    expect(deleted.statusCode).toBe(204);
    expect((await call('GET', `/api/posts/${post.id}`, alice.cookie)).statusCode).toBe(404);
    const [left] = await rowsOf<{ likes: number; comments: number }>(
      ctx.database.db,
      sql`select (select count(*)::int from post_likes where post_id = ${post.id}) as likes,
                 (select count(*)::int from post_comments where post_id = ${post.id}) as comments`,
    );
    expect(left).toEqual({ likes: 0, comments: 0 });
    expect((await call('DELETE', `/api/posts/${post.id}`, alice.cookie)).statusCode).toBe(404);
  });
});

describe('POST /api/posts/{id}/like', () => {
  it('toggles: like, then unlike, the count following', async () => {
    const post = await createPost(alice);
    const liked = await call('POST', `/api/posts/${post.id}/like`, bob.cookie);
    expect(liked.statusCode).toBe(200);
    expect(liked.json()).toEqual({ liked: true, likesCount: 1 });
    const unliked = await call('POST', `/api/posts/${post.id}/like`, bob.cookie);
    expect(unliked.json()).toEqual({ liked: false, likesCount: 0 });
    expect(await likeCounts(post.id)).toEqual({ counter: 0, rows: 0 });
  });

  it('answers 404 for an unknown post and 401 when signed out', async () => {
    const unknown = await call(
      'POST',
      '/api/posts/00000000-0000-4000-8000-000000000000/like',
      bob.cookie,
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(POST_NOT_FOUND);
    const post = await createPost(alice);
    expect((await call('POST', `/api/posts/${post.id}/like`)).statusCode).toBe(401);
  });

  it('keeps the count equal to the likes under concurrent clicks by many people', async () => {
    const post = await createPost(alice);
    const crowd = await createPeople(ctx, 40);
    // Everyone likes at once, then half of them unlike at once while the others like again.
    await Promise.all(crowd.map((p) => call('POST', `/api/posts/${post.id}/like`, p.cookie)));
    expect(await likeCounts(post.id)).toEqual({ counter: 40, rows: 40 });
    const responses = await Promise.all(
      crowd.map((p, i) =>
        i % 2 === 0
          ? call('POST', `/api/posts/${post.id}/like`, p.cookie)
          : Promise.all([
              call('POST', `/api/posts/${post.id}/like`, p.cookie),
              call('POST', `/api/posts/${post.id}/like`, p.cookie),
            ]),
      ),
    );
    expect(responses.flat().every((r) => r.statusCode === 200)).toBe(true);
    const counts = await likeCounts(post.id);
    expect(counts.counter).toBe(counts.rows);
    // The 20 single toggles all unliked; each double click ends where it started (liked).
    expect(counts.rows).toBe(20);
  });

  it('one person clicking many times at once never counts twice', async () => {
    const post = await createPost(alice);
    await Promise.all(
      Array.from({ length: 9 }, () => call('POST', `/api/posts/${post.id}/like`, bob.cookie)),
    );
    const counts = await likeCounts(post.id);
    expect(counts.counter).toBe(counts.rows);
    expect(counts.rows).toBeLessThanOrEqual(1);
  });
});

describe('GET /api/community/stats', () => {
  it('counts players, upcoming games, teams and venues from the database', async () => {
    const response = await call('GET', '/api/community/stats');
    expect(response.statusCode).toBe(200);
    const [expected] = await rowsOf<Record<string, number>>(
      ctx.database.db,
      sql`select
        (select count(*)::int from users where roles @> array['player']) as players,
        (select count(*)::int from games where status = 'upcoming' and not is_private and start_time >= now()) as games,
        (select count(*)::int from teams) as teams,
        (select count(*)::int from venues where is_active) as venues`,
    );
    expect(response.json()).toEqual(expected);
    expect(response.json().players).toBeGreaterThanOrEqual(40);
  });
});
