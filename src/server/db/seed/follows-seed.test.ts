import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FollowFeedItem, FollowView } from '@shared/contracts/follows';
import { createTestContext, signIn, type TestContext } from '@server/test/test-app';
import { DEMO_PASSWORD } from './demo-accounts';
import { seedFollows } from './follows';

let ctx: TestContext;
let cookie: string;

// Every test file starts from the seeded template, so the fan's follows are already there.
beforeAll(async () => {
  ctx = await createTestContext();
  cookie = await signIn(ctx.app, 'fan@matchday.dev', DEMO_PASSWORD);
});
afterAll(() => ctx.close());

const get = <T>(url: string) =>
  ctx.app.inject({ method: 'GET', url, headers: { cookie } }).then((r) => {
    expect(r.statusCode, r.body).toBe(200);
    return r.json<T>();
  });

describe('the fan demo account', () => {
  it('follows a dozen entities of every kind but sponsors', async () => {
    const follows = await get<FollowView[]>('/api/follows');
    expect(follows.length).toBeGreaterThanOrEqual(12);
    const kinds = new Set(follows.map((f) => f.entityType));
    for (const kind of ['league', 'team', 'venue', 'federation', 'esports_team', 'esports_org']) {
      expect(kinds, kind).toContain(kind);
    }
  });

  it('has a feed of results, venue posts and esports results', async () => {
    const feed = await get<FollowFeedItem[]>('/api/follows/feed');
    const kinds = new Set(feed.map((item) => item.kind));
    expect(kinds).toContain('result');
    expect(kinds).toContain('post');
    expect(kinds).toContain('esports_result');
  });

  it('is seeded once: a second run adds nothing', async () => {
    const before = await get<FollowView[]>('/api/follows');
    const feedBefore = await get<FollowFeedItem[]>('/api/follows/feed');
    await seedFollows(ctx.database.db);
    expect(await get<FollowView[]>('/api/follows')).toEqual(before);
    expect(await get<FollowFeedItem[]>('/api/follows/feed')).toEqual(feedBefore);
  });
});
