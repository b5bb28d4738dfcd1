import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WRONG_DELETE_PASSWORD } from '@shared/contracts/users';
import { rowsOf } from '@server/db/client';
import { bookAndPay, slotAt } from '@server/test/booking-helpers';
import { createTestContext, registerUser, signIn, type TestContext } from '@server/test/test-app';
import { createVenue, sportIds, userIdByEmail } from '@server/test/venue-fixtures';
import { DELETED_ACCOUNTS_EMAIL, STILL_REFERENCED } from './account.service';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload && { payload }) });
const count = async (query: ReturnType<typeof sql>) =>
  (
    await rowsOf<{ n: number }>(ctx.database.db, sql`select count(*)::int as n from (${query}) q`)
  )[0]!.n;

/** Every stored counter that disagrees with the rows it counts. */
async function wrongCounters() {
  return {
    posts: await count(sql`select id from posts p where likes_count <>
      (select count(*) from post_likes l where l.post_id = p.id) or comments_count <>
      (select count(*) from post_comments c where c.post_id = p.id)`),
    users: await count(sql`select id from users u where followers_count <>
      (select count(*) from user_follows f where f.following_id = u.id) or following_count <>
      (select count(*) from user_follows f where f.follower_id = u.id)`),
    teams: await count(sql`select id from teams t where current_members <>
      (select count(*) from team_members m where m.team_id = t.id)`),
    games: await count(sql`select id from games g where current_players <>
      (select count(*) from game_participants p where p.game_id = g.id and p.status = 'accepted')`),
    followed: await count(sql`select id from teams t where followers_count <>
      (select count(*) from entity_follows f where f.entity_type = 'team' and f.entity_id = t.id)
      union all select id from leagues l where followers_count <>
      (select count(*) from entity_follows f where f.entity_type = 'league' and f.entity_id = l.id)`),
    captainless: await count(sql`select id from teams where captain_id is null`),
  };
}

describe('DELETE /api/user', () => {
  it('refuses a wrong or missing password and keeps the account', async () => {
    const { cookie } = await registerUser(ctx.app);
    const wrong = await call('DELETE', '/api/user', cookie, { password: 'not-it' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ message: WRONG_DELETE_PASSWORD });
    expect((await call('DELETE', '/api/user', cookie, {})).statusCode).toBe(400);
    expect((await call('GET', '/api/auth/user', cookie)).statusCode).toBe(200);
  });

  it('an account with sponsorship deals is kept, with a 409 that says why', async () => {
    const { cookie, user } = await registerUser(ctx.app);
    const [sponsor] = await rowsOf<{ id: string }>(
      ctx.database.db,
      sql`insert into sponsors (user_id, company_name) values (${user.id}, 'Acme') returning id`,
    );
    await ctx.database.db.execute(
      sql`insert into sponsorship_deals (sponsor_id, entity_type, entity_id, deal_name, amount)
          values (${sponsor!.id}, 'team', ${user.id}, 'Shirts', '100.00')`,
    );
    const owner = await userIdByEmail(ctx.database.db, 'owner@matchday.dev');
    const venue = await createVenue(ctx.database.db, owner);
    const [tennis] = await sportIds(ctx.database.db, ['Tennis']);
    const slot = slotAt('Europe/London', ctx.clock.now(), 4, '10:00', '11:00');
    const booked = await bookAndPay(ctx.app, cookie, venue, tennis, slot);
    const refused = await call('DELETE', '/api/user', cookie, { password: 'secret123' });
    expect(refused.statusCode).toBe(409);
    // Refused before anything changed: the booking is still on.
    const [still] = await rowsOf<{ status: string }>(
      ctx.database.db,
      sql`select status from bookings where id = ${booked.id}`,
    );
    expect(still?.status).toBe('confirmed');
    expect(refused.json().message).toBe(STILL_REFERENCED);
    expect((await call('GET', '/api/auth/user', cookie)).statusCode).toBe(200);
  });

  it('a future booking is cancelled and refunded; a lone captain’s team goes', async () => {
    const owner = await userIdByEmail(ctx.database.db, 'owner@matchday.dev');
    const venue = await createVenue(ctx.database.db, owner);
    const [tennis] = await sportIds(ctx.database.db, ['Tennis']);
    const { cookie, user } = await registerUser(ctx.app);
    const booked = await bookAndPay(
      ctx.app,
      cookie,
      venue,
      tennis,
      slotAt('Europe/London', ctx.clock.now(), 3, '10:00', '11:00'),
    );
    const team = await call('POST', '/api/teams', cookie, {
      name: `Solo ${user.id.slice(0, 6)}`,
      sportId: tennis,
      skillLevel: 'beginner',
      maxMembers: 10,
      isPrivate: false,
    });
    expect(team.statusCode, team.body).toBe(201);

    expect((await call('DELETE', '/api/user', cookie, { password: 'secret123' })).statusCode).toBe(
      204,
    );
    const [row] = await rowsOf<{ status: string; payment_status: string; user_id: string }>(
      ctx.database.db,
      sql`select status, payment_status, user_id from bookings where id = ${booked.id}`,
    );
    expect(row).toMatchObject({ status: 'cancelled', payment_status: 'refunded' });
    expect(row!.user_id).not.toBe(user.id);
    expect(await count(sql`select id from teams where id = ${team.json().id}`)).toBe(0);
  });

  it('deletes the seeded player with a history: signed out, no orphans, no 5xx anywhere', async () => {
    const db = ctx.database.db;
    const playerId = await userIdByEmail(db, 'player@matchday.dev');
    const cookie = await signIn(ctx.app, 'player@matchday.dev', 'matchday123');
    const ownerCookie = await signIn(ctx.app, 'owner@matchday.dev', 'matchday123');
    const led = await rowsOf<{ id: string; heir: string | null }>(
      db,
      sql`select t.id, (select user_id from team_members m where m.team_id = t.id
            and m.user_id <> ${playerId} order by joined_at, id limit 1) as heir
          from teams t where captain_id = ${playerId}`,
    );
    expect(led.length).toBeGreaterThan(0);
    const pastBookings = await count(
      sql`select id from bookings where user_id = ${playerId} and end_time <= now()`,
    );
    expect(pastBookings).toBeGreaterThan(0);

    const deleted = await call('DELETE', '/api/user', cookie, { password: 'matchday123' });
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(deleted.cookies.find((c) => c.name === 'matchday_sid')?.value).toBe('');
    expect((await call('GET', '/api/auth/user', cookie)).statusCode).toBe(401);
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'player@matchday.dev', password: 'matchday123' },
    });
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe('Invalid email or password');

    // Nothing points at the account any more; the venue's books keep the past bookings.
    const references = await rowsOf<{ table_name: string; column_name: string }>(
      db,
      sql`select table_name, column_name from information_schema.columns
          where table_schema = 'public' and data_type = 'uuid'`,
    );
    const left: string[] = [];
    for (const { table_name: table, column_name: column } of references) {
      const n = await count(
        sql`select 1 from ${sql.identifier(table)} where ${sql.identifier(column)} = ${playerId}`,
      );
      if (n) left.push(`${table}.${column}`);
    }
    expect(left).toEqual([]);
    expect(
      await count(sql`select b.id from bookings b join users u on u.id = b.user_id
        where u.email = ${DELETED_ACCOUNTS_EMAIL} and b.end_time <= now()`),
    ).toBeGreaterThanOrEqual(pastBookings);
    expect(await wrongCounters()).toEqual({
      posts: 0,
      users: 0,
      teams: 0,
      games: 0,
      followed: 0,
      captainless: 0,
    });
    for (const team of led) {
      const [now] = await rowsOf<{ captain_id: string }>(
        db,
        sql`select captain_id from teams where id = ${team.id}`,
      );
      if (team.heir) expect(now?.captain_id).toBe(team.heir);
      else expect(now).toBeUndefined();
    }

    const someone = (await registerUser(ctx.app)).cookie;
    for (const url of [
      '/api/posts',
      '/api/players',
      '/api/games',
      '/api/teams',
      '/api/venues',
      '/api/community/stats',
      ...led.filter((t) => t.heir).map((t) => `/api/teams/${t.id}`),
    ]) {
      const answer = await call('GET', url, someone);
      expect(answer.statusCode, `${url}: ${answer.body.slice(0, 200)}`).toBe(200);
    }
    const players = (await call('GET', '/api/players?q=Deleted', someone)).json();
    expect(JSON.stringify(players)).not.toContain('Deleted account');
    const books = await call('GET', '/api/venue/bookings?pageSize=100', ownerCookie);
    expect(books.statusCode).toBe(200);
    const stats = await call('GET', '/api/venue/stats', ownerCookie);
    expect(stats.statusCode).toBe(200);
  });
});
