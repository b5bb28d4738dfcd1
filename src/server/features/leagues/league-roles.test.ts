import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeagueDashboardView, TeamLeagueView } from '@shared/contracts/league-dashboard';
import { notifications } from '@server/db/schema/notifications';
import { eventually } from '@server/test/eventually';
import type { TestPerson } from '@server/test/people';
import { type LeagueKit, openLeagueKit } from './league-test-kit';
import { ALREADY_REFEREE } from './referees.service';
import { NOT_THE_ADMIN_OR_REFEREE } from './results.service';

let kit: LeagueKit;
let ctx: LeagueKit['ctx'];
let admin: TestPerson;
let otherAdmin: TestPerson;
let people: TestPerson[];

beforeAll(async () => {
  kit = await openLeagueKit();
  ({ ctx, admin, otherAdmin, people } = kit);
});
afterAll(() => ctx.close());

const call = (...args: Parameters<LeagueKit['call']>) => kit.call(...args);
const leagueWithFixtures = (overrides?: Record<string, unknown>) =>
  kit.leagueWithFixtures(overrides);
const at = (days: number, time: string) => kit.at(days, time);
const patch = (...args: Parameters<LeagueKit['patch']>) => kit.patch(...args);

describe('referees', () => {
  it('the admin names a referee, who may enter and correct results but not run the league', async () => {
    const { league, fixtures } = await leagueWithFixtures();
    const referee = people[4]!;
    const url = `/api/leagues/${league.id}/referees`;
    const result = (by: TestPerson, homeScore = 2) =>
      call('PUT', `/api/leagues/${league.id}/fixtures/${fixtures[0]!.id}/result`, by.cookie, {
        homeScore,
        awayScore: 1,
      });

    const before = await result(referee);
    expect(before.statusCode).toBe(403);
    expect(before.json().message).toBe(NOT_THE_ADMIN_OR_REFEREE);

    const named = await call('POST', url, admin.cookie, { userId: referee.id });
    expect(named.statusCode, named.body).toBe(201);
    expect(named.json()).toEqual([expect.objectContaining({ id: referee.id })]);
    expect((await call('GET', url)).json()).toHaveLength(1);
    const twice = await call('POST', url, admin.cookie, { userId: referee.id });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(ALREADY_REFEREE);

    expect((await result(referee)).statusCode).toBe(200);
    const corrected = await result(referee, 3);
    expect(corrected.json()).toMatchObject({ homeScore: 3, awayScore: 1, status: 'played' });

    // Nothing else: not the status, the fixtures, the teams or the referees.
    const status = await call('PATCH', `/api/leagues/${league.id}/status`, referee.cookie, {
      status: 'ongoing',
    });
    expect(status.statusCode).toBe(403);
    const kickOff = await patch(league.id, fixtures[1]!.id, { startTime: at(9, '18:00') }, referee);
    expect(kickOff.statusCode).toBe(403);
    const name = await call('POST', url, referee.cookie, { userId: people[5]!.id });
    expect(name.statusCode).toBe(403);

    const removed = await call('DELETE', `${url}/${referee.id}`, admin.cookie);
    expect(removed.statusCode).toBe(204);
    expect((await result(referee, 4)).statusCode).toBe(403);
    expect((await call('DELETE', `${url}/${referee.id}`, admin.cookie)).statusCode).toBe(404);
  });

  it('a referee named for one fixture enters that result only', async () => {
    const { league, fixtures } = await leagueWithFixtures();
    const referee = people[5]!;
    const named = await patch(league.id, fixtures[0]!.id, { refereeId: referee.id });
    expect(named.json()).toMatchObject({ refereeId: referee.id });
    // The players read the referee's name on the fixture list.
    const list = await call('GET', `/api/leagues/${league.id}/fixtures`, people[0]!.cookie);
    expect(list.json<{ id: string; refereeName: string | null }[]>()).toContainEqual(
      expect.objectContaining({
        id: fixtures[0]!.id,
        refereeName: expect.stringContaining(referee.firstName),
      }),
    );
    const put = (fixtureId: string) =>
      call('PUT', `/api/leagues/${league.id}/fixtures/${fixtureId}/result`, referee.cookie, {
        homeScore: 0,
        awayScore: 0,
      });
    expect((await put(fixtures[0]!.id)).statusCode).toBe(200);
    expect((await put(fixtures[1]!.id)).statusCode).toBe(403);
  });

  it('refuses visitors, other admins, unknown people and bad ids', async () => {
    const { league } = await leagueWithFixtures();
    const url = `/api/leagues/${league.id}/referees`;
    const body = { userId: people[4]!.id };
    expect((await call('POST', url, undefined, body)).statusCode).toBe(401);
    expect((await call('POST', url, otherAdmin.cookie, body)).statusCode).toBe(403);
    const nobody = await call('POST', url, admin.cookie, { userId: crypto.randomUUID() });
    expect(nobody.statusCode).toBe(400);
    expect((await call('POST', url, admin.cookie, { userId: 'x' })).statusCode).toBe(400);
    expect((await call('GET', `/api/leagues/${crypto.randomUUID()}/referees`)).statusCode).toBe(
      404,
    );
  });
});

describe('a result tells both teams', () => {
  it('notifies the players of both teams, not the one who entered it', async () => {
    const { league, fixtures } = await leagueWithFixtures();
    const fixture = fixtures[0]!;
    const saved = await call(
      'PUT',
      `/api/leagues/${league.id}/fixtures/${fixture.id}/result`,
      admin.cookie,
      { homeScore: 4, awayScore: 2 },
    );
    expect(saved.statusCode).toBe(200);
    const noticesOf = (userId: string) =>
      ctx.database.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, userId), eq(notifications.relatedId, fixture.id)));
    // The captains of the four teams are people[0..3]; two of them play this fixture.
    await eventually(async () => {
      const heard = (await Promise.all(people.slice(0, 4).map((p) => noticesOf(p.id)))).flat();
      expect(heard).toHaveLength(2);
      expect(heard[0]!.message).toContain(`${fixture.homeTeamName} 4–2 ${fixture.awayTeamName}`);
    });
    expect(await noticesOf(admin.id)).toHaveLength(0);
  });
});

describe('GET /api/leagues/dashboard and GET /api/teams/{id}/leagues', () => {
  it('shows the admin their leagues, results to enter and goals per round', async () => {
    const { league, fixtures } = await leagueWithFixtures({ name: 'Dashboard League' });
    // One fixture kicked off yesterday without a result, one played with five goals.
    await patch(league.id, fixtures[0]!.id, {
      startTime: new Date(ctx.clock.now().getTime() - 86_400_000).toISOString(),
    });
    await call(
      'PUT',
      `/api/leagues/${league.id}/fixtures/${fixtures[1]!.id}/result`,
      admin.cookie,
      {
        homeScore: 3,
        awayScore: 2,
      },
    );
    const response = await call('GET', '/api/leagues/dashboard', admin.cookie);
    expect(response.statusCode, response.body).toBe(200);
    const dashboard = response.json<LeagueDashboardView>();
    expect(dashboard.leagues.find((l) => l.id === league.id)).toMatchObject({
      status: 'planning',
      currentTeams: 4,
      pendingRegistrations: 0,
      fixtures: 6,
      played: 1,
    });
    const waiting = dashboard.resultsToEnter.items.filter((f) => f.leagueId === league.id);
    expect(waiting.map((f) => f.id)).toEqual([fixtures[0]!.id]);
    expect(waiting[0]!.leagueName).toBe('Dashboard League');
    expect(dashboard.goalsByRound.filter((g) => g.leagueId === league.id)).toEqual([
      { leagueId: league.id, round: fixtures[1]!.round, goals: 5, played: 1 },
    ]);

    // Mine only; visitors are asked to sign in.
    const theirs = await call('GET', '/api/leagues/dashboard', otherAdmin.cookie);
    expect(theirs.json<LeagueDashboardView>().leagues).toEqual([]);
    expect((await call('GET', '/api/leagues/dashboard')).statusCode).toBe(401);
  });

  it('lists a team’s leagues with its next fixtures and latest results', async () => {
    const { league, fixtures } = await leagueWithFixtures({ name: 'Team Page League' });
    const teamId = fixtures[0]!.homeTeamId;
    const response = await call('GET', `/api/teams/${teamId}/leagues`);
    expect(response.statusCode, response.body).toBe(200);
    const [entry] = response.json<TeamLeagueView[]>();
    expect(entry).toMatchObject({
      id: league.id,
      name: 'Team Page League',
      registration: 'accepted',
    });
    expect(entry!.nextFixtures.length).toBeGreaterThan(0);
    expect(entry!.nextFixtures.length).toBeLessThanOrEqual(3);
    for (const f of entry!.nextFixtures) expect([f.homeTeamId, f.awayTeamId]).toContain(teamId);
    expect(entry!.lastResults).toEqual([]);

    // A result entered shows among its latest results, with the score.
    const played = fixtures.find((f) => f.homeTeamId === teamId || f.awayTeamId === teamId)!;
    const scored = await call(
      'PUT',
      `/api/leagues/${league.id}/fixtures/${played.id}/result`,
      admin.cookie,
      {
        homeScore: 2,
        awayScore: 0,
      },
    );
    expect(scored.statusCode, scored.body).toBe(200);
    const [after] = (await call('GET', `/api/teams/${teamId}/leagues`)).json<TeamLeagueView[]>();
    expect(after!.lastResults).toEqual([
      expect.objectContaining({ id: played.id, homeScore: 2, awayScore: 0, status: 'played' }),
    ]);
    expect(after!.nextFixtures.map((f) => f.id)).not.toContain(played.id);
    expect((await call('GET', `/api/teams/${crypto.randomUUID()}/leagues`)).statusCode).toBe(404);
    expect((await call('GET', '/api/teams/not-a-team/leagues')).statusCode).toBe(400);
  });
});
