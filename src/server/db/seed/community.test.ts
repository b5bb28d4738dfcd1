import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '@server/db/client';
import { createTestContext, type TestContext } from '@server/test/test-app';
import { seedDatabase } from './index';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const count = async (query: ReturnType<typeof sql>) =>
  (await rowsOf<{ n: number }>(ctx.database.db, query))[0]!.n;

describe('community seed', () => {
  it('makes every tab look alive', async () => {
    expect(
      await count(
        sql`select count(*)::int as n from users where email like '%@players.matchday.dev'`,
      ),
    ).toBeGreaterThanOrEqual(40);
    expect(
      await count(sql`select count(*)::int as n from games where start_time > now()`),
    ).toBeGreaterThanOrEqual(30);
    expect(await count(sql`select count(*)::int as n from teams`)).toBeGreaterThanOrEqual(15);
    expect(await count(sql`select count(*)::int as n from posts`)).toBeGreaterThanOrEqual(50);
    expect(await count(sql`select count(*)::int as n from post_likes`)).toBeGreaterThan(100);
    expect(await count(sql`select count(*)::int as n from post_comments`)).toBeGreaterThan(50);
    expect(await count(sql`select count(*)::int as n from user_follows`)).toBeGreaterThan(100);
    expect(
      await count(
        sql`select count(distinct city)::int as n from (select split_part(location, ',', 1) as city from users where email like '%@players.matchday.dev') c`,
      ),
    ).toBeGreaterThan(15);
    expect(
      await count(sql`select count(distinct sport_id)::int as n from player_sports`),
    ).toBeGreaterThan(10);
    expect(
      await count(
        sql`select count(distinct skill_level)::int as n from users where email like '%@players.matchday.dev'`,
      ),
    ).toBe(4);
  });

  it('plays games at the sample venues where a city has one for the sport', async () => {
    const atVenues = await count(
      sql`select count(*)::int as n from games g join venues v on v.id = g.venue_id
          join venue_sports vs on vs.venue_id = v.id and vs.sport_id = g.sport_id`,
    );
    expect(atVenues).toBeGreaterThan(0);
    // Every game is somewhere: a venue or a place in words.
    expect(
      await count(
        sql`select count(*)::int as n from games where venue_id is null and location is null`,
      ),
    ).toBe(0);
  });

  it('leaves every counter equal to the rows it counts', async () => {
    const drift = await rowsOf<{ what: string; n: number }>(
      ctx.database.db,
      sql`select 'posts.likes_count' as what, count(*)::int as n from posts p
            where likes_count <> (select count(*) from post_likes where post_id = p.id)
          union all select 'posts.comments_count', count(*)::int from posts p
            where comments_count <> (select count(*) from post_comments where post_id = p.id)
          union all select 'games.current_players', count(*)::int from games g
            where current_players <> (select count(*) from game_participants where game_id = g.id and status = 'accepted')
          union all select 'teams.current_members', count(*)::int from teams t
            where current_members <> (select count(*) from team_members where team_id = t.id)
          union all select 'users.followers_count', count(*)::int from users u
            where followers_count <> (select count(*) from user_follows where following_id = u.id)
          union all select 'users.following_count', count(*)::int from users u
            where following_count <> (select count(*) from user_follows where follower_id = u.id)`,
    );
    expect(drift.filter((row) => row.n > 0)).toEqual([]);
  });

  it('does not seed twice', async () => {
    const before = await count(sql`select count(*)::int as n from posts`);
    await seedDatabase(ctx.database.db, { demo: true, uploadStore: ctx.uploadStore });
    expect(await count(sql`select count(*)::int as n from posts`)).toBe(before);
  });
});
