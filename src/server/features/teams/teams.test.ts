import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '@server/db/client';
import { sports } from '@server/db/schema/sports';
import { createPeople, type TestPerson } from '@server/test/people';
import { createTestContext, type TestContext } from '@server/test/test-app';
import {
  ALREADY_MEMBER,
  CAPTAIN_CANNOT_LEAVE,
  NO_REQUEST,
  NOT_A_MEMBER,
  ONLY_CAPTAIN,
  REQUEST_ANSWERED,
  REQUEST_WAITING,
  TEAM_FULL,
} from './team-membership.service';
import { TEAM_NOT_FOUND } from './teams.service';

let ctx: TestContext;
let volleyball: number;
let captain: TestPerson;
beforeAll(async () => {
  ctx = await createTestContext();
  volleyball = (await ctx.database.db.select().from(sports)).find(
    (s) => s.name === 'Volleyball',
  )!.id;
  captain = (await createPeople(ctx, 1))[0]!;
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie?: string, payload?: unknown) =>
  ctx.app.inject({ method, url, payload: payload as object, headers: cookie ? { cookie } : {} });

async function createTeam(overrides: Record<string, unknown> = {}) {
  const response = await call('POST', '/api/teams', captain.cookie, {
    name: 'Sand Sharks',
    sportId: volleyball,
    description: 'Beach volleyball on Sundays',
    skillLevel: 'intermediate',
    location: 'Barcelona, Spain',
    ...overrides,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const join = (id: string, p: TestPerson, payload?: unknown) =>
  call('POST', `/api/teams/${id}/join`, p.cookie, payload);

async function counts(id: string) {
  const [row] = await rowsOf<{ current: number; members: number }>(
    ctx.database.db,
    sql`select current_members as current,
      (select count(*)::int from team_members where team_id = ${id}) as members from teams where id = ${id}`,
  );
  return row!;
}

describe('POST /api/teams', () => {
  it('creates a team with the creator as captain and default max members', async () => {
    const team = await createTeam();
    expect(team).toMatchObject({
      name: 'Sand Sharks',
      sport: { id: volleyball, name: 'Volleyball' },
      maxMembers: 10,
      currentMembers: 1,
      isPrivate: false,
      captain: { id: captain.id },
      myStatus: 'captain',
      requests: [],
    });
    expect(team.members).toEqual([
      expect.objectContaining({
        role: 'captain',
        user: expect.objectContaining({ id: captain.id }),
      }),
    ]);
  });

  it('refuses invalid teams with a message, and visitors', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: ' ' }, 'Team name must be at least 2 characters'],
      [{ sportId: undefined }, 'Sport is required'],
      [{ maxMembers: 1 }, 'A team needs room for at least 2 members'],
      [{ maxMembers: 500 }, 'A team can have at most 100 members'],
      [{ sportId: 999_999 }, 'Sport is required'],
    ];
    for (const [overrides, message] of cases) {
      const response = await call('POST', '/api/teams', captain.cookie, {
        name: 'Team',
        sportId: volleyball,
        ...overrides,
      });
      expect(response.statusCode, message).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect(
      (await call('POST', '/api/teams', undefined, { name: 'Team', sportId: volleyball }))
        .statusCode,
    ).toBe(401);
  });
});

describe('GET /api/teams', () => {
  it('lists teams by name with the Public flag and max members, filterable', async () => {
    const all: { id: string; name: string; isPrivate: boolean; maxMembers: number }[] = [];
    let cursor: string | null = null;
    do {
      const url: string = `/api/teams?limit=4${cursor ? `&cursor=${cursor}` : ''}`;
      const page = (await call('GET', url)).json();
      all.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor);
    expect(all.length).toBeGreaterThanOrEqual(15);
    expect(new Set(all.map((t) => t.id)).size).toBe(all.length);
    expect(all.some((t) => t.isPrivate)).toBe(true);
    expect(all.every((t) => t.maxMembers > 0)).toBe(true);

    const padel = (await call('GET', '/api/teams?q=padel')).json().items;
    expect(padel.length).toBeGreaterThan(0);
    const byLocation = (await call('GET', '/api/teams?location=doha')).json().items;
    expect(byLocation.map((t: { name: string }) => t.name)).toEqual(['Doha Padel Collective']);
    expect((await call('GET', '/api/teams?skillLevel=legend')).statusCode).toBe(400);
  });
});

describe('joining a public team', () => {
  it('joins directly, refuses a second join, and frees the place on leave', async () => {
    const team = await createTeam();
    const [p] = await createPeople(ctx, 1);
    const joined = await join(team.id, p!);
    expect(joined.statusCode).toBe(200);
    expect(joined.json()).toMatchObject({
      status: 'member',
      team: { currentMembers: 2, myStatus: 'member' },
    });
    const twice = await join(team.id, p!);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(ALREADY_MEMBER);

    const left = await call('POST', `/api/teams/${team.id}/leave`, p!.cookie);
    expect(left.statusCode).toBe(200);
    expect(left.json()).toMatchObject({ currentMembers: 1, myStatus: null });
    const notIn = await call('POST', `/api/teams/${team.id}/leave`, p!.cookie);
    expect(notIn.statusCode).toBe(409);
    expect(notIn.json().message).toBe(NOT_A_MEMBER);
    const captainLeaves = await call('POST', `/api/teams/${team.id}/leave`, captain.cookie);
    expect(captainLeaves.statusCode).toBe(409);
    expect(captainLeaves.json().message).toBe(CAPTAIN_CANNOT_LEAVE);
  });

  it('never goes past max members under concurrent joins', async () => {
    const team = await createTeam({ maxMembers: 6 });
    const crowd = await createPeople(ctx, 20);
    const responses = await Promise.all(crowd.map((p) => join(team.id, p)));
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(5);
    const full = responses.filter((r) => r.statusCode === 409);
    expect(full).toHaveLength(15);
    expect(full[0]!.json().message).toBe(TEAM_FULL);
    expect(await counts(team.id)).toEqual({ current: 6, members: 6 });
  });

  it('answers 404, 400 and 401', async () => {
    const [p] = await createPeople(ctx, 1);
    const unknown = await call(
      'POST',
      '/api/teams/00000000-0000-4000-8000-000000000000/join',
      p!.cookie,
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(TEAM_NOT_FOUND);
    expect((await call('GET', '/api/teams/not-a-team')).statusCode).toBe(400);
    const team = await createTeam();
    expect((await call('POST', `/api/teams/${team.id}/join`)).statusCode).toBe(401);
    expect((await call('POST', `/api/teams/${team.id}/leave`)).statusCode).toBe(401);
  });
});

describe('private teams: requests the captain answers', () => {
  it('asks, shows the request to the captain only, and accepts into the team', async () => {
    const team = await createTeam({ isPrivate: true, maxMembers: 3 });
    const [asker, other, third] = await createPeople(ctx, 3);
    const asked = await join(team.id, asker!, { message: 'I play every Sunday' });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toMatchObject({
      status: 'pending',
      team: { currentMembers: 1, myStatus: 'pending' },
    });
    const twice = await join(team.id, asker!);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(REQUEST_WAITING);

    expect((await call('GET', `/api/teams/${team.id}`, asker!.cookie)).json().requests).toEqual([]);
    const seenByCaptain = (await call('GET', `/api/teams/${team.id}`, captain.cookie)).json();
    expect(seenByCaptain.requests).toEqual([
      expect.objectContaining({
        message: 'I play every Sunday',
        user: expect.objectContaining({ id: asker!.id }),
      }),
    ]);
    const requestId = seenByCaptain.requests[0].id;

    const notCaptain = await call(
      'POST',
      `/api/teams/${team.id}/requests/${requestId}/accept`,
      other!.cookie,
    );
    expect(notCaptain.statusCode).toBe(403);
    expect(notCaptain.json().message).toBe(ONLY_CAPTAIN);
    expect(
      (await call('POST', `/api/teams/${team.id}/requests/${requestId}/accept`)).statusCode,
    ).toBe(401);

    const accepted = await call(
      'POST',
      `/api/teams/${team.id}/requests/${requestId}/accept`,
      captain.cookie,
    );
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ currentMembers: 2, requests: [] });
    expect(accepted.json().members.map((m: { user: { id: string } }) => m.user.id)).toEqual([
      captain.id,
      asker!.id,
    ]);
    const answered = await call(
      'POST',
      `/api/teams/${team.id}/requests/${requestId}/decline`,
      captain.cookie,
    );
    expect(answered.statusCode).toBe(409);
    expect(answered.json().message).toBe(REQUEST_ANSWERED);

    // The last place goes to one request; the next accept finds the team full.
    const r2 = (await join(team.id, other!)).json();
    const r3 = (await join(team.id, third!)).json();
    expect([r2.status, r3.status]).toEqual(['pending', 'pending']);
    const requests = (await call('GET', `/api/teams/${team.id}`, captain.cookie)).json().requests;
    const [first, second] = await Promise.all(
      requests.map((r: { id: string }) =>
        call('POST', `/api/teams/${team.id}/requests/${r.id}/accept`, captain.cookie),
      ),
    );
    expect([first!.statusCode, second!.statusCode].sort()).toEqual([200, 409]);
    expect(await counts(team.id)).toEqual({ current: 3, members: 3 });
  });

  it('declines and withdraws requests', async () => {
    const team = await createTeam({ isPrivate: true });
    const [asker, quitter] = await createPeople(ctx, 2);
    await join(team.id, asker!);
    await join(team.id, quitter!);
    const requests = (await call('GET', `/api/teams/${team.id}`, captain.cookie)).json().requests;
    const askerRequest = requests.find((r: { user: { id: string } }) => r.user.id === asker!.id);
    const declined = await call(
      'POST',
      `/api/teams/${team.id}/requests/${askerRequest.id}/decline`,
      captain.cookie,
    );
    expect(declined.statusCode).toBe(200);
    expect(declined.json().currentMembers).toBe(1);
    // Declined: free to ask again later.
    expect((await join(team.id, asker!)).json().status).toBe('pending');

    const withdrawn = await call('DELETE', `/api/teams/${team.id}/request`, quitter!.cookie);
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json().myStatus).toBeNull();
    const nothing = await call('DELETE', `/api/teams/${team.id}/request`, quitter!.cookie);
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json().message).toBe(NO_REQUEST);
    expect((await call('DELETE', `/api/teams/${team.id}/request`)).statusCode).toBe(401);
    const pending = (await call('GET', `/api/teams/${team.id}`, captain.cookie)).json().requests;
    const notCaptain = await call(
      'POST',
      `/api/teams/${team.id}/requests/${pending[0].id}/decline`,
      quitter!.cookie,
    );
    expect(notCaptain.statusCode).toBe(403);
    const missingTeam = await call('GET', '/api/teams/00000000-0000-4000-8000-000000000000');
    expect(missingTeam.statusCode).toBe(404);
    expect(missingTeam.json().message).toBe(TEAM_NOT_FOUND);
    const unknownRequest = await call(
      'POST',
      `/api/teams/${team.id}/requests/00000000-0000-4000-8000-000000000000/accept`,
      captain.cookie,
    );
    expect(unknownRequest.statusCode).toBe(404);
  });
});
