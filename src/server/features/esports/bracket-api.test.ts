import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPeople, type TestPerson } from '@server/test/people';
import { createTestContext, type TestContext } from '@server/test/test-app';
import { REFLOW_REFUSED } from './engine/settle';
import { esportsKit } from './esports-test-kit';

/** Brackets through the API: byes, brackets, groups, and corrections that re-pair later rounds. */
let ctx: TestContext;
let organizer: TestPerson;
let captains: TestPerson[];
let duel: string;
let teams: string[];
const kit = esportsKit(() => ctx);
const { call } = kit;
const url = (id: string, rest = '') => `/api/esports/tournaments/${id}${rest}`;

beforeAll(async () => {
  ctx = await createTestContext();
  [organizer] = (await createPeople(ctx, 1)) as [TestPerson];
  captains = await createPeople(ctx, 8);
  duel = await kit.addGame(1);
  teams = [];
  for (const captain of captains) teams.push((await kit.createTeam(captain, duel)).id);
});
afterAll(() => ctx.close());

async function withTeams(n: number, extra: Record<string, unknown> = {}) {
  const t = await kit.createTournament(organizer, duel, extra);
  for (let i = 0; i < n; i += 1) await kit.register(t.id, teams[i]!, captains[i]!);
  return t;
}

describe('corrections where later rounds depend on the result', () => {
  it('Swiss: re-pairs an unplayed next round, refuses once it is played', async () => {
    const t = await withTeams(4, { format: 'swiss' });
    await call('POST', url(t.id, '/start'), organizer.cookie);
    const roundOne = (await kit.matches(t.id)).filter((m) => m.round === 1);
    for (const m of roundOne) {
      await call('PUT', url(t.id, `/matches/${m.id}/result`), organizer.cookie, {
        score1: 2,
        score2: 0,
      });
    }
    const paired = (await kit.matches(t.id)).filter((m) => m.round === 2);
    expect(paired).toHaveLength(2);
    const fixed = await call(
      'PUT',
      url(t.id, `/matches/${roundOne[0]!.id}/result`),
      organizer.cookie,
      { score1: 0, score2: 2 },
    );
    expect(fixed.statusCode, fixed.body).toBe(200);
    const repaired = (await kit.matches(t.id)).filter((m) => m.round === 2);
    expect(repaired).toHaveLength(2);
    expect(repaired.map((m) => m.id).sort()).not.toEqual(paired.map((m) => m.id).sort());
    await call('PUT', url(t.id, `/matches/${repaired[0]!.id}/result`), organizer.cookie, {
      score1: 2,
      score2: 1,
    });
    const refused = await call(
      'PUT',
      url(t.id, `/matches/${roundOne[0]!.id}/result`),
      organizer.cookie,
      { score1: 2, score2: 0 },
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(REFLOW_REFUSED);
    // Changing only the score (same winner) is always fine.
    const score = await call(
      'PUT',
      url(t.id, `/matches/${roundOne[0]!.id}/result`),
      organizer.cookie,
      { score1: 0, score2: 3 },
    );
    expect(score.statusCode, score.body).toBe(200);
  });

  it('a pending match cannot take a result, and the matches of another tournament are not found', async () => {
    const t = await withTeams(4);
    await call('POST', url(t.id, '/start'), organizer.cookie);
    const final = (await kit.matches(t.id)).find((m) => m.round === 2)!;
    const early = await call('PUT', url(t.id, `/matches/${final.id}/result`), organizer.cookie, {
      score1: 2,
      score2: 0,
    });
    expect(early.statusCode).toBe(409);
    const other = await withTeams(2);
    const wrongPlace = await call(
      'PUT',
      url(other.id, `/matches/${final.id}/result`),
      organizer.cookie,
      { score1: 2, score2: 0 },
    );
    expect(wrongPlace.statusCode).toBe(404);
    expect((await call('GET', url(t.id, '/standings'))).statusCode).toBe(200);
    expect(
      (await call('GET', url('00000000-0000-4000-8000-000000000000', '/matches'))).statusCode,
    ).toBe(404);
  });
});

describe('GET …/matches', () => {
  it('shows byes as one-team matches and the double-elimination brackets', async () => {
    const t = await withTeams(5, { format: 'double_elimination' });
    await call('POST', url(t.id, '/start'), organizer.cookie);
    const all = await kit.matches(t.id);
    const byes = all.filter((m) => m.status === 'bye' && m.bracket === 'winners');
    expect(byes).toHaveLength(3);
    expect(byes.every((m) => m.round === 1 && m.team2Id === null && m.winnerId === m.team1Id)).toBe(
      true,
    );
    expect(new Set(all.map((m) => m.bracket))).toEqual(new Set(['winners', 'losers', 'final']));
    expect(all.every((m) => m.stage === 'main' && m.group === null)).toBe(true);
  });

  it('groups → playoffs: group matches carry their group, a correction before the playoffs re-seeds them', async () => {
    const t = await withTeams(4, { format: 'groups', groupCount: 2, advancePerGroup: 1 });
    await call('POST', url(t.id, '/start'), organizer.cookie);
    const groups = await kit.matches(t.id);
    expect(groups.map((m) => m.group).sort()).toEqual([1, 2]);
    for (const m of groups) {
      await call('PUT', url(t.id, `/matches/${m.id}/result`), organizer.cookie, {
        score1: 2,
        score2: 0,
      });
    }
    const final = (await kit.matches(t.id)).find((m) => m.stage === 'playoff')!;
    expect([final.team1Id, final.team2Id].sort()).toEqual(
      [groups[0]!.team1Id, groups[1]!.team1Id].sort(),
    );
    const fixed = await call(
      'PUT',
      url(t.id, `/matches/${groups[0]!.id}/result`),
      organizer.cookie,
      { score1: 0, score2: 2 },
    );
    expect(fixed.statusCode, fixed.body).toBe(200);
    const again = (await kit.matches(t.id)).find((m) => m.stage === 'playoff')!;
    expect([again.team1Id, again.team2Id]).toContain(groups[0]!.team2Id);
  });
});
