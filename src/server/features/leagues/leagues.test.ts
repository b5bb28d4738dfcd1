import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FixtureView, LeagueView, StandingsRowView } from '@shared/contracts/leagues';
import { sports } from '@server/db/schema/sports';
import { createPeople, type TestPerson } from '@server/test/people';
import { createTestContext, type TestContext } from '@server/test/test-app';
import { ROUND_ROBIN_ONLY } from './fixtures.service';
import { ALREADY_IN_LEAGUE, LEAGUE_FULL } from './league-teams.service';
import { NOT_THE_ADMIN } from './league-rows';
import { NOT_A_LEAGUE_ADMIN } from './leagues.service';

let ctx: TestContext;
let soccer: number;
let tennis: number;
let admin: TestPerson;
let otherAdmin: TestPerson;
let captains: TestPerson[];

beforeAll(async () => {
  ctx = await createTestContext();
  const all = await ctx.database.db.select().from(sports);
  soccer = all.find((s) => s.name === 'Soccer')!.id;
  tennis = all.find((s) => s.name === 'Tennis')!.id;
  const admins = await createPeople(ctx, 2, { userType: 'league_admin', roles: ['league'] });
  admin = admins[0]!;
  otherAdmin = admins[1]!;
  captains = await createPeople(ctx, 8);
});
afterAll(() => ctx.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';
const call = (method: Method, url: string, cookie?: string, payload?: unknown) =>
  ctx.app.inject({ method, url, payload: payload as object, headers: cookie ? { cookie } : {} });

const leagueBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Sunday Five-a-Side League',
  sportId: soccer,
  season: '2026/27',
  leagueType: 'amateur',
  format: 'round_robin',
  maxTeams: 8,
  startDate: '2026-09-06',
  endDate: '2027-05-30',
  ...overrides,
});

async function createLeague(overrides: Record<string, unknown> = {}, by = admin) {
  const response = await call('POST', '/api/leagues', by.cookie, leagueBody(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<LeagueView>();
}

let teamCount = 0;
async function createTeam(captain: TestPerson, sportId = soccer) {
  teamCount += 1;
  const response = await call('POST', '/api/teams', captain.cookie, {
    name: `Rovers ${teamCount}`,
    sportId,
    maxMembers: 10,
    isPrivate: false,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string }>().id;
}

/** A league in registration with `n` teams the admin added. */
async function leagueWithTeams(n: number, overrides: Record<string, unknown> = {}) {
  const league = await createLeague(overrides);
  for (let i = 0; i < n; i += 1) {
    const teamId = await createTeam(captains[i % captains.length]!);
    const added = await call('POST', `/api/leagues/${league.id}/teams`, admin.cookie, { teamId });
    expect(added.statusCode, added.body).toBe(201);
  }
  return league;
}

describe('POST /api/leagues', () => {
  it('creates a league in planning, with the 3/1/0 points and the Premier League rule by default', async () => {
    const league = await createLeague();
    expect(league).toMatchObject({
      name: 'Sunday Five-a-Side League',
      status: 'planning',
      currentTeams: 0,
      standingsRule: 'points_gd_gf',
      pointsForWin: 3,
      pointsForDraw: 1,
      pointsForLoss: 0,
      isAdmin: true,
    });
    const seen = await call('GET', `/api/leagues/${league.id}`);
    expect(seen.json()).toMatchObject({ id: league.id, isAdmin: false });
  });

  it('takes a season already played (dates in the past) and La Liga’s rule', async () => {
    const league = await createLeague({
      startDate: '2019-09-01',
      endDate: '2020-05-31',
      standingsRule: 'points_h2h',
    });
    expect(league).toMatchObject({ startDate: '2019-09-01', standingsRule: 'points_h2h' });
  });

  it('says 401 to visitors and 403 to someone who is not a league admin', async () => {
    expect((await call('POST', '/api/leagues', undefined, leagueBody())).statusCode).toBe(401);
    const player = await call('POST', '/api/leagues', captains[0]!.cookie, leagueBody());
    expect(player.statusCode).toBe(403);
    expect(player.json().message).toBe(NOT_A_LEAGUE_ADMIN);
  });

  it('refuses bad input with a message per field', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ endDate: '2026-01-01' }, 'endDate', 'End date must be on or after the start date'],
      [{ maxTeams: 1 }, 'maxTeams', 'Max teams must be a whole number from 2 to 100'],
      [{ name: 'AB' }, 'name', 'League name must be at least 3 characters'],
      [{ startDate: '2026-02-30' }, 'startDate', 'Date must be a real date written YYYY-MM-DD'],
      [
        { pointsForDraw: 4 },
        'pointsForDraw',
        'A win must earn at least a draw, and a draw at least a loss',
      ],
      [{ format: 'lottery' }, 'format', 'Choose a format from the list'],
    ];
    for (const [overrides, field, message] of cases) {
      const response = await call('POST', '/api/leagues', admin.cookie, leagueBody(overrides));
      expect(response.statusCode).toBe(400);
      expect(response.json().fields?.[field]).toBe(message);
    }
    const unknownSport = await call(
      'POST',
      '/api/leagues',
      admin.cookie,
      leagueBody({ sportId: 999_999 }),
    );
    expect(unknownSport.statusCode).toBe(400);
  });
});

describe('league status', () => {
  it('moves only where it makes sense, and only for its admin', async () => {
    const league = await createLeague();
    const move = (status: string, by = admin) =>
      call('PATCH', `/api/leagues/${league.id}/status`, by.cookie, { status });
    expect((await move('registration')).json().status).toBe('registration');
    expect((await move('completed')).statusCode).toBe(409);
    const stranger = await move('ongoing', otherAdmin);
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().message).toBe(NOT_THE_ADMIN);
    expect((await move('ongoing')).json().status).toBe('ongoing');
    expect((await move('completed')).json().status).toBe('completed');
    expect((await move('ongoing')).statusCode).toBe(409);
    const missing = await call(
      'PATCH',
      `/api/leagues/${crypto.randomUUID()}/status`,
      admin.cookie,
      {
        status: 'ongoing',
      },
    );
    expect(missing.statusCode).toBe(404);
  });
});

describe('league teams', () => {
  it('a captain asks while registration is open; the admin accepts or declines', async () => {
    const league = await createLeague();
    const [captain, stranger] = captains;
    const teamId = await createTeam(captain!);
    const ask = () => call('POST', `/api/leagues/${league.id}/teams`, captain!.cookie, { teamId });
    expect((await ask()).statusCode).toBe(409); // planning: not taking registrations
    await call('PATCH', `/api/leagues/${league.id}/status`, admin.cookie, {
      status: 'registration',
    });
    const asked = await ask();
    expect(asked.statusCode).toBe(201);
    expect(asked.json().status).toBe('pending');
    expect((await ask()).json().message).toBe(ALREADY_IN_LEAGUE);
    const notTheirs = await call('POST', `/api/leagues/${league.id}/teams`, stranger!.cookie, {
      teamId,
    });
    expect(notTheirs.statusCode).toBe(403);

    // Others see accepted teams only; the admin sees the request.
    expect((await call('GET', `/api/leagues/${league.id}/teams`)).json()).toEqual([]);
    const [request] = (await call('GET', `/api/leagues/${league.id}/teams`, admin.cookie)).json();
    const decide = (status: string, by = admin) =>
      call('PATCH', `/api/leagues/${league.id}/teams/${request.id}`, by.cookie, { status });
    expect((await decide('accepted', otherAdmin)).statusCode).toBe(403);
    expect((await decide('accepted')).json().status).toBe('accepted');
    expect((await decide('declined')).statusCode).toBe(409);
    expect((await call('GET', `/api/leagues/${league.id}`)).json().currentTeams).toBe(1);
    expect((await call('GET', `/api/leagues/${league.id}/teams`)).json()).toHaveLength(1);
  });

  it('refuses a team of another sport', async () => {
    const league = await createLeague();
    const teamId = await createTeam(captains[1]!, tennis);
    const added = await call('POST', `/api/leagues/${league.id}/teams`, admin.cookie, { teamId });
    expect(added.statusCode).toBe(400);
  });

  it('never takes more teams than maxTeams, even all at once', async () => {
    const league = await createLeague({ maxTeams: 3 });
    const teamIds = await Promise.all(captains.slice(0, 8).map((c) => createTeam(c)));
    const answers = await Promise.all(
      teamIds.map((teamId) =>
        call('POST', `/api/leagues/${league.id}/teams`, admin.cookie, { teamId }),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(3);
    expect(codes.filter((c) => c === 409)).toHaveLength(5);
    expect(answers.find((a) => a.statusCode === 409)!.json().message).toBe(LEAGUE_FULL);
    expect((await call('GET', `/api/leagues/${league.id}`)).json().currentTeams).toBe(3);
  });
});

describe('fixtures, results and standings', () => {
  it('generates a double round robin with byes for five teams, one round per match day', async () => {
    const league = await leagueWithTeams(5);
    const generated = await call('POST', `/api/leagues/${league.id}/fixtures`, admin.cookie, {
      rounds: 2,
      startDate: '2026-09-06',
      daysBetweenRounds: 7,
      kickOffTime: '10:30',
      timeZone: 'Europe/London',
    });
    expect(generated.statusCode, generated.body).toBe(201);
    const fixtures = generated.json<FixtureView[]>();
    expect(fixtures).toHaveLength(20);
    expect(new Set(fixtures.map((f) => f.round)).size).toBe(10);
    expect(fixtures.find((f) => f.round === 1)!.startTime).toBe('2026-09-06T09:30:00.000Z');
    expect(fixtures.find((f) => f.round === 3)!.startTime).toBe('2026-09-20T09:30:00.000Z');
    const listed = await call('GET', `/api/leagues/${league.id}/fixtures`);
    expect(listed.json()).toHaveLength(20);
  });

  it('only the admin generates, for round robin only, with at least two teams', async () => {
    const body = { rounds: 1, startDate: '2026-09-06', daysBetweenRounds: 7 };
    const lonely = await leagueWithTeams(1);
    expect(
      (await call('POST', `/api/leagues/${lonely.id}/fixtures`, admin.cookie, body)).statusCode,
    ).toBe(400);
    const league = await leagueWithTeams(4);
    expect(
      (await call('POST', `/api/leagues/${league.id}/fixtures`, otherAdmin.cookie, body))
        .statusCode,
    ).toBe(403);
    expect(
      (await call('POST', `/api/leagues/${league.id}/fixtures`, undefined, body)).statusCode,
    ).toBe(401);
    const bad = await call('POST', `/api/leagues/${league.id}/fixtures`, admin.cookie, {
      ...body,
      rounds: 3,
    });
    expect(bad.statusCode).toBe(400);
    const knockout = await leagueWithTeams(2, { format: 'knockout' });
    const refused = await call('POST', `/api/leagues/${knockout.id}/fixtures`, admin.cookie, body);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(ROUND_ROBIN_ONLY);
  });

  it('results make the table; a correction moves it; generating again is then refused', async () => {
    const league = await leagueWithTeams(4);
    const body = { rounds: 1, startDate: '2026-09-06', daysBetweenRounds: 7 };
    const fixtures = (
      await call('POST', `/api/leagues/${league.id}/fixtures`, admin.cookie, body)
    ).json<FixtureView[]>();
    const [first] = fixtures;
    const result = (homeScore: number, awayScore: number, by = admin, fixtureId = first!.id) =>
      call('PUT', `/api/leagues/${league.id}/fixtures/${fixtureId}/result`, by.cookie, {
        homeScore,
        awayScore,
      });
    expect((await result(2, 1)).json()).toMatchObject({
      homeScore: 2,
      awayScore: 1,
      status: 'played',
    });
    const table = async () =>
      (await call('GET', `/api/leagues/${league.id}/standings`)).json<StandingsRowView[]>();
    const [top] = await table();
    expect(top).toMatchObject({
      position: 1,
      teamId: first!.homeTeamId,
      points: 3,
      goalDifference: 1,
      form: ['W'],
    });

    await result(0, 3);
    const [leader] = await table();
    expect(leader).toMatchObject({ teamId: first!.awayTeamId, points: 3, goalsFor: 3 });
    expect((await table()).find((r) => r.teamId === first!.homeTeamId)).toMatchObject({
      lost: 1,
      points: 0,
    });

    expect((await result(1, 1, otherAdmin)).statusCode).toBe(403);
    expect((await result(-1, 1)).statusCode).toBe(400);
    const other = await leagueWithTeams(2);
    const foreign = (
      await call('POST', `/api/leagues/${other.id}/fixtures`, admin.cookie, body)
    ).json<FixtureView[]>()[0]!;
    expect((await result(1, 0, admin, foreign.id)).statusCode).toBe(404);
    const again = await call('POST', `/api/leagues/${league.id}/fixtures`, admin.cookie, body);
    expect(again.statusCode).toBe(409);
  });
});

describe('the seeded leagues', () => {
  it('are mid-season, one per standings rule, with a table made from their results', async () => {
    const leagues = (await call('GET', '/api/leagues?q=2026')).json<LeagueView[]>();
    const london = leagues.find((l) => l.name === 'London Sunday Football League')!;
    const madrid = leagues.find((l) => l.name === 'Liga Amateur de Madrid')!;
    expect(london).toMatchObject({
      status: 'ongoing',
      standingsRule: 'points_gd_gf',
      currentTeams: 8,
    });
    expect(madrid).toMatchObject({
      status: 'ongoing',
      standingsRule: 'points_h2h',
      currentTeams: 6,
    });
    const table = (await call('GET', `/api/leagues/${london.id}/standings`)).json<
      StandingsRowView[]
    >();
    expect(table.map((r) => r.position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(table.every((r) => r.played > 0)).toBe(true);
    expect(table.some((r) => r.teamName === 'North London Strikers')).toBe(true);
    const fixtures = (await call('GET', `/api/leagues/${london.id}/fixtures`)).json<
      FixtureView[]
    >();
    expect(fixtures).toHaveLength(56);
    expect(fixtures.some((f) => f.status === 'scheduled')).toBe(true);
  });
});

describe('calendars', () => {
  it('a league’s fixtures are one iCalendar feed, and each fixture its own event', async () => {
    const league = await leagueWithTeams(4);
    const fixtures = (
      await call('POST', `/api/leagues/${league.id}/fixtures`, admin.cookie, {
        rounds: 1,
        startDate: '2026-09-06',
        daysBetweenRounds: 7,
        kickOffTime: '10:30',
        timeZone: 'Europe/London',
      })
    ).json<FixtureView[]>();
    const feed = await call('GET', `/api/leagues/${league.id}/calendar.ics`);
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(feed.body.match(/BEGIN:VEVENT/g)).toHaveLength(6);
    expect(feed.body).toContain('DTSTART:20260906T093000Z');
    const [first] = fixtures;
    const one = await call('GET', `/api/leagues/${league.id}/fixtures/${first!.id}/calendar.ics`);
    expect(one.body.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(one.body).toContain(`SUMMARY:${first!.homeTeamName} v ${first!.awayTeamName}`);
    const other = await leagueWithTeams(2);
    const foreign = await call(
      'GET',
      `/api/leagues/${other.id}/fixtures/${first!.id}/calendar.ics`,
    );
    expect(foreign.statusCode).toBe(404);
  });
});
