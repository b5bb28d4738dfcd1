import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EsportsGameView, TournamentView } from '@shared/contracts/esports';
import { createPeople, type TestPerson } from '@server/test/people';
import { createTestContext, type TestContext } from '@server/test/test-app';
import { esportsKit } from './esports-test-kit';

let ctx: TestContext;
let organizer: TestPerson;
let captains: TestPerson[];
let duel: string;
const kit = esportsKit(() => ctx);
const { call } = kit;

beforeAll(async () => {
  ctx = await createTestContext();
  [organizer] = (await createPeople(ctx, 1)) as [TestPerson];
  captains = await createPeople(ctx, 3);
  duel = await kit.addGame(1);
});
afterAll(() => ctx.close());

const ofTeam = async (teamId: string, cookie?: string) => {
  const response = await call('GET', `/api/esports/tournaments?teamId=${teamId}`, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TournamentView[]>().map((t) => t.name);
};

describe('a team’s tournaments and a title’s teams', () => {
  it('GET /api/esports/tournaments?teamId= lists the tournaments a team entered, to anyone', async () => {
    const [a, b] = [
      await kit.createTeam(captains[0]!, duel),
      await kit.createTeam(captains[1]!, duel),
    ];
    const spring = await kit.createTournament(organizer, duel, { name: 'Spring Open' });
    const autumn = await kit.createTournament(organizer, duel, { name: 'Autumn Open' });
    const paid = await kit.createTournament(organizer, duel, {
      name: 'Paid Open',
      entryFee: '10.00',
    });
    await kit.register(spring.id, a.id, captains[0]!);
    await kit.register(autumn.id, a.id, captains[0]!);
    await kit.register(autumn.id, b.id, captains[1]!);
    // A registration still awaiting its fee is not an entry yet.
    await kit.register(paid.id, a.id, captains[0]!);

    expect((await ofTeam(a.id)).sort()).toEqual(['Autumn Open', 'Spring Open']);
    expect(await ofTeam(b.id, captains[2]!.cookie)).toEqual(['Autumn Open']);
    const bad = await call('GET', '/api/esports/tournaments?teamId=nope');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Team not found');
  });

  it('a title’s registered teams are counted from its teams', async () => {
    const game = await kit.addGame(1);
    for (const captain of captains) await kit.createTeam(captain, game);
    const games = (await call('GET', '/api/esports/games')).json<EsportsGameView[]>();
    expect(games.find((g) => g.id === game)!.registeredTeamsCount).toBe(3);
  });
});
