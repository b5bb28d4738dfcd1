import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  EsportsDashboardView,
  EsportsGameView,
  EsportsOrgView,
  EsportsTeamView,
} from '@shared/contracts/esports';
import { createPeople, type TestPerson } from '@server/test/people';
import { createTestContext, type TestContext } from '@server/test/test-app';
import { esportsKit } from './esports-test-kit';
import { NOT_YOUR_ORG, TAG_TAKEN } from './esports-teams.service';
import { NOT_THE_CAPTAIN } from './team-rows';

let ctx: TestContext;
let people: TestPerson[];
let moba: string;
let fighting: string;
const kit = esportsKit(() => ctx);
const { call } = kit;

beforeAll(async () => {
  ctx = await createTestContext();
  people = await createPeople(ctx, 4, { userType: 'esports_player', roles: ['esports'] });
  moba = await kit.addGame(5);
  fighting = await kit.addGame(1);
});
afterAll(() => ctx.close());

describe('GET /api/esports/games', () => {
  it('lists the titles with their team size', async () => {
    const response = await call('GET', '/api/esports/games');
    expect(response.statusCode).toBe(200);
    const games = response.json<EsportsGameView[]>();
    expect(games.find((g) => g.id === fighting)).toMatchObject({ teamSize: 1, genre: 'fighting' });
  });
});

describe('esports teams', () => {
  it('creates a team with its creator as captain, and refuses a tag taken in the same title', async () => {
    const team = await kit.createTeam(people[0]!, moba, { tag: 'ACE', region: 'EU' });
    expect(team).toMatchObject({
      tag: 'ACE',
      region: 'EU',
      captainId: people[0]!.id,
      isCaptain: true,
      winRate: 0,
    });
    expect(team.roster).toEqual([expect.objectContaining({ role: 'captain', status: 'active' })]);
    const again = await call('POST', '/api/esports/teams', people[1]!.cookie, {
      name: 'Other',
      tag: 'ace',
      gameId: moba,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: TAG_TAKEN });
    // The same tag in another title is fine; one user may create several teams.
    await kit.createTeam(people[0]!, fighting, { tag: 'ACE' });
  });

  it('checks the body, the game and the session', async () => {
    expect(
      (await call('POST', '/api/esports/teams', undefined, { name: 'X', tag: 'X', gameId: moba }))
        .statusCode,
    ).toBe(401);
    const long = await call('POST', '/api/esports/teams', people[0]!.cookie, {
      name: 'Long',
      tag: 'ELEVENCHARS',
      gameId: moba,
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toMatch(/at most 10/);
    const unknown = await call('POST', '/api/esports/teams', people[0]!.cookie, {
      name: 'Nowhere',
      tag: 'NW',
      gameId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(400);
    expect(
      (await call('GET', '/api/esports/teams/00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(404);
    expect((await call('GET', '/api/esports/teams/not-a-uuid')).statusCode).toBe(400);
  });

  it('invites a player who accepts; only the captain invites', async () => {
    const team = await kit.createTeam(people[0]!, moba);
    const url = `/api/esports/teams/${team.id}/members`;
    const notCaptain = await call('POST', url, people[1]!.cookie, {
      userId: people[2]!.id,
      role: 'player',
    });
    expect(notCaptain.statusCode).toBe(403);
    expect(notCaptain.json().message).toBe(NOT_THE_CAPTAIN);
    const invited = await call('POST', url, people[0]!.cookie, {
      userId: people[1]!.id,
      role: 'substitute',
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const twice = await call('POST', url, people[0]!.cookie, {
      userId: people[1]!.id,
      role: 'player',
    });
    expect(twice.statusCode).toBe(409);
    // Someone else cannot answer for the invitee; the invitee accepts.
    const wrong = await call('POST', `${url}/${people[1]!.id}/response`, people[2]!.cookie, {
      accept: true,
    });
    expect(wrong.statusCode).toBe(403);
    const accepted = await call('POST', `${url}/${people[1]!.id}/response`, people[1]!.cookie, {
      accept: true,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json<EsportsTeamView>().roster.map((m) => [m.role, m.status])).toEqual([
      ['captain', 'active'],
      ['substitute', 'active'],
    ]);
    const dashboard = await call('GET', '/api/esports/dashboard', people[1]!.cookie);
    expect(dashboard.statusCode).toBe(200);
    expect(dashboard.json<EsportsDashboardView>().teams.map((t) => t.id)).toContain(team.id);
    expect((await call('GET', '/api/esports/dashboard')).statusCode).toBe(401);
  });
});

describe('organisations', () => {
  it('owns teams and shows them with their titles', async () => {
    const created = await call('POST', '/api/esports/orgs', people[3]!.cookie, {
      name: 'Northern Lights Gaming',
      acronym: 'NLG',
    });
    expect(created.statusCode, created.body).toBe(201);
    const org = created.json<EsportsOrgView>();
    const refused = await call('POST', '/api/esports/teams', people[0]!.cookie, {
      name: 'Stowaways',
      tag: 'STW',
      gameId: moba,
      organizationId: org.id,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(NOT_YOUR_ORG);
    await kit.createTeam(people[3]!, moba, { organizationId: org.id });
    const page = await call('GET', `/api/esports/orgs/${org.id}`);
    expect(page.statusCode).toBe(200);
    expect(page.json<EsportsOrgView>()).toMatchObject({
      isOwner: false,
      teams: [expect.any(Object)],
      games: [expect.objectContaining({ id: moba })],
    });
    expect(
      (await call('GET', '/api/esports/orgs/00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(404);
  });
});
