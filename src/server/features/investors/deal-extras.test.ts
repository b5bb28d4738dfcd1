import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DealDetail, DealSummary } from '@shared/contracts/investors';
import { rowsOf } from '@server/db/client';
import { eventually } from '@server/test/eventually';
import { registerUser } from '@server/test/test-app';
import { investorsTestKit, profile } from './investor-test-kit';

let kit: Awaited<ReturnType<typeof investorsTestKit>>;
beforeAll(async () => {
  kit = await investorsTestKit();
  expect((await kit.call('POST', '/api/investors', kit.investor.cookie, profile)).statusCode).toBe(
    201,
  );
});
afterAll(() => kit.ctx.close());

describe('deal milestones, documents and data room', () => {
  it('keeps milestones and documents, with their messages', async () => {
    const deal = await kit.newDeal();
    const url = `/api/investment-deals/${deal.id}`;
    const noDate = await kit.call('POST', `${url}/milestones`, kit.investor.cookie, {
      title: 'Audit',
    });
    expect(noDate.json().message).toBe('Give the milestone a date');
    const added = await kit.call('POST', `${url}/milestones`, kit.captain.cookie, {
      title: 'Audited accounts',
      dueDate: '2026-12-01',
    });
    expect(added.statusCode).toBe(201);
    const milestone = added.json<DealDetail>().milestones[0]!;
    const ticked = await kit.call(
      'PATCH',
      `${url}/milestones/${milestone.id}`,
      kit.investor.cookie,
      {
        done: true,
      },
    );
    expect(ticked.json<DealDetail>().milestones[0]!.doneAt).not.toBeNull();
    const other = await kit.call(
      'PATCH',
      `${url}/milestones/${randomUUID()}`,
      kit.investor.cookie,
      {
        done: true,
      },
    );
    expect(other.statusCode).toBe(404);
    const badLink = await kit.call('POST', `${url}/documents`, kit.investor.cookie, {
      title: 'Term sheet',
      url: 'javascript:alert(1)',
    });
    expect(badLink.json().message).toBe('Give a web link (https://…) or upload an image');
    const borrowed = await kit.call('POST', `${url}/documents`, kit.investor.cookie, {
      title: 'Photo',
      url: `/api/uploads/${randomUUID()}`,
    });
    expect(borrowed.json().message).toBe('Attach an image you uploaded yourself');
    const doc = await kit.call('POST', `${url}/documents`, kit.investor.cookie, {
      title: 'Term sheet',
      url: 'https://example.com/term-sheet',
    });
    expect(doc.json<DealDetail>().documents).toEqual([
      expect.objectContaining({ title: 'Term sheet', url: 'https://example.com/term-sheet' }),
    ]);
    expect(
      (
        await kit.call('POST', `${url}/documents`, kit.stranger.cookie, {
          title: 'x1',
          url: 'https://a.b',
        })
      ).statusCode,
    ).toBe(404);
  });

  it('runs a data-room request: investor asks once, the target answers once', async () => {
    const deal = await kit.newDeal();
    const url = `/api/investment-deals/${deal.id}/data-room`;
    const byTarget = await kit.call('POST', url, kit.captain.cookie, {});
    expect(byTarget.statusCode).toBe(403);
    const asked = await kit.call('POST', url, kit.investor.cookie, {
      message: 'Accounts for 2025, please',
    });
    expect(asked.statusCode).toBe(201);
    expect(asked.json<DealDetail>().dataRoomRequest).toMatchObject({ status: 'pending' });
    expect((await kit.call('POST', url, kit.investor.cookie, {})).statusCode).toBe(409);
    const inbound = (await kit.call('GET', '/api/investment-deals', kit.captain.cookie)).json<
      DealSummary[]
    >();
    expect(inbound.find((d) => d.id === deal.id)!.dataRoom).toBe('pending');
    const byInvestor = await kit.call('POST', `${url}/answer`, kit.investor.cookie, {
      answer: 'shared',
    });
    expect(byInvestor.statusCode).toBe(403);
    const badAnswer = await kit.call('POST', `${url}/answer`, kit.captain.cookie, {
      answer: 'maybe',
    });
    expect(badAnswer.json().message).toBe('Answer shared or declined');
    const shared = await kit.call('POST', `${url}/answer`, kit.captain.cookie, {
      answer: 'shared',
    });
    expect(shared.json<DealDetail>().dataRoomRequest).toMatchObject({ status: 'shared' });
    expect(
      (await kit.call('POST', `${url}/answer`, kit.captain.cookie, { answer: 'declined' }))
        .statusCode,
    ).toBe(409);
    const seen = (
      await kit.call('GET', `/api/investment-deals/${deal.id}`, kit.investor.cookie)
    ).json<DealDetail>();
    expect(seen.dataRoom).toBe('shared');
    await eventually(async () => {
      const rows = await rowsOf<{ title: string }>(
        kit.ctx.database.db,
        sql`select title from notifications where user_id = ${kit.investor.id} and related_id = ${deal.id}`,
      );
      expect(rows.map((r) => r.title)).toEqual(['Data room shared']);
    });
  });

  it('keeps the deals when their investor tries to delete the account (money history)', async () => {
    const { cookie } = await registerUser(kit.ctx.app, { userType: 'investor' });
    await kit.call('POST', '/api/investors', cookie, profile);
    const deal = await kit.call('POST', '/api/investment-deals', cookie, kit.teamDeal());
    expect(deal.statusCode).toBe(201);
    const refused = await kit.ctx.app.inject({
      method: 'DELETE',
      url: '/api/user',
      headers: { cookie },
      payload: { password: 'secret123' },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/investment deals/);
  });
});
