import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { DealView } from '@shared/contracts/sponsors';
import { sports } from '@server/db/schema/sports';
import { createPeople, type TestPerson } from '@server/test/people';
import { createTestContext, type TestContext } from '@server/test/test-app';

type Method = 'GET' | 'POST';

/**
 * What the sponsors' API tests share: a fresh app, two sponsor accounts (the rival with a
 * profile), a team's captain and a stranger, the team, and calls that read well in a test.
 */
export async function createSponsorKit() {
  const ctx: TestContext = await createTestContext();
  const [soccer] = await ctx.database.db
    .select()
    .from(sports)
    .where(sql`name = 'Soccer'`);
  const [brand, rival] = await createPeople(ctx, 2, { userType: 'sponsor', roles: ['sponsor'] });
  const [captain, stranger] = await createPeople(ctx, 2);

  const call = (method: Method, url: string, cookie?: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload && { payload }) });

  async function ok<T>(method: Method, url: string, cookie: string, payload?: object) {
    const response = await call(method, url, cookie, payload);
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response.json<T>();
  }

  const teamId = (
    await ok<{ id: string }>('POST', '/api/teams', captain!.cookie, {
      name: 'Zephyr Park Wanderers',
      sportId: soccer!.id,
      maxMembers: 10,
      isPrivate: false,
    })
  ).id;
  await ok('POST', '/api/sponsors', rival!.cookie, { companyName: 'Volt Energy' });

  const deal = (overrides: object = {}) => ({
    entityType: 'team',
    entityId: teamId,
    dealName: 'Shirt sponsor 2026/27',
    dealType: 'kit',
    amount: 12000,
    startDate: '2026-01-01',
    endDate: '2099-12-31',
    exclusivity: true,
    deliverables: ['Logo on the home shirt', 'Three posts a month'],
    kpis: [{ metric: 'followers_gained', target: 50 }],
    ...overrides,
  });

  const move = (id: string, who: TestPerson, body: object) =>
    call('POST', `/api/sponsorship-deals/${id}/status`, who.cookie, body);

  /** A deal proposed and sent by `sponsor`: in negotiation, the team's turn. */
  async function sentDeal(sponsor: TestPerson, overrides: object = {}) {
    const draft = await ok<DealView>(
      'POST',
      '/api/sponsorship-deals',
      sponsor.cookie,
      deal(overrides),
    );
    await ok('POST', `/api/sponsorship-deals/${draft.id}/status`, sponsor.cookie, {
      status: 'negotiation',
    });
    return draft.id;
  }

  return {
    ctx,
    brand: brand!,
    rival: rival!,
    captain: captain!,
    stranger: stranger!,
    teamId,
    soccerId: soccer!.id,
    call,
    ok,
    deal,
    move,
    sentDeal,
  };
}

export type SponsorKit = Awaited<ReturnType<typeof createSponsorKit>>;
