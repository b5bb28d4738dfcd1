import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FOLLOW_NOT_FOUND, type FollowStatus, type FollowView } from '@shared/contracts/follows';
import { rowsOf } from '@server/db/client';
import { sports } from '@server/db/schema/sports';
import { createPeople, type TestPerson } from '@server/test/people';
import { createTestContext, registerUser, type TestContext } from '@server/test/test-app';
import { NOT_FOLLOWING } from './follows.service';

let ctx: TestContext;
let fans: TestPerson[];
let admin: TestPerson;
let teamId: string;
let otherTeamId: string;
let leagueId: string;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, cookie?: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload && { payload }) });

async function created(method: Method, url: string, cookie: string, payload: object) {
  const response = await call(method, url, cookie, payload);
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json<{ id: string }>().id;
}

const counter = async (table: 'teams' | 'leagues', id: string) =>
  (
    await rowsOf<{ n: number }>(
      ctx.database.db,
      sql`select followers_count as n from ${sql.raw(table)} where id = ${id}`,
    )
  )[0]!.n;

beforeAll(async () => {
  ctx = await createTestContext();
  const [soccer] = await ctx.database.db
    .select()
    .from(sports)
    .where(sql`name = 'Soccer'`);
  fans = await createPeople(ctx, 12, { userType: 'fan', roles: ['fan'] });
  admin = (await createPeople(ctx, 1, { userType: 'league_admin', roles: ['league'] }))[0]!;
  const team = (name: string) => ({ name, sportId: soccer!.id, maxMembers: 10, isPrivate: false });
  teamId = await created('POST', '/api/teams', admin.cookie, team('Hackney Wanderers'));
  otherTeamId = await created('POST', '/api/teams', fans[0]!.cookie, team('Bow Rangers'));
  leagueId = await created('POST', '/api/leagues', admin.cookie, {
    name: 'East London Sunday League',
    sportId: soccer!.id,
    season: '2026/27',
    leagueType: 'amateur',
    format: 'round_robin',
    maxTeams: 4,
    startDate: '2026-09-06',
    endDate: '2027-05-30',
  });
});
afterAll(() => ctx.close());

describe('follows', () => {
  it('asks for a session to follow, unfollow or list, and not to read a count', async () => {
    const body = { entityType: 'team', entityId: teamId };
    expect((await call('POST', '/api/follows', undefined, body)).statusCode).toBe(401);
    expect((await call('GET', '/api/follows')).statusCode).toBe(401);
    expect((await call('GET', '/api/follows/results')).statusCode).toBe(401);
    expect((await call('DELETE', `/api/follows/team/${teamId}`)).statusCode).toBe(401);
    const open = await call('GET', `/api/follows/team/${teamId}`);
    expect(open.statusCode).toBe(200);
    expect(open.json<FollowStatus>()).toMatchObject({ following: false });
  });

  it('refuses what cannot be followed with a clear message', async () => {
    const cookie = fans[1]!.cookie;
    const kind = await call('POST', '/api/follows', cookie, {
      entityType: 'planet',
      entityId: teamId,
    });
    expect(kind.statusCode).toBe(400);
    expect(kind.json().message).toBe('Choose what to follow from the list');
    const missing = await call('POST', '/api/follows', cookie, {
      entityType: 'league',
      entityId: randomUUID(),
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(FOLLOW_NOT_FOUND);
    // A team's id is not a league's.
    const wrongKind = await call('POST', '/api/follows', cookie, {
      entityType: 'league',
      entityId: teamId,
    });
    expect(wrongKind.statusCode).toBe(404);
    expect((await call('GET', '/api/follows/team/not-a-uuid')).statusCode).toBe(400);
  });

  it('follows once, counts right, lists it by name and unfollows', async () => {
    const fan = fans[2]!;
    const body = { entityType: 'team', entityId: teamId };
    const first = await call('POST', '/api/follows', fan.cookie, body);
    expect(first.statusCode).toBe(201);
    expect(first.json<FollowStatus>()).toMatchObject({
      following: true,
      notificationsEnabled: true,
      followers: 1,
    });
    const again = await call('POST', '/api/follows', fan.cookie, body);
    expect(again.statusCode).toBe(200);
    expect(again.json<FollowStatus>().followers).toBe(1);
    expect(await counter('teams', teamId)).toBe(1);

    const mine = (await call('GET', '/api/follows', fan.cookie)).json<FollowView[]>();
    expect(mine).toEqual([
      expect.objectContaining({ entityType: 'team', entityId: teamId, name: 'Hackney Wanderers' }),
    ]);
    const leaguesOnly = await call('GET', '/api/follows?entityType=league', fan.cookie);
    expect(leaguesOnly.json()).toEqual([]);

    const gone = await call('DELETE', `/api/follows/team/${teamId}`, fan.cookie);
    expect(gone.json<FollowStatus>()).toMatchObject({ following: false, followers: 0 });
    const twice = await call('DELETE', `/api/follows/team/${teamId}`, fan.cookie);
    expect(twice.statusCode).toBe(200);
    expect(await counter('teams', teamId)).toBe(0);
  });

  it('turns the notifications of a follow off, and says so when there is no follow', async () => {
    const fan = fans[3]!;
    const url = `/api/follows/league/${leagueId}`;
    const notFollowing = await call('PATCH', url, fan.cookie, { notificationsEnabled: false });
    expect(notFollowing.statusCode).toBe(404);
    expect(notFollowing.json().message).toBe(NOT_FOLLOWING);
    await call('POST', '/api/follows', fan.cookie, { entityType: 'league', entityId: leagueId });
    const off = await call('PATCH', url, fan.cookie, { notificationsEnabled: false });
    expect(off.json<FollowStatus>()).toMatchObject({
      following: true,
      notificationsEnabled: false,
    });
    const bad = await call('PATCH', url, fan.cookie, { notificationsEnabled: 'sometimes' });
    expect(bad.statusCode).toBe(400);
    await call('DELETE', url, fan.cookie);
  });

  it('keeps the count right when many follow at once', async () => {
    const body = { entityType: 'league', entityId: leagueId };
    const answers = await Promise.all(
      fans.flatMap((fan) => [
        call('POST', '/api/follows', fan.cookie, body),
        call('POST', '/api/follows', fan.cookie, body),
      ]),
    );
    expect(answers.every((a) => a.statusCode === 200 || a.statusCode === 201)).toBe(true);
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(fans.length);
    expect(await counter('leagues', leagueId)).toBe(fans.length);
    const status = await call('GET', `/api/follows/league/${leagueId}`, fans[0]!.cookie);
    expect(status.json<FollowStatus>()).toMatchObject({ following: true, followers: fans.length });
    await Promise.all(
      fans.map((fan) => call('DELETE', `/api/follows/league/${leagueId}`, fan.cookie)),
    );
    expect(await counter('leagues', leagueId)).toBe(0);
  });

  it('shows the results of followed leagues and of leagues followed teams play in', async () => {
    const url = `/api/leagues/${leagueId}`;
    await created('POST', `${url}/teams`, admin.cookie, { teamId });
    await created('POST', `${url}/teams`, admin.cookie, { teamId: otherTeamId });
    await call('PATCH', `${url}/status`, admin.cookie, { status: 'registration' });
    const fixtures = await call('POST', `${url}/fixtures`, admin.cookie, {
      rounds: 1,
      startDate: '2026-09-06',
      daysBetweenRounds: 7,
    });
    expect(fixtures.statusCode, fixtures.body).toBe(201);
    const [fixture] = fixtures.json<{ id: string }[]>();
    const result = await call('PUT', `${url}/fixtures/${fixture!.id}/result`, admin.cookie, {
      homeScore: 3,
      awayScore: 1,
    });
    expect(result.statusCode, result.body).toBe(200);

    const [byLeague, byTeam, nothing] = fans.slice(4, 7);
    await call('POST', '/api/follows', byLeague!.cookie, {
      entityType: 'league',
      entityId: leagueId,
    });
    await call('POST', '/api/follows', byTeam!.cookie, {
      entityType: 'team',
      entityId: otherTeamId,
    });
    for (const fan of [byLeague!, byTeam!]) {
      const results = (await call('GET', '/api/follows/results', fan.cookie)).json();
      expect(results).toEqual([
        expect.objectContaining({
          leagueName: 'East London Sunday League',
          homeScore: 3,
          awayScore: 1,
          round: 1,
        }),
      ]);
    }
    expect((await call('GET', '/api/follows/results', nothing!.cookie)).json()).toEqual([]);
  });

  it('lists the next matches of followed teams, soonest first, not the played ones', async () => {
    const [soccer] = await ctx.database.db
      .select()
      .from(sports)
      .where(sql`name = 'Soccer'`);
    const team = (name: string) => ({
      name,
      sportId: soccer!.id,
      maxMembers: 10,
      isPrivate: false,
    });
    const home = await created('POST', '/api/teams', admin.cookie, team('Leyton Lions'));
    const away = await created('POST', '/api/teams', fans[8]!.cookie, team('Poplar Park'));
    const future = await created('POST', '/api/leagues', admin.cookie, {
      name: 'Spring Cup League',
      sportId: soccer!.id,
      season: '2027',
      leagueType: 'amateur',
      format: 'round_robin',
      maxTeams: 2,
      startDate: '2099-03-07',
      endDate: '2099-06-30',
    });
    const url = `/api/leagues/${future}`;
    await created('POST', `${url}/teams`, admin.cookie, { teamId: home });
    await created('POST', `${url}/teams`, admin.cookie, { teamId: away });
    await call('PATCH', `${url}/status`, admin.cookie, { status: 'registration' });
    const generated = await call('POST', `${url}/fixtures`, admin.cookie, {
      rounds: 2,
      startDate: '2099-03-07',
      daysBetweenRounds: 7,
    });
    expect(generated.statusCode, generated.body).toBe(201);

    const fan = fans[9]!;
    await call('POST', '/api/follows', fan.cookie, { entityType: 'team', entityId: away });
    const coming = (await call('GET', '/api/follows/fixtures', fan.cookie)).json();
    expect(coming).toHaveLength(2);
    expect(coming[0]).toMatchObject({ leagueName: 'Spring Cup League', round: 1 });
    expect(coming[0].startTime < coming[1].startTime).toBe(true);
    expect((await call('GET', '/api/follows/results', fan.cookie)).json()).toEqual([]);
    expect((await call('GET', '/api/follows/fixtures')).statusCode).toBe(401);
  });

  it('a deleted account’s follows leave the counts', async () => {
    const { cookie } = await registerUser(ctx.app);
    await call('POST', '/api/follows', cookie, { entityType: 'team', entityId: otherTeamId });
    const before = await counter('teams', otherTeamId);
    const deleted = await call('DELETE', '/api/user', cookie, { password: 'secret123' });
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    expect(await counter('teams', otherTeamId)).toBe(before - 1);
  });
});
