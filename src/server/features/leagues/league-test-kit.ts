import { expect } from 'vitest';
import type { FixtureView, LeagueView } from '@shared/contracts/leagues';
import { slotAt } from '@server/test/booking-helpers';
import { createPeople, type TestPerson } from '@server/test/people';
import { createTestContext, type TestContext } from '@server/test/test-app';
import { createVenue, registerOwner, sportIds } from '@server/test/venue-fixtures';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * What the league API tests share: an app, two league admins, a venue owner and six people, and
 * a league of four teams (captained by people[0..3]) with its single round robin drawn.
 */
export async function openLeagueKit() {
  const ctx: TestContext = await createTestContext();
  const [soccer] = await sportIds(ctx.database.db, ['Soccer']);
  const ownerId = (await registerOwner(ctx.app)).user.id;
  const admins = await createPeople(ctx, 2, { userType: 'league_admin', roles: ['league'] });
  const admin: TestPerson = admins[0]!;
  const otherAdmin: TestPerson = admins[1]!;
  const people = await createPeople(ctx, 6);
  const zone = 'Europe/London';

  const call = (method: Method, url: string, cookie?: string, payload?: unknown) =>
    ctx.app.inject({ method, url, payload: payload as object, headers: cookie ? { cookie } : {} });

  let teamCount = 0;
  async function leagueWithFixtures(overrides: Record<string, unknown> = {}) {
    const created = await call('POST', '/api/leagues', admin.cookie, {
      name: 'Evening Six-a-Side',
      sportId: soccer,
      season: '2026',
      leagueType: 'amateur',
      format: 'round_robin',
      maxTeams: 4,
      startDate: '2026-01-01',
      endDate: '2027-12-31',
      ...overrides,
    });
    expect(created.statusCode, created.body).toBe(201);
    const league = created.json<LeagueView>();
    for (const captain of people.slice(0, 4)) {
      teamCount += 1;
      const team = await call('POST', '/api/teams', captain.cookie, {
        name: `United ${teamCount}`,
        sportId: soccer,
        maxMembers: 10,
        isPrivate: false,
      });
      const added = await call('POST', `/api/leagues/${league.id}/teams`, admin.cookie, {
        teamId: team.json<{ id: string }>().id,
      });
      expect(added.statusCode, added.body).toBe(201);
    }
    const drawn = await call('POST', `/api/leagues/${league.id}/fixtures`, admin.cookie, {
      rounds: 1,
      startDate: new Date(ctx.clock.now().getTime() + 7 * 86_400_000).toISOString().slice(0, 10),
      daysBetweenRounds: 7,
    });
    expect(drawn.statusCode, drawn.body).toBe(201);
    return { league, fixtures: drawn.json<FixtureView[]>() };
  }

  return {
    ctx,
    soccer,
    ownerId,
    admin,
    otherAdmin,
    people,
    call,
    leagueWithFixtures,
    soccerVenue: () => createVenue(ctx.database.db, ownerId, { sports: ['Soccer'] }),
    /** An instant `days` ahead at `time` on London's clock, as ISO text. */
    at: (days: number, time: string) => slotAt(zone, ctx.clock.now(), days, time, time).startTime,
    patch: (leagueId: string, fixtureId: string, body: unknown, by = admin) =>
      call('PATCH', `/api/leagues/${leagueId}/fixtures/${fixtureId}`, by.cookie, body),
  };
}

export type LeagueKit = Awaited<ReturnType<typeof openLeagueKit>>;
