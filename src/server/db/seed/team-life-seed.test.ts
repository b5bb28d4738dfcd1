import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TeamDuesView, TeamEventView } from '@shared/contracts/team-life';
import type { TeamView } from '@shared/contracts/teams';
import { users } from '@server/db/schema/users';
import { createSessionStore } from '@server/lib/auth/session-store';
import { SESSION_COOKIE } from '@server/lib/auth/session-plugin';
import { createTestContext, type TestContext } from '@server/test/test-app';
import { DEMO_INVITE_CODE } from './team-life';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

async function cookieOf(email: string) {
  const [user] = await ctx.database.db.select().from(users).where(eq(users.email, email));
  const store = createSessionStore(ctx.database.db, ctx.config.session, ctx.clock);
  const { token } = await store.create(user!.id);
  return `${SESSION_COOKIE}=${token}`;
}

const get = (url: string, cookie?: string) =>
  ctx.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe('team life seed', () => {
  it('gives manager@ a team with the demo player, events both ways, half-paid dues and a link', async () => {
    const manager = await cookieOf('manager@matchday.dev');
    const managed = (await get('/api/teams/managed', manager)).json<TeamView[]>();
    const team = managed.find((t) => t.name === 'Hackney Marshes Athletic');
    expect(managed[0]).toBe(team);
    const detail = (await get(`/api/teams/${team!.id}`, manager)).json();
    expect(detail.members.length).toBeGreaterThanOrEqual(10);

    const upcoming = (await get(`/api/teams/${team!.id}/events`, manager)).json<TeamEventView[]>();
    const past = (await get(`/api/teams/${team!.id}/events?when=past`, manager)).json<
      TeamEventView[]
    >();
    expect(upcoming.length).toBeGreaterThanOrEqual(3);
    expect(past.length).toBeGreaterThanOrEqual(3);
    expect(upcoming.some((e) => e.kind === 'match' && e.counts.yes > 0)).toBe(true);

    const dues = (await get(`/api/teams/${team!.id}/dues`, manager)).json<TeamDuesView>();
    const paid = dues.dues.filter((d) => d.status === 'paid').length;
    expect(paid).toBe(Math.ceil(dues.dues.length / 2));

    const player = await cookieOf('player@matchday.dev');
    const mine = (await get(`/api/teams/${team!.id}/dues`, player)).json<TeamDuesView>();
    expect(mine.dues).toEqual([expect.objectContaining({ status: 'open' })]);
    expect((await get(`/api/team-invites/${DEMO_INVITE_CODE}`)).json()).toMatchObject({
      teamId: team!.id,
    });
  });
});
