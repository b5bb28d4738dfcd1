import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEAL_NOT_FOUND,
  NO_INVESTOR_PROFILE,
  TARGET_NOT_FOUND,
  type DealDetail,
  type DealSummary,
  type InvestorProfileView,
  type PortfolioView,
} from '@shared/contracts/investors';
import { rowsOf } from '@server/db/client';
import { eventually } from '@server/test/eventually';
import { EXIT_VALUE_NEEDED } from './deals.service';
import { investorsTestKit, profile } from './investor-test-kit';

let kit: Awaited<ReturnType<typeof investorsTestKit>>;
beforeAll(async () => {
  kit = await investorsTestKit();
});
afterAll(() => kit.ctx.close());

describe('investor profile', () => {
  it('asks for a session', async () => {
    expect((await kit.call('POST', '/api/investors', undefined, profile)).statusCode).toBe(401);
    expect((await kit.call('GET', '/api/investors/me')).statusCode).toBe(401);
    expect((await kit.call('GET', '/api/investment-deals')).statusCode).toBe(401);
    expect(
      (await kit.call('POST', '/api/investment-deals', undefined, kit.teamDeal())).statusCode,
    ).toBe(401);
  });

  it('refuses a deal before the profile exists, and bad profiles with their message', async () => {
    const early = await kit.call(
      'POST',
      '/api/investment-deals',
      kit.investor.cookie,
      kit.teamDeal(),
    );
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(NO_INVESTOR_PROFILE);
    expect((await kit.call('GET', '/api/investors/me', kit.investor.cookie)).statusCode).toBe(404);
    const bad = await kit.call('POST', '/api/investors', kit.investor.cookie, {
      ...profile,
      minimumInvestment: 10_000,
      maximumInvestment: 5_000,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Maximum investment must be at least the minimum');
    const type = await kit.call('POST', '/api/investors', kit.investor.cookie, {
      ...profile,
      investorType: 'uncle',
    });
    expect(type.json().message).toBe('Choose an investor type from the list');
  });

  it('creates the profile once and updates it after', async () => {
    const first = await kit.call('POST', '/api/investors', kit.investor.cookie, {
      ...profile,
      preferredSports: ['Soccer'],
      minimumInvestment: 10_000,
      maximumInvestment: 250_000,
    });
    expect(first.statusCode).toBe(201);
    const again = await kit.call('POST', '/api/investors', kit.investor.cookie, {
      ...profile,
      bio: 'Grassroots clubs',
    });
    expect(again.statusCode).toBe(200);
    expect(again.json<InvestorProfileView>().id).toBe(first.json<InvestorProfileView>().id);
    const me = (
      await kit.call('GET', '/api/investors/me', kit.investor.cookie)
    ).json<InvestorProfileView>();
    expect(me).toMatchObject({ bio: 'Grassroots clubs', investorName: profile.investorName });
  });
});

describe('investment deals', () => {
  it('finds targets by name', async () => {
    const found = await kit.call(
      'GET',
      '/api/investment-deals/targets?type=team&q=hackney',
      kit.investor.cookie,
    );
    expect(found.json()).toContainEqual({ id: kit.teamId, name: 'Hackney Wanderers' });
    const startups = await kit.call(
      'GET',
      '/api/investment-deals/targets?type=startup',
      kit.investor.cookie,
    );
    expect(startups.json()).toEqual([]);
    const bad = await kit.call(
      'GET',
      '/api/investment-deals/targets?type=moon',
      kit.investor.cookie,
    );
    expect(bad.json().message).toBe('Choose a target type from the list');
  });

  it('refuses bad input with clear messages', async () => {
    const cases: [object, number, string][] = [
      [{ ...kit.teamDeal(), amount: -5 }, 400, 'Amount cannot be negative'],
      [{ ...kit.teamDeal(), targetType: 'moon' }, 400, 'Choose a target type from the list'],
      [{ ...kit.teamDeal(), targetId: undefined }, 400, 'Choose what to invest in'],
      [{ ...kit.teamDeal(), targetId: randomUUID() }, 404, TARGET_NOT_FOUND],
      [{ ...kit.teamDeal(), targetType: 'league' }, 404, TARGET_NOT_FOUND],
      [
        { ...kit.teamDeal(), targetType: 'startup' },
        400,
        'A startup or technology outside Matchday has no id; name it in the deal name',
      ],
    ];
    for (const [body, status, message] of cases) {
      const response = await kit.call('POST', '/api/investment-deals', kit.investor.cookie, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(response.json().message).toBe(message);
    }
  });

  it('opens a deal in prospecting that both parties see, and nobody else', async () => {
    const deal = await kit.newDeal();
    expect(deal).toMatchObject({
      status: 'prospecting',
      targetName: 'Hackney Wanderers',
      side: 'investor',
      allowedStatuses: ['due_diligence', 'failed'],
    });
    const inbound = (await kit.call('GET', '/api/investment-deals', kit.captain.cookie)).json<
      DealSummary[]
    >();
    expect(inbound.find((d) => d.id === deal.id)).toMatchObject({
      side: 'target',
      investorName: profile.investorName,
      allowedStatuses: ['failed'],
    });
    expect((await kit.call('GET', '/api/investment-deals', kit.stranger.cookie)).json()).toEqual(
      [],
    );
    const hidden = await kit.call('GET', `/api/investment-deals/${deal.id}`, kit.stranger.cookie);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().message).toBe(DEAL_NOT_FOUND);
    expect((await kit.move(deal.id, kit.stranger.cookie, 'failed')).statusCode).toBe(404);
    const malformed = await kit.call('GET', '/api/investment-deals/nope', kit.investor.cookie);
    expect(malformed.json().message).toBe(DEAL_NOT_FOUND);
    const interest = await eventually(async () => {
      const rows = await rowsOf<{ title: string }>(
        kit.ctx.database.db,
        sql`select title from notifications where user_id = ${kit.captain.id} and related_id = ${deal.id}`,
      );
      expect(rows).toHaveLength(1);
      return rows;
    });
    expect(interest[0]!.title).toBe('New investor interest');
  });

  it('walks the pipeline, refuses illegal moves naming the allowed ones, and computes ROI', async () => {
    const deal = await kit.newDeal();
    const skip = await kit.move(deal.id, kit.investor.cookie, 'closed');
    expect(skip.statusCode).toBe(409);
    expect(skip.json().message).toBe(
      'A deal in Prospecting cannot move to Closed; you can move it to: Due diligence, Failed',
    );
    const targetPush = await kit.move(deal.id, kit.captain.cookie, 'due_diligence');
    expect(targetPush.statusCode).toBe(409);
    expect(targetPush.json().message).toBe(
      'A deal in Prospecting cannot move to Due diligence; you can move it to: Failed',
    );
    const badStatus = await kit.move(deal.id, kit.investor.cookie, 'won');
    expect(badStatus.json().message).toBe('Choose a status from the pipeline');
    for (const status of ['due_diligence', 'negotiation', 'closed', 'active']) {
      const moved = await kit.move(deal.id, kit.investor.cookie, status);
      expect(moved.statusCode, moved.body).toBe(200);
    }
    const closed = (
      await kit.call('GET', `/api/investment-deals/${deal.id}`, kit.captain.cookie)
    ).json<DealDetail>();
    expect(closed.closingDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await kit.move(deal.id, kit.captain.cookie, 'failed')).json().message).toBe(
      'A deal in Active cannot move to Failed; there is nothing you can move it to',
    );
    const noValue = await kit.move(deal.id, kit.investor.cookie, 'exited');
    expect(noValue.statusCode).toBe(400);
    expect(noValue.json().message).toBe(EXIT_VALUE_NEEDED);
    const exited = await kit.move(deal.id, kit.investor.cookie, 'exited', { exitValue: 80_000 });
    expect(exited.json<DealSummary>()).toMatchObject({ status: 'exited', roi: 60 });
    const detail = (
      await kit.call('GET', `/api/investment-deals/${deal.id}`, kit.investor.cookie)
    ).json<DealDetail>();
    expect(detail.exitValue).toBe(80_000);
    expect(detail.exitDate).toBe(closed.closingDate);
    expect(detail.history.map((h) => h.toStatus)).toEqual([
      'exited',
      'active',
      'closed',
      'negotiation',
      'due_diligence',
      'prospecting',
    ]);
    expect(detail.history[0]!.byName).toBe(`${kit.investor.firstName} Test`);
    const me = (
      await kit.call('GET', '/api/investors/me', kit.investor.cookie)
    ).json<InvestorProfileView>();
    expect(me).toMatchObject({ successfulExits: 1, averageROI: 60 });
    const portfolio = (
      await kit.call('GET', '/api/investment-deals/portfolio', kit.investor.cookie)
    ).json<PortfolioView>();
    expect(portfolio).toMatchObject({ exitedCount: 1, exitValue: 80_000, averageRoi: 60 });
    expect(portfolio.valueOverTime.at(-1)!.value).toBeGreaterThanOrEqual(80_000);
  });

  it('lets the target decline an open deal, and off-platform startups have no target', async () => {
    const deal = await kit.newDeal();
    const declined = await kit.move(deal.id, kit.captain.cookie, 'failed');
    expect(declined.json<DealSummary>()).toMatchObject({ status: 'failed', allowedStatuses: [] });
    const startup = await kit.newDeal({
      targetType: 'startup',
      dealName: 'KickStats analytics',
      investmentType: 'convertible',
      amount: 20_000,
    });
    expect(startup).toMatchObject({ targetId: null, targetName: 'KickStats analytics' });
    const room = await kit.call(
      'POST',
      `/api/investment-deals/${startup.id}/data-room`,
      kit.investor.cookie,
      {},
    );
    expect(room.statusCode).toBe(409);
  });
});
