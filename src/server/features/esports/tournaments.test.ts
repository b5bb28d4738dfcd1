import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ParticipantView, StandingsRowView, TournamentView } from '@shared/contracts/esports';
import { kit as notificationsKit } from '@server/features/notifications/notification-test-kit';
import { createPeople, type TestPerson } from '@server/test/people';
import { createTestContext, type TestContext } from '@server/test/test-app';
import { REFLOW_REFUSED } from './engine/settle';
import { esportsKit } from './esports-test-kit';
import { NOT_IN_MATCH } from './matches.service';
import {
  CHECK_IN_CLOSED,
  REGISTRATION_CLOSED,
  TOURNAMENT_FULL,
  WRONG_GAME,
} from './participants.service';
import { NOT_THE_ORGANIZER } from './tournament-rows';

let ctx: TestContext;
let organizer: TestPerson;
let stranger: TestPerson;
let captains: TestPerson[];
let duel: string;
let squadGame: string;
let teams: string[];
const kit = esportsKit(() => ctx);
const { call } = kit;
const url = (id: string, rest = '') => `/api/esports/tournaments/${id}${rest}`;

beforeAll(async () => {
  ctx = await createTestContext();
  [organizer, stranger] = (await createPeople(ctx, 2)) as [TestPerson, TestPerson];
  captains = await createPeople(ctx, 8);
  duel = await kit.addGame(1);
  squadGame = await kit.addGame(5);
  teams = [];
  for (const captain of captains) teams.push((await kit.createTeam(captain, duel)).id);
});
afterAll(() => ctx.close());

async function withTeams(n: number, extra: Record<string, unknown> = {}) {
  const t = await kit.createTournament(organizer, duel, extra);
  for (let i = 0; i < n; i += 1) await kit.register(t.id, teams[i]!, captains[i]!);
  return t;
}

describe('POST /api/esports/tournaments', () => {
  it('creates an upcoming tournament with the format options', async () => {
    const t = await kit.createTournament(organizer, duel, {
      format: 'double_elimination',
      grandFinalReset: false,
    });
    expect(t).toMatchObject({
      status: 'upcoming',
      format: 'double_elimination',
      grandFinalReset: false,
      isOrganizer: true,
      checkInRequired: false,
    });
    const got = await call('GET', url(t.id), stranger.cookie);
    expect(got.json<TournamentView>().isOrganizer).toBe(false);
  });

  it('refuses bad input and no session', async () => {
    const body = {
      name: 'Cup',
      gameId: duel,
      format: 'single_elimination',
      maxTeams: 8,
      startDate: '2026-12-04',
    };
    expect((await call('POST', '/api/esports/tournaments', undefined, body)).statusCode).toBe(401);
    for (const bad of [
      { format: 'ladder' },
      { maxTeams: 1 },
      { maxTeams: 2000 },
      { startDate: '2026-02-30' },
      {
        prizeDistribution: [
          { place: 1, percent: 80 },
          { place: 2, percent: 30 },
        ],
      },
    ]) {
      const response = await call('POST', '/api/esports/tournaments', organizer.cookie, {
        ...body,
        ...bad,
      });
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
    }
  });
});

describe('statuses', () => {
  it('moves only where it makes sense (409 otherwise), and only for the organiser', async () => {
    const t = await kit.createTournament(organizer, duel);
    expect(
      (await call('POST', url(t.id, '/status'), stranger.cookie, { status: 'registration' })).json()
        .message,
    ).toBe(NOT_THE_ORGANIZER);
    expect(
      (await call('POST', url(t.id, '/status'), organizer.cookie, { status: 'completed' }))
        .statusCode,
    ).toBe(409);
    expect(
      (await call('POST', url(t.id, '/status'), organizer.cookie, { status: 'registration' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await call('POST', url(t.id, '/status'), organizer.cookie, { status: 'cancelled' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await call('POST', url(t.id, '/status'), organizer.cookie, { status: 'registration' }))
        .statusCode,
    ).toBe(409);
    expect(
      (
        await call(
          'POST',
          url('00000000-0000-4000-8000-000000000000', '/status'),
          organizer.cookie,
          { status: 'registration' },
        )
      ).statusCode,
    ).toBe(404);
  });
});

describe('participants', () => {
  it('checks the roster against the title, the game, the capacity and who registers', async () => {
    const t = await kit.createTournament(organizer, duel, { maxTeams: 2 });
    const squad = await kit.createTeam(captains[0]!, squadGame);
    const wrong = await call('POST', url(t.id, '/participants'), captains[0]!.cookie, {
      teamId: squad.id,
    });
    expect(wrong.json().message).toBe(WRONG_GAME);
    const squadCup = await kit.createTournament(organizer, squadGame);
    const small = await call('POST', url(squadCup.id, '/participants'), captains[0]!.cookie, {
      teamId: squad.id,
    });
    expect(small.statusCode).toBe(400);
    expect(small.json().message).toMatch(/at least 5 players/);
    expect(
      (await call('POST', url(t.id, '/participants'), stranger.cookie, { teamId: teams[0] }))
        .statusCode,
    ).toBe(403);
    await kit.register(t.id, teams[0]!, captains[0]!);
    expect(
      (await call('POST', url(t.id, '/participants'), captains[0]!.cookie, { teamId: teams[0] }))
        .statusCode,
    ).toBe(409);
    await kit.register(t.id, teams[1]!, organizer);
    const full = await call('POST', url(t.id, '/participants'), captains[2]!.cookie, {
      teamId: teams[2],
    });
    expect(full.json().message).toBe(TOURNAMENT_FULL);
    const list = await call('GET', url(t.id, '/participants'));
    expect(list.json<ParticipantView[]>()).toHaveLength(2);
  });

  it('seeds by hand and by ranking', async () => {
    const t = await withTeams(3);
    const manual = await call('PUT', url(t.id, '/seeds'), organizer.cookie, {
      method: 'manual',
      teamIds: [teams[2], teams[0], teams[1]],
    });
    expect(manual.statusCode, manual.body).toBe(200);
    expect(manual.json<ParticipantView[]>().map((p) => p.teamId)).toEqual([
      teams[2],
      teams[0],
      teams[1],
    ]);
    const partial = await call('PUT', url(t.id, '/seeds'), organizer.cookie, {
      method: 'manual',
      teamIds: [teams[0]],
    });
    expect(partial.statusCode).toBe(400);
    expect(
      (await call('PUT', url(t.id, '/seeds'), captains[0]!.cookie, { method: 'random' }))
        .statusCode,
    ).toBe(403);
  });

  it('drops the teams that did not check in when check-in is required', async () => {
    const t = await withTeams(3, { checkInRequired: true });
    const early = await call(
      'POST',
      url(t.id, `/participants/${teams[0]}/check-in`),
      captains[0]!.cookie,
    );
    expect(early.json().message).toBe(CHECK_IN_CLOSED);
    await call('POST', url(t.id, '/status'), organizer.cookie, { status: 'registration' });
    for (const i of [0, 1]) {
      const done = await call(
        'POST',
        url(t.id, `/participants/${teams[i]}/check-in`),
        captains[i]!.cookie,
      );
      expect(done.statusCode, done.body).toBe(200);
    }
    const started = await call('POST', url(t.id, '/start'), organizer.cookie);
    expect(started.statusCode, started.body).toBe(200);
    const list = (await call('GET', url(t.id, '/participants'))).json<ParticipantView[]>();
    expect(list.map((p) => p.teamId).sort()).toEqual([teams[0], teams[1]].sort());
    const late = await call('POST', url(t.id, '/participants'), captains[3]!.cookie, {
      teamId: teams[3],
    });
    expect(late.json().message).toBe(REGISTRATION_CLOSED);
  });
});

describe('a tournament played through', () => {
  it('single elimination of 8: results advance the winners; the podium gets the prize money', async () => {
    const t = await withTeams(8, {
      thirdPlaceMatch: true,
      prizePool: '1000',
      prizeDistribution: [
        { place: 1, percent: 50 },
        { place: 2, percent: 30 },
        { place: 3, percent: 20 },
      ],
    });
    expect((await call('POST', url(t.id, '/start'), stranger.cookie)).statusCode).toBe(403);
    expect((await call('POST', url(t.id, '/start'), organizer.cookie)).statusCode).toBe(200);
    expect((await call('POST', url(t.id, '/start'), organizer.cookie)).statusCode).toBe(409);
    await kit.playAll(t.id, organizer);
    const done = (await call('GET', url(t.id))).json<TournamentView>();
    expect(done.status).toBe('completed');
    expect(done.championTeamId).toBe(teams[0]);
    const standings = (await call('GET', url(t.id, '/standings'))).json<StandingsRowView[]>();
    expect(standings.slice(0, 3).map((r) => [r.placement, r.prizeWon])).toEqual([
      [1, '500.00'],
      [2, '300.00'],
      [3, '200.00'],
    ]);
    expect(standings).toHaveLength(8);
  });

  it('double elimination with the reset, Swiss with Buchholz, groups → playoffs all finish', async () => {
    for (const extra of [
      { format: 'double_elimination' },
      { format: 'swiss' },
      { format: 'groups', groupCount: 2, advancePerGroup: 2 },
      { format: 'round_robin', roundRobinLegs: 2 },
    ]) {
      const t = await withTeams(6, extra);
      expect((await call('POST', url(t.id, '/start'), organizer.cookie)).statusCode).toBe(200);
      await kit.playAll(t.id, organizer);
      expect((await call('GET', url(t.id))).json<TournamentView>().status, extra.format).toBe(
        'completed',
      );
      const rows = (await call('GET', url(t.id, '/standings'))).json<StandingsRowView[]>();
      if (extra.format === 'swiss') expect(rows[0]!.buchholz).toEqual(expect.any(Number));
      expect(rows.every((r) => r.placement !== null)).toBe(true);
      // A double round robin where team 1 always wins leaves everyone level: they share first.
      if (extra.format !== 'round_robin') {
        expect(
          rows.filter((r) => r.placement === 1),
          extra.format,
        ).toHaveLength(1);
      }
    }
  });
});

describe('reports, disputes and corrections', () => {
  it('agreeing reports stand, disagreeing ones are disputed until the organiser decides', async () => {
    const t = await withTeams(4);
    await call('POST', url(t.id, '/start'), organizer.cookie);
    const [first, second] = (await kit.matches(t.id)).filter((m) => m.round === 1);
    const captainOf = (teamId: string | null) => captains[teams.indexOf(teamId!)]!;
    const report = (matchId: string, by: TestPerson, score1: number, score2: number) =>
      call('POST', url(t.id, `/matches/${matchId}/report`), by.cookie, { score1, score2 });
    expect((await report(first!.id, stranger, 2, 0)).json().message).toBe(NOT_IN_MATCH);
    expect((await report(first!.id, captainOf(first!.team1Id), 1, 1)).statusCode).toBe(400);
    expect((await report(first!.id, captainOf(first!.team1Id), 2, 0)).json().status).toBe('ready');
    const agreed = await report(first!.id, captainOf(first!.team2Id), 2, 0);
    expect(agreed.json()).toMatchObject({ status: 'completed', winnerId: first!.team1Id });
    await report(second!.id, captainOf(second!.team1Id), 2, 0);
    const disputed = await report(second!.id, captainOf(second!.team2Id), 0, 2);
    expect(disputed.json().status).toBe('disputed');
    // The organiser hears of the dispute; the captains heard of the start.
    const notices = notificationsKit(() => ctx);
    await notices.handled();
    const organiserKeys = (await notices.notificationsOf(organizer.id)).map((n) => n.key);
    expect(organiserKeys).toContain(`esports.match_disputed:${second!.id}`);
    const captainKeys = (await notices.notificationsOf(captainOf(first!.team1Id).id)).map(
      (n) => n.key,
    );
    expect(captainKeys).toContain(`esports.tournament_started:${t.id}`);
    // Someone else's tournament: the organiser's call only.
    expect(
      (
        await call('PUT', url(t.id, `/matches/${second!.id}/result`), stranger.cookie, {
          score1: 2,
          score2: 0,
        })
      ).statusCode,
    ).toBe(403);
    const decided = await call(
      'PUT',
      url(t.id, `/matches/${second!.id}/result`),
      organizer.cookie,
      { forfeit: 'team1' },
    );
    expect(decided.json()).toMatchObject({
      status: 'completed',
      forfeit: true,
      winnerId: second!.team2Id,
    });
    // The final is ready and unplayed: a correction re-flows into it.
    const corrected = await call(
      'PUT',
      url(t.id, `/matches/${first!.id}/result`),
      organizer.cookie,
      { score1: 0, score2: 2 },
    );
    expect(corrected.statusCode, corrected.body).toBe(200);
    const final = (await kit.matches(t.id)).find((m) => m.round === 2)!;
    expect([final.team1Id, final.team2Id]).toEqual([first!.team2Id, second!.team2Id]);
    await call('PUT', url(t.id, `/matches/${final.id}/result`), organizer.cookie, {
      score1: 2,
      score2: 1,
    });
    const refused = await call('PUT', url(t.id, `/matches/${first!.id}/result`), organizer.cookie, {
      score1: 2,
      score2: 0,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/results are final|already been played/);
    expect(REFLOW_REFUSED).toMatch(/already been played/);
    expect(
      (await call('PUT', url(t.id, `/matches/${first!.id}/result`), organizer.cookie, {}))
        .statusCode,
    ).toBe(400);
  });
});
