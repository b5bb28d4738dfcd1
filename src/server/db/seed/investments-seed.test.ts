import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEAL_STATUSES, type DealSummary, type PortfolioView } from '@shared/contracts/investors';
import { signIn, createTestContext, type TestContext } from '@server/test/test-app';
import { DEMO_PASSWORD, seedDemoAccounts } from './demo-accounts';
import { seedInvestments } from './investments';
import { seedSports } from './sports';
import { seedSampleVenues } from './venues';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
  const { db } = ctx.database;
  await seedSports(db);
  await seedDemoAccounts(db);
  await seedSampleVenues(db);
  await seedInvestments(db);
  await seedInvestments(db); // idempotent
});
afterAll(() => ctx.close());

const get = async <T>(email: string, url: string) => {
  const cookie = await signIn(ctx.app, email, DEMO_PASSWORD);
  const response = await ctx.app.inject({ method: 'GET', url, headers: { cookie } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
};

describe('the seeded investor', () => {
  it('has deals in every stage and a portfolio with exits', async () => {
    const deals = await get<DealSummary[]>('investor@matchday.dev', '/api/investment-deals');
    expect(new Set(deals.map((d) => d.status))).toEqual(new Set(DEAL_STATUSES));
    const portfolio = await get<PortfolioView>(
      'investor@matchday.dev',
      '/api/investment-deals/portfolio',
    );
    expect(portfolio.exitedCount).toBe(2);
    expect(portfolio.valueOverTime.length).toBeGreaterThan(3);
  });

  it('waits on the venue owner to answer a data-room request', async () => {
    const inbound = await get<DealSummary[]>('owner@matchday.dev', '/api/investment-deals');
    expect(inbound.some((d) => d.side === 'target' && d.dataRoom === 'pending')).toBe(true);
  });
});
