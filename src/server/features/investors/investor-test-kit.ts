import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { DealSummary } from '@shared/contracts/investors';
import { sports } from '@server/db/schema/sports';
import { createPeople, type TestPerson } from '@server/test/people';
import { createTestContext, type TestContext } from '@server/test/test-app';

export const profile = { investorName: 'Northgate Sports Capital', investorType: 'vc' };

type Method = 'GET' | 'POST' | 'PATCH';

/**
 * Shared by the investors test files: an investor, a team captain (the target's side), a
 * stranger, and the captain's team to invest in.
 */
export async function investorsTestKit() {
  const ctx: TestContext = await createTestContext();
  const [investor, captain, stranger] = (await createPeople(ctx, 3)) as [
    TestPerson,
    TestPerson,
    TestPerson,
  ];
  const call = (method: Method, url: string, cookie?: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload && { payload }) });
  const [soccer] = await ctx.database.db
    .select()
    .from(sports)
    .where(sql`name = 'Soccer'`);
  const team = await call('POST', '/api/teams', captain.cookie, {
    name: 'Hackney Wanderers',
    sportId: soccer!.id,
    maxMembers: 10,
    isPrivate: false,
  });
  const teamId = team.json<{ id: string }>().id;
  const teamDeal = () => ({
    targetType: 'team',
    targetId: teamId,
    dealName: 'Hackney Wanderers seed round',
    investmentType: 'equity',
    amount: 50_000,
    valuation: 400_000,
  });
  const newDeal = async (body: object = teamDeal()) => {
    const response = await call('POST', '/api/investment-deals', investor.cookie, body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<DealSummary>();
  };
  const move = (id: string, cookie: string, status: string, extra: object = {}) =>
    call('POST', `/api/investment-deals/${id}/status`, cookie, { status, ...extra });
  return { ctx, investor, captain, stranger, teamId, call, teamDeal, newDeal, move };
}
