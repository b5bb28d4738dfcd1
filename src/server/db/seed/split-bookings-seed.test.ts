import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, signIn, type TestContext } from '@server/test/test-app';
import { DEMO_PASSWORD } from './demo-accounts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

type Split = {
  bookerId: string;
  status: string;
  shares: { userId: string | null; status: string }[];
};

describe('seeded split bookings and open matches', () => {
  it('player@matchday.dev books a split with paid and unpaid shares and owes a share of another', async () => {
    const cookie = await signIn(ctx.app, 'player@matchday.dev', DEMO_PASSWORD);
    const me = (await ctx.app.inject({ url: '/api/auth/user', headers: { cookie } })).json<{
      id: string;
    }>();
    const splits = (await ctx.app.inject({ url: '/api/splits', headers: { cookie } })).json<{
      items: Split[];
    }>().items;
    const own = splits.find((s) => s.bookerId === me.id)!;
    expect(own.status).toBe('collecting');
    const statuses = own.shares.map((s) => s.status);
    expect(statuses).toContain('paid');
    expect(statuses).toContain('unpaid');
    const invited = splits.find((s) => s.bookerId !== me.id)!;
    expect(invited.shares.find((s) => s.userId === me.id)?.status).toBe('unpaid');
  });

  it('lists open matches with places left', async () => {
    const list = (await ctx.app.inject({ url: '/api/open-matches' })).json<{
      items: { placesLeft: number }[];
    }>();
    expect(list.items.length).toBeGreaterThanOrEqual(2);
    expect(list.items.every((m) => m.placesLeft > 0)).toBe(true);
  });
});
