import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEAL_NOT_FOUND,
  NO_SPONSOR_PROFILE,
  type DealSummary,
  type DealView,
  type DiscoverItem,
  type SponsorView,
} from '@shared/contracts/sponsors';
import { rowsOf } from '@server/db/client';
import { sports } from '@server/db/schema/sports';
import { createPeople, type TestPerson } from '@server/test/people';
import { createTestContext, type TestContext } from '@server/test/test-app';

let ctx: TestContext;
let brand: TestPerson;
let rival: TestPerson;
let captain: TestPerson;
let stranger: TestPerson;
let teamId: string;

type Method = 'GET' | 'POST';
const call = (method: Method, url: string, cookie?: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload && { payload }) });

async function ok<T>(method: Method, url: string, cookie: string, payload?: object) {
  const response = await call(method, url, cookie, payload);
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json<T>();
}

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

beforeAll(async () => {
  ctx = await createTestContext();
  const [soccer] = await ctx.database.db
    .select()
    .from(sports)
    .where(sql`name = 'Soccer'`);
  const sponsorPeople = await createPeople(ctx, 2, { userType: 'sponsor', roles: ['sponsor'] });
  [brand, rival] = [sponsorPeople[0]!, sponsorPeople[1]!];
  const players = await createPeople(ctx, 2);
  [captain, stranger] = [players[0]!, players[1]!];
  teamId = (
    await ok<{ id: string }>('POST', '/api/teams', captain.cookie, {
      name: 'Zephyr Park Wanderers',
      sportId: soccer!.id,
      maxMembers: 10,
      isPrivate: false,
    })
  ).id;
  await ok('POST', '/api/sponsors', rival.cookie, { companyName: 'Volt Energy' });
});
afterAll(() => ctx.close());

describe('sponsor profiles', () => {
  it('asks for a session to write or read my profile, and says what is wrong', async () => {
    expect((await call('POST', '/api/sponsors', undefined, { companyName: 'X' })).statusCode).toBe(
      401,
    );
    expect((await call('GET', '/api/sponsors/me')).statusCode).toBe(401);
    expect((await call('GET', '/api/sponsors/discover')).statusCode).toBe(401);
    const mine = await call('GET', '/api/sponsors/me', brand.cookie);
    expect(mine.statusCode).toBe(404);
    expect(mine.json().message).toBe(NO_SPONSOR_PROFILE);
    const bad = await call('POST', '/api/sponsors', brand.cookie, { companyName: 'A' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Company name must be at least 2 characters');
    const badType = await call('POST', '/api/sponsors', brand.cookie, {
      companyName: 'Aqua',
      sponsorType: 'benefactor',
    });
    expect(badType.json().message).toBe('Choose a sponsor type from the list');
  });

  it('creates, then updates, my profile, and shows it publicly', async () => {
    const created = await call('POST', '/api/sponsors', brand.cookie, {
      companyName: 'AquaBoost',
      industry: 'Sports drinks',
      sponsorType: 'official',
      sponsorshipBudget: 250000,
      preferredSports: ['Soccer'],
      preferredRegions: ['London'],
      website: 'https://aquaboost.example',
    });
    expect(created.statusCode).toBe(201);
    const profile = created.json<SponsorView>();
    expect(profile).toMatchObject({ companyName: 'AquaBoost', sponsorshipBudget: 250000 });
    const updated = await call('POST', '/api/sponsors', brand.cookie, {
      companyName: 'AquaBoost Ltd',
      industry: 'Sports drinks',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json<SponsorView>()).toMatchObject({
      id: profile.id,
      companyName: 'AquaBoost Ltd',
    });
    const open = await call('GET', `/api/sponsors/${profile.id}`);
    expect(open.json<SponsorView>()).toMatchObject({
      companyName: 'AquaBoost Ltd',
      activeDeals: 0,
    });
    expect((await call('GET', `/api/sponsors/${randomUUID()}`)).statusCode).toBe(404);
  });
});

describe('discovery', () => {
  it('finds the team with reach counted from follows and members', async () => {
    await ok('POST', '/api/follows', stranger.cookie, { entityType: 'team', entityId: teamId });
    const found = await ok<DiscoverItem[]>(
      'GET',
      '/api/sponsors/discover?entityType=team&q=zephyr',
      brand.cookie,
    );
    expect(found).toEqual([
      expect.objectContaining({
        entityId: teamId,
        name: 'Zephyr Park Wanderers',
        reach: expect.objectContaining({ followers: 1, members: expect.any(Number) }),
      }),
    ]);
    const all = await ok<DiscoverItem[]>('GET', '/api/sponsors/discover', brand.cookie);
    expect(new Set(all.map((item) => item.entityType)).size).toBeGreaterThan(2);
    const bad = await call('GET', '/api/sponsors/discover?entityType=planet', brand.cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Choose what to discover from the list');
  });
});

describe('sponsorship deals', () => {
  it('refuses without a session, without a profile, and with bad terms', async () => {
    expect((await call('POST', '/api/sponsorship-deals', undefined, deal())).statusCode).toBe(401);
    expect((await call('GET', '/api/sponsorship-deals')).statusCode).toBe(401);
    expect((await call('GET', `/api/sponsorship-deals/${randomUUID()}`)).statusCode).toBe(401);
    const noProfile = await call('POST', '/api/sponsorship-deals', stranger.cookie, deal());
    expect(noProfile.json().message).toBe(NO_SPONSOR_PROFILE);
    const dates = await call(
      'POST',
      '/api/sponsorship-deals',
      brand.cookie,
      deal({ endDate: '2025-01-01' }),
    );
    expect(dates.statusCode).toBe(400);
    expect(dates.json().message).toBe('The end date must not be before the start date');
    const kind = await call(
      'POST',
      '/api/sponsorship-deals',
      brand.cookie,
      deal({ dealType: 'gift' }),
    );
    expect(kind.json().message).toBe('Choose a deal type from the list');
    const kpi = await call(
      'POST',
      '/api/sponsorship-deals',
      brand.cookie,
      deal({ kpis: [{ metric: 'check_ins', target: 10 }] }),
    );
    expect(kpi.statusCode).toBe(400);
    expect(kpi.json().message).toContain('choose from: followers_gained');
    const missing = await call(
      'POST',
      '/api/sponsorship-deals',
      brand.cookie,
      deal({ entityId: randomUUID() }),
    );
    expect(missing.statusCode).toBe(404);
  });

  it('keeps a draft to the sponsor and a deal to its two parties', async () => {
    const draft = await ok<DealView>('POST', '/api/sponsorship-deals', brand.cookie, deal());
    expect(draft).toMatchObject({
      status: 'draft',
      side: 'sponsor',
      allowed: ['negotiation', 'terminated'],
    });
    expect(draft.deliverables.map((d) => d.title)).toEqual([
      'Logo on the home shirt',
      'Three posts a month',
    ]);
    const url = `/api/sponsorship-deals/${draft.id}`;
    expect((await call('GET', url, captain.cookie)).statusCode).toBe(404);
    const other = await call('GET', url, stranger.cookie);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe(DEAL_NOT_FOUND);
    expect((await call('GET', url, rival.cookie)).statusCode).toBe(404);
    const illegal = await move(draft.id, brand, { status: 'active' });
    expect(illegal.statusCode).toBe(409);
    expect(illegal.json().message).toBe(
      'This deal is draft; it cannot move to active by you — you may move it to: negotiation, terminated',
    );
    await ok('POST', `${url}/status`, brand.cookie, { status: 'negotiation' });
    const theirs = await ok<DealSummary[]>('GET', '/api/sponsorship-deals', captain.cookie);
    expect(theirs).toEqual([
      expect.objectContaining({
        id: draft.id,
        side: 'entity',
        turn: 'entity',
        sponsorName: 'AquaBoost Ltd',
      }),
    ]);
    expect(await ok<DealSummary[]>('GET', '/api/sponsorship-deals', stranger.cookie)).toEqual([]);
    await ok('POST', `${url}/status`, brand.cookie, { status: 'terminated' });
  });

  it('negotiates by turns: counter, accept, tick a deliverable, see the KPI, history', async () => {
    const id = await sentDeal(brand, { exclusivity: false, dealType: 'official' });
    const early = await move(id, brand, { status: 'active' });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toContain('you may move it to: terminated');
    const empty = await move(id, captain, { status: 'negotiation' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(
      'A counter-offer must change the amount, the dates or the deliverables',
    );
    const countered = await move(id, captain, { status: 'negotiation', amount: 15000 });
    expect(countered.json<DealView>()).toMatchObject({ amount: 15000, turn: 'sponsor' });
    const again = await move(id, captain, { status: 'active' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain('you may move it to: terminated');
    const active = (await move(id, brand, { status: 'active' })).json<DealView>();
    expect(active).toMatchObject({ status: 'active', turn: null });
    expect(active.history.map((h) => h.action)).toEqual([
      'proposed',
      'sent',
      'countered',
      'accepted',
    ]);
    expect(active.history[2]).toMatchObject({
      side: 'entity',
      changes: { amount: { from: 12000, to: 15000 } },
    });

    const item = active.deliverables[0]!;
    const tickUrl = `/api/sponsorship-deals/${id}/deliverables/${item.id}`;
    const bySponsor = await call('POST', tickUrl, brand.cookie, { done: true });
    expect(bySponsor.statusCode).toBe(409);
    const badEvidence = await call('POST', tickUrl, captain.cookie, {
      done: true,
      evidenceUrl: 'photo',
    });
    expect(badEvidence.json().message).toBe('Evidence must be a link or an uploaded photo');
    const ticked = await ok<DealView>('POST', tickUrl, captain.cookie, {
      done: true,
      evidenceUrl: 'https://example.com/shirt.jpg',
    });
    expect(ticked.deliverables[0]).toMatchObject({ evidenceUrl: 'https://example.com/shirt.jpg' });
    expect(ticked.deliverables[0]!.doneAt).not.toBeNull();
    // The team's follower from the discovery test followed after the deal's start date.
    expect(ticked.kpis).toEqual([{ metric: 'followers_gained', target: 50, delivered: 1 }]);
    const profile = await ok<SponsorView>('GET', '/api/sponsors/me', brand.cookie);
    expect(profile.sponsoring).toEqual([
      expect.objectContaining({ entityId: teamId, dealType: 'official' }),
    ]);

    const renewed = await ok<DealView>(
      'POST',
      `/api/sponsorship-deals/${id}/status`,
      brand.cookie,
      {
        status: 'renewed',
      },
    );
    const link = renewed.history.at(-1)!;
    expect(link).toMatchObject({ action: 'renewed', toStatus: 'renewed' });
    const next = await ok<DealView>(
      'GET',
      `/api/sponsorship-deals/${link.relatedDealId}`,
      captain.cookie,
    );
    expect(next).toMatchObject({ status: 'negotiation', turn: 'entity', startDate: '2100-01-01' });
    const ended = await move(id, captain, { status: 'terminated' });
    expect(ended.statusCode).toBe(409);
    expect(ended.json().message).toContain('you cannot change it now');
  });

  it('expires an active deal once its end date has passed', async () => {
    const id = await sentDeal(brand, {
      dealType: 'presenting',
      startDate: '2020-01-01',
      endDate: '2020-12-31',
    });
    await ok('POST', `/api/sponsorship-deals/${id}/status`, captain.cookie, { status: 'active' });
    const read = await ok<DealView>('GET', `/api/sponsorship-deals/${id}`, brand.cookie);
    expect(read.status).toBe('expired');
    expect(read.history.at(-1)).toMatchObject({ action: 'expired', actorName: null });
  });

  it('lets only one of two exclusive deals become active, even at once', async () => {
    const first = await sentDeal(brand, { dealType: 'title' });
    const second = await sentDeal(rival, { dealType: 'title' });
    const answers = await Promise.all([
      move(first, captain, { status: 'active' }),
      move(second, captain, { status: 'active' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((a) => a.statusCode === 409)!;
    expect(refused.json().message).toBe(
      'There is already an active title deal on this team, and exclusivity allows only one',
    );
  });
});

describe('the demo seed', () => {
  it('gives the demo sponsor a deal in every status and the manager an inbound one', async () => {
    const rows = await rowsOf<{ status: string; email: string | null }>(
      ctx.database.db,
      sql`select d.status, m.email from sponsorship_deals d
            join sponsors s on s.id = d.sponsor_id
            join users u on u.id = s.user_id and u.email = 'sponsor@matchday.dev'
            left join teams t on t.id = d.entity_id
            left join users m on m.id in (t.captain_id, t.manager_id)`,
    );
    expect(new Set(rows.map((row) => row.status))).toEqual(
      new Set(['draft', 'negotiation', 'active', 'expired', 'terminated', 'renewed']),
    );
    const inbound = rows.filter((row) => row.status === 'negotiation').map((row) => row.email);
    expect(inbound).toEqual(
      expect.arrayContaining(['manager@matchday.dev', 'player@matchday.dev']),
    );
  });
});
