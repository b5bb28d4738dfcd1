import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, registerUser, type TestContext } from '@server/test/test-app';
import { createVenue, sportIds, userIdByEmail } from '@server/test/venue-fixtures';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('a game at a venue carries the venue’s time zone', () => {
  it('in the games API and on the player dashboard', async () => {
    const owner = await userIdByEmail(ctx.database.db, 'owner@matchday.dev');
    const venue = await createVenue(ctx.database.db, owner, {
      timeZone: 'Asia/Qatar',
      sports: ['Padel'],
    });
    const [padel] = await sportIds(ctx.database.db, ['Padel']);
    const { cookie } = await registerUser(ctx.app);
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/games',
      headers: { cookie },
      payload: {
        title: 'Doha evening padel',
        sportId: padel,
        venueId: venue.id,
        startTime: new Date(Date.now() + 3 * 86_400_000).toISOString(),
        maxPlayers: 4,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id;

    const detail = await ctx.app.inject({ method: 'GET', url: `/api/games/${id}` });
    expect(detail.json().venue).toMatchObject({ id: venue.id, timeZone: 'Asia/Qatar' });
    const mine = await ctx.app.inject({
      method: 'GET',
      url: '/api/player/games',
      headers: { cookie },
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().items).toMatchObject([{ id, timeZone: 'Asia/Qatar' }]);
  });
});
