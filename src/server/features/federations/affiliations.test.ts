import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AffiliationView,
  FederationView,
  LeagueSanctionView,
} from '@shared/contracts/federations';
import { sports } from '@server/db/schema/sports';
import { eventually } from '@server/test/eventually';
import { createPeople, type TestPerson } from '@server/test/people';
import { createTestContext, type TestContext } from '@server/test/test-app';
import {
  ALREADY_A_MEMBER,
  ALREADY_ANSWERED,
  ALREADY_ASKED,
  NOT_YOUR_LEAGUE,
  NOT_YOUR_TEAM,
  SANCTIONED_ELSEWHERE,
} from './affiliations.service';
import { cumulativeByMonth, lastMonths } from './members.service';

let ctx: TestContext;
let football: number;
let tennis: number;
let official: TestPerson;
let otherOfficial: TestPerson;
let leagueAdmin: TestPerson;
let captains: TestPerson[];

beforeAll(async () => {
  ctx = await createTestContext();
  const all = await ctx.database.db.select().from(sports);
  football = all.find((s) => s.name === 'Football')!.id;
  tennis = all.find((s) => s.name === 'Tennis')!.id;
  [official, otherOfficial] = (await createPeople(ctx, 2, {
    userType: 'federation_official',
    roles: ['federation'],
  })) as [TestPerson, TestPerson];
  leagueAdmin = (await createPeople(ctx, 1, { userType: 'league_admin', roles: ['league'] }))[0]!;
  captains = await createPeople(ctx, 4);
});
afterAll(() => ctx.close());

type Method = 'GET' | 'POST' | 'PATCH';
const call = (method: Method, url: string, cookie?: string, payload?: unknown) =>
  ctx.app.inject({ method, url, payload: payload as object, headers: cookie ? { cookie } : {} });

async function createFederation(by = official, name = 'Essex Sunday FA') {
  const response = await call('POST', '/api/federations', by.cookie, {
    name,
    sportId: football,
    federationType: 'local',
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<FederationView>();
}

let teams = 0;
async function createTeam(captain: TestPerson, sportId = football) {
  teams += 1;
  const response = await call('POST', '/api/teams', captain.cookie, {
    name: `Essex Rovers ${teams}`,
    sportId,
    maxMembers: 10,
    isPrivate: false,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string }>().id;
}

async function createLeague() {
  const response = await call('POST', '/api/leagues', leagueAdmin.cookie, {
    name: 'Essex Sunday League',
    sportId: football,
    season: '2026/27',
    leagueType: 'amateur',
    format: 'round_robin',
    maxTeams: 8,
    startDate: '2026-09-06',
    endDate: '2027-05-30',
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string }>().id;
}

const decide = (federationId: string, requestId: string, status: string, by = official) =>
  call('PATCH', `/api/federations/${federationId}/requests/${requestId}`, by.cookie, { status });

describe('member clubs', () => {
  it('a captain asks, an official accepts, and the club and its players count', async () => {
    const federation = await createFederation();
    const teamId = await createTeam(captains[0]!);
    const url = `/api/federations/${federation.id}/clubs`;
    const asked = await call('POST', url, captains[0]!.cookie, { teamId });
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json()).toMatchObject({ status: 'pending', kind: 'club', target: { id: teamId } });
    const twice = await call('POST', url, captains[0]!.cookie, { teamId });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(ALREADY_A_MEMBER);
    expect((await call('GET', url)).json()).toEqual([]);

    const requests = await call(
      'GET',
      `/api/federations/${federation.id}/requests`,
      official.cookie,
    );
    expect(requests.json<AffiliationView[]>().map((r) => r.id)).toEqual([asked.json().id]);
    expect(
      (await call('GET', `/api/federations/${federation.id}/requests`, captains[0]!.cookie))
        .statusCode,
    ).toBe(403);
    expect((await call('GET', `/api/federations/${federation.id}/requests`)).statusCode).toBe(401);

    const accepted = await decide(federation.id, asked.json().id, 'accepted');
    expect(accepted.statusCode, accepted.body).toBe(200);
    const requestsUrl = `/api/federations/${federation.id}/requests`;
    expect((await call('GET', `${requestsUrl}?status=pending`, official.cookie)).json()).toEqual(
      [],
    );
    const answered = await call('GET', `${requestsUrl}?status=accepted`, official.cookie);
    expect(answered.json<AffiliationView[]>().map((r) => r.status)).toEqual(['accepted']);
    const badStatus = await call('GET', `${requestsUrl}?status=maybe`, official.cookie);
    expect(badStatus.statusCode).toBe(400);
    expect(badStatus.json().fields?.status).toBe('Choose a status from the list');
    expect(accepted.json().status).toBe('accepted');
    const clubs = await call('GET', url);
    expect(clubs.json()).toMatchObject([{ teamId, members: 1 }]);
    const seen = await call('GET', `/api/federations/${federation.id}`);
    expect(seen.json().counts).toEqual({ memberClubs: 1, registeredPlayers: 1, leagues: 0 });
    const chart = await call('GET', `/api/federations/${federation.id}/players-over-time`);
    expect(chart.json()).toHaveLength(12);
    expect(chart.json().at(-1).players).toBe(1);
  });

  it('an official adds a club at once; others may not add a team that is not theirs', async () => {
    const federation = await createFederation();
    const teamId = await createTeam(captains[1]!);
    const url = `/api/federations/${federation.id}/clubs`;
    const stranger = await call('POST', url, captains[2]!.cookie, { teamId });
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().message).toBe(NOT_YOUR_TEAM);
    expect((await call('POST', url, undefined, { teamId })).statusCode).toBe(401);
    const bad = await call('POST', url, official.cookie, { teamId: 'nope' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields?.teamId).toBe('Choose a team');
    const tennisTeam = await createTeam(captains[1]!, tennis);
    const otherSport = await call('POST', url, official.cookie, { teamId: tennisTeam });
    expect(otherSport.statusCode).toBe(400);
    const added = await call('POST', url, official.cookie, { teamId });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().status).toBe('accepted');
    const missing = await call(
      'POST',
      '/api/federations/00000000-0000-4000-8000-000000000000/clubs',
      official.cookie,
      { teamId },
    );
    expect(missing.statusCode).toBe(404);
  });
});

describe('sanctioning a league', () => {
  it('the league admin asks, the federation accepts, and the league shows it', async () => {
    const federation = await createFederation();
    const leagueId = await createLeague();
    const teamId = await createTeam(captains[3]!);
    expect(
      (await call('POST', `/api/leagues/${leagueId}/teams`, leagueAdmin.cookie, { teamId }))
        .statusCode,
    ).toBe(201);
    const url = `/api/federations/${federation.id}/leagues`;
    const byOfficial = await call('POST', url, official.cookie, { leagueId });
    expect(byOfficial.statusCode).toBe(403);
    expect(byOfficial.json().message).toBe(NOT_YOUR_LEAGUE);
    expect((await call('POST', url, undefined, { leagueId })).statusCode).toBe(401);
    const asked = await call('POST', url, leagueAdmin.cookie, { leagueId });
    expect(asked.statusCode, asked.body).toBe(201);
    const twice = await call('POST', url, leagueAdmin.cookie, { leagueId });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(ALREADY_ASKED);

    const before = await call('GET', `/api/leagues/${leagueId}/sanction`, leagueAdmin.cookie);
    expect(before.json<LeagueSanctionView>()).toMatchObject({
      federation: null,
      isLeagueAdmin: true,
      requests: [{ status: 'pending', federation: { id: federation.id } }],
    });
    const byStranger = await decide(federation.id, asked.json().id, 'accepted', otherOfficial);
    expect(byStranger.statusCode).toBe(403);

    expect((await decide(federation.id, asked.json().id, 'accepted')).statusCode).toBe(200);
    const after = await call('GET', `/api/leagues/${leagueId}/sanction`);
    expect(after.json()).toMatchObject({
      federation: { id: federation.id, name: federation.name },
      requests: [],
    });
    expect((await call('GET', url)).json()).toMatchObject([{ id: leagueId }]);
    const counts = (await call('GET', `/api/federations/${federation.id}`)).json().counts;
    expect(counts).toEqual({ memberClubs: 0, registeredPlayers: 1, leagues: 1 });

    const other = await createFederation(otherOfficial, 'Herts Amateur FA');
    const elsewhere = await call(
      'POST',
      `/api/federations/${other.id}/leagues`,
      leagueAdmin.cookie,
      {
        leagueId,
      },
    );
    expect(elsewhere.statusCode).toBe(409);
    expect(elsewhere.json().message).toBe(SANCTIONED_ELSEWHERE);
  });

  it('answers a request once, even when two answers race', async () => {
    const federation = await createFederation();
    const second = await createFederation(official, 'Suffolk Amateur FA');
    const leagueId = await createLeague();
    const asks = await Promise.all(
      [federation, second].map((f) =>
        call('POST', `/api/federations/${f.id}/leagues`, leagueAdmin.cookie, { leagueId }),
      ),
    );
    expect(asks.map((a) => a.statusCode)).toEqual([201, 201]);
    const requestId = asks[0]!.json().id as string;
    const answers = await Promise.all([
      decide(federation.id, requestId, 'accepted'),
      decide(federation.id, requestId, 'declined'),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json().message).toBe(ALREADY_ANSWERED);
    const accepted = answers.find((a) => a.statusCode === 200)!.json().status === 'accepted';
    // Both federations accepting at once: the league ends up with exactly one.
    const other = await decide(second.id, asks[1]!.json().id, 'accepted');
    expect(other.statusCode).toBe(accepted ? 409 : 200);
    const sanction = (await call('GET', `/api/leagues/${leagueId}/sanction`)).json();
    expect(sanction.federation.id).toBe(accepted ? federation.id : second.id);

    expect((await decide(federation.id, requestId, 'maybe')).statusCode).toBe(400);
    const missing = await decide(federation.id, '00000000-0000-4000-8000-000000000000', 'accepted');
    expect(missing.statusCode).toBe(404);
  });
});

describe('notifications', () => {
  it('tells the officials of a request and the captain of the answer', async () => {
    const federation = await createFederation();
    const teamId = await createTeam(captains[1]!);
    const asked = await call(
      'POST',
      `/api/federations/${federation.id}/clubs`,
      captains[1]!.cookie,
      {
        teamId,
      },
    );
    expect(asked.statusCode, asked.body).toBe(201);
    const titles = async (person: TestPerson) =>
      (await call('GET', '/api/notifications', person.cookie))
        .json<{ items: { title: string; message: string }[] }>()
        .items.map((n) => n.title);
    await eventually(async () => expect(await titles(official)).toContain('A club asks to join'));
    await decide(federation.id, asked.json().id, 'accepted');
    await eventually(async () => expect(await titles(captains[1]!)).toContain('Request accepted'));
  });
});

describe('the seeded federation', () => {
  it('sanctions both seeded leagues, counts their clubs and players, and has requests waiting', async () => {
    const [seeded] = (await call('GET', '/api/federations?q=EAFU')).json<FederationView[]>();
    expect(seeded?.counts.leagues).toBe(2);
    expect(seeded!.counts.memberClubs).toBeGreaterThanOrEqual(13);
    expect(seeded!.counts.registeredPlayers).toBeGreaterThan(30);
    const chart = (await call('GET', `/api/federations/${seeded!.id}/players-over-time`)).json();
    expect(chart[0].players).toBeLessThan(chart.at(-1).players);
  });
});

describe('players over time', () => {
  it('counts each player from the month they first joined', () => {
    const months = lastMonths(new Date('2026-03-15T00:00:00Z'), 3);
    expect(months).toEqual(['2026-01', '2026-02', '2026-03']);
    const joins = ['2025-06-01', '2026-02-10', '2026-02-20', '2026-03-01'].map((d) => new Date(d));
    expect(cumulativeByMonth(joins, months)).toEqual([
      { month: '2026-01', players: 1 },
      { month: '2026-02', players: 3 },
      { month: '2026-03', players: 4 },
    ]);
  });
});
