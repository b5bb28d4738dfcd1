import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEAL_NOT_FOUND,
  NO_SPONSOR_PROFILE,
  type DealSummary,
  type DealView,
  type SponsorView,
} from '@shared/contracts/sponsors';
import { rowsOf } from '@server/db/client';
import { eventually } from '@server/test/eventually';
import { createSponsorKit, type SponsorKit } from './sponsor-test-kit';

let kit: SponsorKit;
beforeAll(async () => {
  kit = await createSponsorKit();
  // The brand's profile, and a follower of the team (after the deals' start date, for the KPI).
  await kit.ok('POST', '/api/sponsors', kit.brand.cookie, { companyName: 'AquaBoost Ltd' });
  await kit.ok('POST', '/api/follows', kit.stranger.cookie, {
    entityType: 'team',
    entityId: kit.teamId,
  });
});
afterAll(() => kit.ctx.close());

describe('sponsorship deals', () => {
  it('refuses without a session, without a profile, and with bad terms', async () => {
    expect(
      (await kit.call('POST', '/api/sponsorship-deals', undefined, kit.deal())).statusCode,
    ).toBe(401);
    expect((await kit.call('GET', '/api/sponsorship-deals')).statusCode).toBe(401);
    expect((await kit.call('GET', `/api/sponsorship-deals/${randomUUID()}`)).statusCode).toBe(401);
    const noProfile = await kit.call(
      'POST',
      '/api/sponsorship-deals',
      kit.stranger.cookie,
      kit.deal(),
    );
    expect(noProfile.json().message).toBe(NO_SPONSOR_PROFILE);
    const dates = await kit.call(
      'POST',
      '/api/sponsorship-deals',
      kit.brand.cookie,
      kit.deal({ endDate: '2025-01-01' }),
    );
    expect(dates.statusCode).toBe(400);
    expect(dates.json().message).toBe('The end date must not be before the start date');
    const kind = await kit.call(
      'POST',
      '/api/sponsorship-deals',
      kit.brand.cookie,
      kit.deal({ dealType: 'gift' }),
    );
    expect(kind.json().message).toBe('Choose a deal type from the list');
    const kpi = await kit.call(
      'POST',
      '/api/sponsorship-deals',
      kit.brand.cookie,
      kit.deal({ kpis: [{ metric: 'check_ins', target: 10 }] }),
    );
    expect(kpi.statusCode).toBe(400);
    expect(kpi.json().message).toContain('choose from: followers_gained');
    const missing = await kit.call(
      'POST',
      '/api/sponsorship-deals',
      kit.brand.cookie,
      kit.deal({ entityId: randomUUID() }),
    );
    expect(missing.statusCode).toBe(404);
  });

  it('keeps a draft to the sponsor and a deal to its two parties', async () => {
    const draft = await kit.ok<DealView>(
      'POST',
      '/api/sponsorship-deals',
      kit.brand.cookie,
      kit.deal(),
    );
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
    expect((await kit.call('GET', url, kit.captain.cookie)).statusCode).toBe(404);
    const other = await kit.call('GET', url, kit.stranger.cookie);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe(DEAL_NOT_FOUND);
    expect((await kit.call('GET', url, kit.rival.cookie)).statusCode).toBe(404);
    const illegal = await kit.move(draft.id, kit.brand, { status: 'active' });
    expect(illegal.statusCode).toBe(409);
    expect(illegal.json().message).toBe(
      'This deal is draft; it cannot move to active by you — you may move it to: negotiation, terminated',
    );
    await kit.ok('POST', `${url}/status`, kit.brand.cookie, { status: 'negotiation' });
    const theirs = await kit.ok<DealSummary[]>('GET', '/api/sponsorship-deals', kit.captain.cookie);
    expect(theirs).toEqual([
      expect.objectContaining({
        id: draft.id,
        side: 'entity',
        turn: 'entity',
        sponsorName: 'AquaBoost Ltd',
      }),
    ]);
    expect(
      await kit.ok<DealSummary[]>('GET', '/api/sponsorship-deals', kit.stranger.cookie),
    ).toEqual([]);
    await kit.ok('POST', `${url}/status`, kit.brand.cookie, { status: 'terminated' });
  });

  it('negotiates by turns: counter, accept, tick a deliverable, see the KPI, history', async () => {
    const id = await kit.sentDeal(kit.brand, { exclusivity: false, dealType: 'official' });
    const early = await kit.move(id, kit.brand, { status: 'active' });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toContain('you may move it to: terminated');
    const empty = await kit.move(id, kit.captain, { status: 'negotiation' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(
      'A counter-offer must change the amount, the dates or the deliverables',
    );
    const countered = await kit.move(id, kit.captain, { status: 'negotiation', amount: 15000 });
    expect(countered.json<DealView>()).toMatchObject({ amount: 15000, turn: 'sponsor' });
    const again = await kit.move(id, kit.captain, { status: 'active' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain('you may move it to: terminated');
    const active = (await kit.move(id, kit.brand, { status: 'active' })).json<DealView>();
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
    const bySponsor = await kit.call('POST', tickUrl, kit.brand.cookie, { done: true });
    expect(bySponsor.statusCode).toBe(409);
    const badEvidence = await kit.call('POST', tickUrl, kit.captain.cookie, {
      done: true,
      evidenceUrl: 'photo',
    });
    expect(badEvidence.json().message).toBe('Evidence must be a link or an uploaded photo');
    const ticked = await kit.ok<DealView>('POST', tickUrl, kit.captain.cookie, {
      done: true,
      evidenceUrl: 'https://example.com/shirt.jpg',
    });
    expect(ticked.deliverables[0]).toMatchObject({ evidenceUrl: 'https://example.com/shirt.jpg' });
    expect(ticked.deliverables[0]!.doneAt).not.toBeNull();
    // The team's follower from the discovery test followed after the deal's start date.
    expect(ticked.kpis).toEqual([{ metric: 'followers_gained', target: 50, delivered: 1 }]);
    const profile = await kit.ok<SponsorView>('GET', '/api/sponsors/me', kit.brand.cookie);
    expect(profile.sponsoring).toEqual([
      expect.objectContaining({ entityId: kit.teamId, dealType: 'official' }),
    ]);

    const renewed = await kit.ok<DealView>(
      'POST',
      `/api/sponsorship-deals/${id}/status`,
      kit.brand.cookie,
      {
        status: 'renewed',
      },
    );
    const link = renewed.history.at(-1)!;
    expect(link).toMatchObject({ action: 'renewed', toStatus: 'renewed' });
    const next = await kit.ok<DealView>(
      'GET',
      `/api/sponsorship-deals/${link.relatedDealId}`,
      kit.captain.cookie,
    );
    expect(next).toMatchObject({ status: 'negotiation', turn: 'entity', startDate: '2100-01-01' });
    const ended = await kit.move(id, kit.captain, { status: 'terminated' });
    expect(ended.statusCode).toBe(409);
    expect(ended.json().message).toContain('you cannot change it now');
  });

  it('expires an active deal once its end date has passed', async () => {
    const id = await kit.sentDeal(kit.brand, {
      dealType: 'presenting',
      startDate: '2020-01-01',
      endDate: '2020-12-31',
    });
    await kit.ok('POST', `/api/sponsorship-deals/${id}/status`, kit.captain.cookie, {
      status: 'active',
    });
    const read = await kit.ok<DealView>('GET', `/api/sponsorship-deals/${id}`, kit.brand.cookie);
    expect(read.status).toBe('expired');
    expect(read.history.at(-1)).toMatchObject({ action: 'expired', actorName: null });
  });

  it('lets only one of two exclusive deals become active, even at once', async () => {
    const first = await kit.sentDeal(kit.brand, { dealType: 'title' });
    const second = await kit.sentDeal(kit.rival, { dealType: 'title' });
    const answers = await Promise.all([
      kit.move(first, kit.captain, { status: 'active' }),
      kit.move(second, kit.captain, { status: 'active' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((a) => a.statusCode === 409)!;
    expect(refused.json().message).toBe(
      'There is already an active title deal on this team, and exclusivity allows only one',
    );
  });

  it('tells the other side of a proposal, a counter-offer and an acceptance', async () => {
    const id = await kit.sentDeal(kit.brand, { dealType: 'event', exclusivity: false });
    await kit.ok('POST', `/api/sponsorship-deals/${id}/status`, kit.captain.cookie, {
      status: 'negotiation',
      amount: 20000,
    });
    await kit.ok('POST', `/api/sponsorship-deals/${id}/status`, kit.brand.cookie, {
      status: 'active',
    });
    const titles = (userId: string) =>
      rowsOf<{ title: string }>(
        kit.ctx.database.db,
        sql`select title from notifications where user_id = ${userId} and related_id = ${id}`,
      ).then((rows) => rows.map((row) => row.title).sort());
    await eventually(async () => {
      expect(await titles(kit.captain.id)).toEqual([
        'New sponsorship proposal',
        'Sponsorship deal accepted',
      ]);
      expect(await titles(kit.brand.id)).toEqual(['Sponsorship counter-offer']);
    });
  });
});
