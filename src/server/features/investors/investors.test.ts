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
import { sports } from '@server/db/schema/sports';
import { eventually } from '@server/test/eventually';
import { createPeople, type TestPerson } from '@server/test/people';
import { createTestContext, type TestContext } from '@server/test/test-app';
import { EXIT_VALUE_NEEDED } from './deals.service';

let ctx: TestContext;
let investor: TestPerson;
let captain: TestPerson;
let stranger: TestPerson;
let teamId: string;

type Method = 'GET' | 'POST' | 'PATCH';
const call = (method: Method, url: string, cookie?: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload && { payload }) });

const profile = { investorName: 'Northgate Sports Capital', investorType: 'vc' };
const teamDeal = () => ({
  targetType: 'team',
  targetId: teamId,
  dealName: 'Hackney Wanderers seed round',
  investmentType: 'equity',
  amount: 50_000,
  valuation: 400_000,
});

async function newDeal(body: object = teamDeal()) {
  const response = await call('POST', '/api/investment-deals', investor.cookie, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<DealSummary>();
}
const move = (id: string, cookie: string, status: string, extra: object = {}) =>
  call('POST', `/api/investment-deals/${id}/status`, cookie, { status, ...extra });

beforeAll(async () => {
  ctx = await createTestContext();
  [investor, captain, stranger] = (await createPeople(ctx, 3)) as [
    TestPerson,
    TestPerson,
    TestPerson,
  ];
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
  teamId = team.json<{ id: string }>().id;
});
afterAll(() => ctx.close());

describe('investor profile', () => {
  it('asks for a session', async () => {
    expect((await call('POST', '/api/investors', undefined, profile)).statusCode).toBe(401);
    expect((await call('GET', '/api/investors/me')).statusCode).toBe(401);
    expect((await call('GET', '/api/investment-deals')).statusCode).toBe(401);
    expect((await call('POST', '/api/investment-deals', undefined, teamDeal())).statusCode).toBe(
      401,
    );
  });

  it('refuses a deal before the profile exists, and bad profiles with their message', async () => {
    const early = await call('POST', '/api/investment-deals', investor.cookie, teamDeal());
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(NO_INVESTOR_PROFILE);
    expect((await call('GET', '/api/investors/me', investor.cookie)).statusCode).toBe(404);
    const bad = await call('POST', '/api/investors', investor.cookie, {
      ...profile,
      minimumInvestment: 10_000,
      maximumInvestment: 5_000,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Maximum investment must be at least the minimum');
    const type = await call('POST', '/api/investors', investor.cookie, {
      ...profile,
      investorType: 'uncle',
    });
    expect(type.json().message).toBe('Choose an investor type from the list');
  });

  it('creates the profile once and updates it after', async () => {
    const first = await call('POST', '/api/investors', investor.cookie, {
      ...profile,
      preferredSports: ['Soccer'],
      minimumInvestment: 10_000,
      maximumInvestment: 250_000,
    });
    expect(first.statusCode).toBe(201);
    const again = await call('POST', '/api/investors', investor.cookie, {
      ...profile,
      bio: 'Grassroots clubs',
    });
    expect(again.statusCode).toBe(200);
    expect(again.json<InvestorProfileView>().id).toBe(first.json<InvestorProfileView>().id);
    const me = (
      await call('GET', '/api/investors/me', investor.cookie)
    ).json<InvestorProfileView>();
    expect(me).toMatchObject({ bio: 'Grassroots clubs', investorName: profile.investorName });
  });
});

describe('investment deals', () => {
  it('finds targets by name', async () => {
    const found = await call(
      'GET',
      '/api/investment-deals/targets?type=team&q=hackney',
      investor.cookie,
    );
    expect(found.json()).toContainEqual({ id: teamId, name: 'Hackney Wanderers' });
    const startups = await call(
      'GET',
      '/api/investment-deals/targets?type=startup',
      investor.cookie,
    );
    expect(startups.json()).toEqual([]);
    const bad = await call('GET', '/api/investment-deals/targets?type=moon', investor.cookie);
    expect(bad.json().message).toBe('Choose a target type from the list');
  });

  it('refuses bad input with clear messages', async () => {
    const cases: [object, number, string][] = [
      [{ ...teamDeal(), amount: -5 }, 400, 'Amount cannot be negative'],
      [{ ...teamDeal(), targetType: 'moon' }, 400, 'Choose a target type from the list'],
      [{ ...teamDeal(), targetId: undefined }, 400, 'Choose what to invest in'],
      [{ ...teamDeal(), targetId: randomUUID() }, 404, TARGET_NOT_FOUND],
      [{ ...teamDeal(), targetType: 'league' }, 404, TARGET_NOT_FOUND],
      [
        { ...teamDeal(), targetType: 'startup' },
        400,
        'A startup or technology outside Matchday has no id; name it in the deal name',
      ],
    ];
    for (const [body, status, message] of cases) {
      const response = await call('POST', '/api/investment-deals', investor.cookie, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(response.json().message).toBe(message);
    }
  });

  it('opens a deal in prospecting that both parties see, and nobody else', async () => {
    const deal = await newDeal();
    expect(deal).toMatchObject({
      status: 'prospecting',
      targetName: 'Hackney Wanderers',
      side: 'investor',
      allowedStatuses: ['due_diligence', 'failed'],
    });
    const inbound = (await call('GET', '/api/investment-deals', captain.cookie)).json<
      DealSummary[]
    >();
    expect(inbound.find((d) => d.id === deal.id)).toMatchObject({
      side: 'target',
      investorName: profile.investorName,
      allowedStatuses: ['failed'],
    });
    expect((await call('GET', '/api/investment-deals', stranger.cookie)).json()).toEqual([]);
    const hidden = await call('GET', `/api/investment-deals/${deal.id}`, stranger.cookie);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().message).toBe(DEAL_NOT_FOUND);
    expect((await move(deal.id, stranger.cookie, 'failed')).statusCode).toBe(404);
    const malformed = await call('GET', '/api/investment-deals/nope', investor.cookie);
    expect(malformed.json().message).toBe(DEAL_NOT_FOUND);
    const interest = await eventually(async () => {
      const rows = await rowsOf<{ title: string }>(
        ctx.database.db,
        sql`select title from notifications where user_id = ${captain.id} and related_id = ${deal.id}`,
      );
      expect(rows).toHaveLength(1);
      return rows;
    });
    expect(interest[0]!.title).toBe('New investor interest');
  });

  it('walks the pipeline, refuses illegal moves naming the allowed ones, and computes ROI', async () => {
    const deal = await newDeal();
    const skip = await move(deal.id, investor.cookie, 'closed');
    expect(skip.statusCode).toBe(409);
    expect(skip.json().message).toBe(
      'A deal in Prospecting cannot move to Closed; you can move it to: Due diligence, Failed',
    );
    const targetPush = await move(deal.id, captain.cookie, 'due_diligence');
    expect(targetPush.statusCode).toBe(409);
    expect(targetPush.json().message).toBe(
      'A deal in Prospecting cannot move to Due diligence; you can move it to: Failed',
    );
    const badStatus = await move(deal.id, investor.cookie, 'won');
    expect(badStatus.json().message).toBe('Choose a status from the pipeline');
    for (const status of ['due_diligence', 'negotiation', 'closed', 'active']) {
      const moved = await move(deal.id, investor.cookie, status);
      expect(moved.statusCode, moved.body).toBe(200);
    }
    const closed = (
      await call('GET', `/api/investment-deals/${deal.id}`, captain.cookie)
    ).json<DealDetail>();
    expect(closed.closingDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await move(deal.id, captain.cookie, 'failed')).json().message).toBe(
      'A deal in Active cannot move to Failed; there is nothing you can move it to',
    );
    const noValue = await move(deal.id, investor.cookie, 'exited');
    expect(noValue.statusCode).toBe(400);
    expect(noValue.json().message).toBe(EXIT_VALUE_NEEDED);
    const exited = await move(deal.id, investor.cookie, 'exited', { exitValue: 80_000 });
    expect(exited.json<DealSummary>()).toMatchObject({ status: 'exited', roi: 60 });
    const detail = (
      await call('GET', `/api/investment-deals/${deal.id}`, investor.cookie)
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
    expect(detail.history[0]!.byName).toBe(`${investor.firstName} Test`);
    const me = (
      await call('GET', '/api/investors/me', investor.cookie)
    ).json<InvestorProfileView>();
    expect(me).toMatchObject({ successfulExits: 1, averageROI: 60 });
    const portfolio = (
      await call('GET', '/api/investment-deals/portfolio', investor.cookie)
    ).json<PortfolioView>();
    expect(portfolio).toMatchObject({ exitedCount: 1, exitValue: 80_000, averageRoi: 60 });
    expect(portfolio.valueOverTime.at(-1)!.value).toBeGreaterThanOrEqual(80_000);
  });

  it('lets the target decline an open deal, and off-platform startups have no target', async () => {
    const deal = await newDeal();
    const declined = await move(deal.id, captain.cookie, 'failed');
    expect(declined.json<DealSummary>()).toMatchObject({ status: 'failed', allowedStatuses: [] });
    const startup = await newDeal({
      targetType: 'startup',
      dealName: 'KickStats analytics',
      investmentType: 'convertible',
      amount: 20_000,
    });
    expect(startup).toMatchObject({ targetId: null, targetName: 'KickStats analytics' });
    const room = await call(
      'POST',
      `/api/investment-deals/${startup.id}/data-room`,
      investor.cookie,
      {},
    );
    expect(room.statusCode).toBe(409);
  });

  it('keeps milestones and documents, with their messages', async () => {
    const deal = await newDeal();
    const url = `/api/investment-deals/${deal.id}`;
    const noDate = await call('POST', `${url}/milestones`, investor.cookie, { title: 'Audit' });
    expect(noDate.json().message).toBe('Give the milestone a date');
    const added = await call('POST', `${url}/milestones`, captain.cookie, {
      title: 'Audited accounts',
      dueDate: '2026-12-01',
    });
    expect(added.statusCode).toBe(201);
    const milestone = added.json<DealDetail>().milestones[0]!;
    const ticked = await call('PATCH', `${url}/milestones/${milestone.id}`, investor.cookie, {
      done: true,
    });
    expect(ticked.json<DealDetail>().milestones[0]!.doneAt).not.toBeNull();
    const other = await call('PATCH', `${url}/milestones/${randomUUID()}`, investor.cookie, {
      done: true,
    });
    expect(other.statusCode).toBe(404);
    const badLink = await call('POST', `${url}/documents`, investor.cookie, {
      title: 'Term sheet',
      url: 'javascript:alert(1)',
    });
    expect(badLink.json().message).toBe('Give a web link (https://…) or upload an image');
    const borrowed = await call('POST', `${url}/documents`, investor.cookie, {
      title: 'Photo',
      url: `/api/uploads/${randomUUID()}`,
    });
    expect(borrowed.json().message).toBe('Attach an image you uploaded yourself');
    const doc = await call('POST', `${url}/documents`, investor.cookie, {
      title: 'Term sheet',
      url: 'https://example.com/term-sheet',
    });
    expect(doc.json<DealDetail>().documents).toEqual([
      expect.objectContaining({ title: 'Term sheet', url: 'https://example.com/term-sheet' }),
    ]);
    expect(
      (await call('POST', `${url}/documents`, stranger.cookie, { title: 'x1', url: 'https://a.b' }))
        .statusCode,
    ).toBe(404);
  });

  it('runs a data-room request: investor asks once, the target answers once', async () => {
    const deal = await newDeal();
    const url = `/api/investment-deals/${deal.id}/data-room`;
    const byTarget = await call('POST', url, captain.cookie, {});
    expect(byTarget.statusCode).toBe(403);
    const asked = await call('POST', url, investor.cookie, {
      message: 'Accounts for 2025, please',
    });
    expect(asked.statusCode).toBe(201);
    expect(asked.json<DealDetail>().dataRoomRequest).toMatchObject({ status: 'pending' });
    expect((await call('POST', url, investor.cookie, {})).statusCode).toBe(409);
    const inbound = (await call('GET', '/api/investment-deals', captain.cookie)).json<
      DealSummary[]
    >();
    expect(inbound.find((d) => d.id === deal.id)!.dataRoom).toBe('pending');
    const byInvestor = await call('POST', `${url}/answer`, investor.cookie, { answer: 'shared' });
    expect(byInvestor.statusCode).toBe(403);
    const badAnswer = await call('POST', `${url}/answer`, captain.cookie, { answer: 'maybe' });
    expect(badAnswer.json().message).toBe('Answer shared or declined');
    const shared = await call('POST', `${url}/answer`, captain.cookie, { answer: 'shared' });
    expect(shared.json<DealDetail>().dataRoomRequest).toMatchObject({ status: 'shared' });
    expect(
      (await call('POST', `${url}/answer`, captain.cookie, { answer: 'declined' })).statusCode,
    ).toBe(409);
    const seen = (
      await call('GET', `/api/investment-deals/${deal.id}`, investor.cookie)
    ).json<DealDetail>();
    expect(seen.dataRoom).toBe('shared');
    await eventually(async () => {
      const rows = await rowsOf<{ title: string }>(
        ctx.database.db,
        sql`select title from notifications where user_id = ${investor.id} and related_id = ${deal.id}`,
      );
      expect(rows.map((r) => r.title)).toEqual(['Data room shared']);
    });
  });
});
