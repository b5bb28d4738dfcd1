import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentIntent } from '@shared/contracts/payments';
import type { TeamDuesView, TeamLifeView } from '@shared/contracts/team-life';
import type { TeamView } from '@shared/contracts/teams';
import { notifications } from '@server/db/schema/notifications';
import { teams } from '@server/db/schema/teams';
import { eventually } from '@server/test/eventually';
import { createPeople, type TestPerson } from '@server/test/people';
import { createTestContext, type TestContext } from '@server/test/test-app';
import { ONLY_LEADERS } from './team-access';
import { DUE_PAID } from './team-dues.payable';
import { MEMBER_NOT_FOUND } from './team-dues.service';
import { INVITE_NOT_FOUND } from './team-life.service';
import { teamLifeKit } from './team-life-kit';

let ctx: TestContext;
let captain: TestPerson;
let member: TestPerson;
let other: TestPerson;
let outsider: TestPerson;
let teamId: string;
const { call, teamWith, inDays } = teamLifeKit(() => ctx);
const CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' };

beforeAll(async () => {
  ctx = await createTestContext();
  [captain, member, other, outsider] = (await createPeople(ctx, 4)) as [
    TestPerson,
    TestPerson,
    TestPerson,
    TestPerson,
  ];
  teamId = await teamWith(captain, [member, other]);
});
afterAll(() => ctx.close());

describe('PATCH /api/teams/{id}', () => {
  it('lets the captain edit name, description and colours', async () => {
    const response = await call('PATCH', `/api/teams/${teamId}`, captain.cookie, {
      name: 'Riverside Rovers FC',
      description: 'Sunday league since 2019',
      colors: ['#1d4ed8', '#ffffff'],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Riverside Rovers FC',
      description: 'Sunday league since 2019',
    });
    const life = await call('GET', `/api/teams/${teamId}/life`, captain.cookie);
    expect(life.json<TeamLifeView>()).toMatchObject({
      colors: ['#1d4ed8', '#ffffff'],
      canManage: true,
    });
  });

  it('refuses bad input, members (403), others (404) and visitors (401)', async () => {
    const cases: [object, string][] = [
      [{ name: 'X' }, 'Team name must be at least 2 characters'],
      [{ colors: ['blue'] }, 'Colours must be like #1d4ed8'],
      [{ logo: 'https://example.com/logo.png' }, 'Upload the logo first'],
      [{ motto: 'Up the Rovers' }, 'Nothing to change'],
    ];
    for (const [body, message] of cases) {
      const response = await call('PATCH', `/api/teams/${teamId}`, captain.cookie, body);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().message).toContain(message);
    }
    const byMember = await call('PATCH', `/api/teams/${teamId}`, member.cookie, { name: 'Ours' });
    expect(byMember.statusCode).toBe(403);
    expect(byMember.json().message).toBe(ONLY_LEADERS);
    expect(
      (await call('PATCH', `/api/teams/${teamId}`, outsider.cookie, { name: 'Ours' })).statusCode,
    ).toBe(404);
    expect(
      (await call('PATCH', `/api/teams/${teamId}`, undefined, { name: 'Ours' })).statusCode,
    ).toBe(401);
  });
});

describe('invite links', () => {
  it('lets a player join a public team through the link; a reset link stops the old one', async () => {
    const made = await call('POST', `/api/teams/${teamId}/invite`, captain.cookie);
    expect(made.statusCode, made.body).toBe(200);
    const { code } = made.json<{ code: string }>();
    const preview = await call('GET', `/api/team-invites/${code}`);
    expect(preview.json()).toMatchObject({ teamId, isPrivate: false });
    const [newcomer] = await createPeople(ctx, 1);
    const joined = await call('POST', `/api/team-invites/${code}/join`, newcomer!.cookie);
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json().status).toBe('member');

    const reset = (await call('POST', `/api/teams/${teamId}/invite`, captain.cookie)).json();
    expect(reset.code).not.toBe(code);
    const old = await call('GET', `/api/team-invites/${code}`);
    expect(old.statusCode).toBe(404);
    expect(old.json().message).toBe(INVITE_NOT_FOUND);
    expect((await call('POST', `/api/teams/${teamId}/invite`, member.cookie)).statusCode).toBe(403);
    expect((await call('POST', `/api/team-invites/${reset.code}/join`)).statusCode).toBe(401);
  });

  it('asks to join a private team', async () => {
    const [leader, player] = await createPeople(ctx, 2);
    const privateTeam = await teamWith(leader!, [], true);
    const { code } = (
      await call('POST', `/api/teams/${privateTeam}/invite`, leader!.cookie)
    ).json();
    const asked = await call('POST', `/api/team-invites/${code}/join`, player!.cookie);
    expect(asked.json().status).toBe('pending');
  });
});

describe('GET /api/teams/managed', () => {
  it('lists the teams I captain or manage', async () => {
    const [manager] = await createPeople(ctx, 1);
    await ctx.database.db.update(teams).set({ managerId: manager!.id }).where(eq(teams.id, teamId));
    const mine = await call('GET', '/api/teams/managed', manager!.cookie);
    expect(mine.json<TeamView[]>().map((t) => t.id)).toEqual([teamId]);
    expect((await call('GET', '/api/teams/managed', member.cookie)).json()).toEqual([]);
    expect((await call('GET', '/api/teams/managed')).statusCode).toBe(401);
  });
});

describe('dues', () => {
  it('asks members for an amount; a member pays with the test card; the captain sees it paid', async () => {
    const asked = await call('POST', `/api/teams/${teamId}/dues`, captain.cookie, {
      label: 'Spring season subs',
      amount: '25',
      userIds: [member.id, other.id],
    });
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json<TeamDuesView>()).toMatchObject({ collected: '0.00', outstanding: '50.00' });

    const mine = (
      await call('GET', `/api/teams/${teamId}/dues`, member.cookie)
    ).json<TeamDuesView>();
    expect(mine.dues).toHaveLength(1);
    const due = mine.dues[0]!;
    expect(due).toMatchObject({ amount: '25.00', status: 'open', user: { id: member.id } });

    await eventually(async () => {
      const [told] = await ctx.database.db
        .select()
        .from(notifications)
        .where(eq(notifications.idempotencyKey, `team.due:${due.id}`));
      expect(told).toMatchObject({ userId: member.id, link: `/teams/${teamId}` });
    });

    const notMine = await call('POST', `/api/teams/${teamId}/dues/${due.id}/pay`, other.cookie);
    expect(notMine.statusCode).toBe(404);
    const pay = await call('POST', `/api/teams/${teamId}/dues/${due.id}/pay`, member.cookie);
    expect(pay.statusCode, pay.body).toBe(200);
    const { orderId } = pay.json<{ orderId: string }>();
    const again = await call('POST', `/api/teams/${teamId}/dues/${due.id}/pay`, member.cookie);
    expect(again.json().orderId).toBe(orderId);

    const intent = await call('POST', '/api/create-payment-intent', member.cookie, { orderId });
    expect(intent.statusCode, intent.body).toBe(200);
    const confirmed = await call('POST', '/api/payments/test/confirm', member.cookie, {
      clientSecret: intent.json<PaymentIntent>().clientSecret,
      ...CARD,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);

    const all = (
      await call('GET', `/api/teams/${teamId}/dues`, captain.cookie)
    ).json<TeamDuesView>();
    expect(all).toMatchObject({ collected: '25.00', outstanding: '25.00' });
    expect(all.dues.find((d) => d.id === due.id)).toMatchObject({ status: 'paid' });
    const paidAgain = await call('POST', `/api/teams/${teamId}/dues/${due.id}/pay`, member.cookie);
    expect(paidAgain.statusCode).toBe(409);
    expect(paidAgain.json().message).toBe(DUE_PAID);
  });

  it('refuses bad input, members asking (403), outsiders (404) and visitors (401)', async () => {
    const url = `/api/teams/${teamId}/dues`;
    const cases: [object, string][] = [
      [{ label: 'Subs', amount: '-5' }, 'Amount must be like 25 or 24.50'],
      [{ label: 'Subs', amount: '0' }, 'Amount must be more than zero'],
      [{ label: '', amount: '5' }, 'Label must be at least 2 characters'],
      [{ label: 'Subs', amount: '5', userIds: [outsider.id] }, MEMBER_NOT_FOUND],
    ];
    for (const [body, message] of cases) {
      const response = await call('POST', url, captain.cookie, body);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().message).toContain(message);
    }
    expect(
      (await call('POST', url, member.cookie, { label: 'Subs', amount: '5' })).statusCode,
    ).toBe(403);
    expect((await call('GET', url, outsider.cookie)).statusCode).toBe(404);
    expect((await call('GET', url)).statusCode).toBe(401);
  });
});

describe('GET /api/teams/{id}/events.ics', () => {
  it('serves a member’s feed by their token, without a cookie', async () => {
    await call('POST', `/api/teams/${teamId}/events`, captain.cookie, {
      title: 'Derby day',
      kind: 'match',
      startTime: inDays(4).toISOString(),
      location: 'Riverside Park',
    });
    const life = (
      await call('GET', `/api/teams/${teamId}/life`, member.cookie)
    ).json<TeamLifeView>();
    expect(life.calendarPath).toMatch(/events\.ics\?token=/);
    const feed = await call('GET', life.calendarPath!);
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toContain('text/calendar');
    const text = feed.body.replace(/\r\n /g, '');
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(text).toMatch(
      /BEGIN:VEVENT[\s\S]*SUMMARY:Derby day[\s\S]*LOCATION:Riverside Park[\s\S]*END:VEVENT/,
    );
    expect(text.trimEnd().endsWith('END:VCALENDAR')).toBe(true);
    const wrong = await call('GET', `/api/teams/${teamId}/events.ics?token=nope`);
    expect(wrong.statusCode).toBe(404);
    const outsiderLife = (await call('GET', `/api/teams/${teamId}/life`, outsider.cookie)).json();
    expect(outsiderLife).toMatchObject({ calendarPath: null, inviteCode: null, canManage: false });
  });
});
