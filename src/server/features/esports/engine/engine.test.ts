import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seedOrder, singleElimination } from './elimination';
import { applyResult, REFLOW_REFUSED } from './settle';
import { playOut, teamIds } from './play-out';
import { computeStandings, prizeCents } from './standings';
import type { EngineMatch } from './types';

const teamCount = fc.integer({ min: 2, max: 130 });
const runs = { numRuns: 25 };
const played = (ms: EngineMatch[]) => ms.filter((m) => m.status === 'completed');
/** A winner picker from a random seed: deterministic per run, so failures replay. */
const picker = (seed: number) => {
  let state = seed >>> 0 || 1;
  return () => {
    state = (state * 1_103_515_245 + 12_345) >>> 0;
    return (state >>> 16) % 2 === 0 ? 1 : 2;
  };
};
const losses = (ms: EngineMatch[]) => {
  const count = new Map<string, number>();
  for (const m of played(ms)) {
    const loser = m.winnerId === m.team1Id ? m.team2Id! : m.team1Id!;
    count.set(loser, (count.get(loser) ?? 0) + 1);
  }
  return count;
};
const pairKey = (m: EngineMatch) => [m.team1Id, m.team2Id].sort().join('|');

describe('seedOrder', () => {
  it('places seed 1 against the last seed and the top two in opposite halves', () => {
    expect(seedOrder(8)).toEqual([1, 8, 4, 5, 2, 7, 3, 6]);
  });
});

describe('single elimination', () => {
  it('plays n − 1 matches (+ third place), crowns one champion, byes only to top seeds in round one', () => {
    fc.assert(
      fc.property(teamCount, fc.boolean(), fc.integer(), (n, third, seed) => {
        const teams = teamIds(n);
        const ms = playOut('single_elimination', teams, { thirdPlaceMatch: third }, picker(seed));
        expect(played(ms)).toHaveLength(n - 1 + (third && n >= 4 ? 1 : 0));
        const rounds = Math.max(...ms.map((m) => m.round));
        const finals = ms.filter((m) => m.round === rounds && m.bracket === 'winners');
        expect(finals).toHaveLength(1);
        const byes = ms.filter((m) => m.status === 'bye');
        expect(byes.every((m) => m.round === 1)).toBe(true);
        const size = 2 ** Math.ceil(Math.log2(n));
        expect(byes.map((m) => m.winnerId).sort()).toEqual(teams.slice(0, size - n).sort());
        const standings = computeStandings('single_elimination', teams, ms);
        expect(standings.filter((r) => r.placement === 1).map((r) => r.teamId)).toEqual([
          finals[0]!.winnerId,
        ]);
        // Every team but the champion loses exactly once (the third-place match aside).
        const lost = losses(ms.filter((m) => m.bracket === 'winners'));
        expect(lost.size).toBe(n - 1);
        expect([...lost.values()].every((c) => c === 1)).toBe(true);
      }),
      runs,
    );
  });
});

describe('double elimination', () => {
  it('plays 2n − 2 or 2n − 1 matches; everyone but the champion loses exactly twice', () => {
    fc.assert(
      fc.property(teamCount, fc.boolean(), fc.integer(), (n, reset, seed) => {
        const teams = teamIds(n);
        const ms = playOut('double_elimination', teams, { grandFinalReset: reset }, picker(seed));
        const count = played(ms).length;
        expect([2 * n - 2, 2 * n - 1]).toContain(count);
        const champion = ms
          .filter((m) => m.bracket === 'final')
          .sort((a, b) => b.round - a.round)[0]!.winnerId!;
        const lost = losses(ms);
        expect(lost.get(champion) ?? 0).toBeLessThanOrEqual(1);
        const others = teams.filter((t) => t !== champion);
        const finalLoser = ms.find((m) => m.bracket === 'final' && m.round === 1)!;
        for (const team of others) {
          // Without the reset, the winners' champion goes out after one loss in the final.
          const once = !reset && finalLoser.team1Id === team && finalLoser.winnerId !== team;
          expect(lost.get(team)).toBe(once ? 1 : 2);
        }
        const standings = computeStandings('double_elimination', teams, ms);
        expect(standings.filter((r) => r.placement === 1).map((r) => r.teamId)).toEqual([champion]);
      }),
      runs,
    );
  });
});

describe('round robin', () => {
  it('meets every pair once per leg', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 40 }),
        fc.constantFrom(1 as const, 2 as const),
        fc.integer(),
        (n, legs, seed) => {
          const ms = playOut('round_robin', teamIds(n), { roundRobinLegs: legs }, picker(seed));
          const meetings = new Map<string, number>();
          for (const m of ms) meetings.set(pairKey(m), (meetings.get(pairKey(m)) ?? 0) + 1);
          expect(meetings.size).toBe((n * (n - 1)) / 2);
          expect([...meetings.values()].every((c) => c === legs)).toBe(true);
        },
      ),
      runs,
    );
  });
});

describe('swiss', () => {
  it('plays ⌈log₂ n⌉ rounds, never repeats a pairing, gives a bye at most once per team', () => {
    fc.assert(
      fc.property(teamCount, fc.integer(), (n, seed) => {
        const teams = teamIds(n);
        const ms = playOut('swiss', teams, {}, picker(seed));
        expect(Math.max(...ms.map((m) => m.round))).toBe(Math.max(1, Math.ceil(Math.log2(n))));
        const games = ms.filter((m) => m.status !== 'bye');
        expect(new Set(games.map(pairKey)).size).toBe(games.length);
        const byes = ms.filter((m) => m.status === 'bye').map((m) => m.team1Id);
        expect(new Set(byes).size).toBe(byes.length);
        for (let round = 1; round <= Math.max(...ms.map((m) => m.round)); round += 1) {
          const inRound = ms
            .filter((m) => m.round === round)
            .flatMap((m) => [m.team1Id, m.team2Id])
            .filter(Boolean);
          expect(new Set(inRound).size).toBe(n);
        }
        const rows = computeStandings('swiss', teams, ms);
        expect(
          rows.every((r) => typeof r.buchholz === 'number' && typeof r.medianBuchholz === 'number'),
        ).toBe(true);
      }),
      runs,
    );
  });
});

describe('groups → playoffs', () => {
  it('plays every pair of each group, then a single-elimination playoff of the top k per group', () => {
    fc.assert(
      // Up to 64 teams: one group of 130 is 8,385 round-robin matches, which made this one
      // property take over 30 s on a busy machine without testing anything more.
      fc.property(
        fc.integer({ min: 2, max: 64 }),
        fc.integer({ min: 1, max: 8 }),
        fc.integer({ min: 1, max: 4 }),
        fc.integer(),
        (n, groups, k, seed) => {
          const teams = teamIds(n);
          const ms = playOut(
            'groups',
            teams,
            { groupCount: groups, advancePerGroup: k },
            picker(seed),
          );
          const groupMatches = ms.filter((m) => m.stage === 'group');
          const used = Math.max(1, Math.min(groups, Math.floor(n / 2)));
          const sizes = Array.from(
            { length: used },
            (_, g) =>
              new Set(
                groupMatches
                  .filter((m) => m.group === g + 1)
                  .flatMap((m) => [m.team1Id, m.team2Id]),
              ).size,
          );
          expect(sizes.reduce((a, b) => a + b, 0)).toBe(n);
          expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
          expect(groupMatches).toHaveLength(sizes.reduce((sum, s) => sum + (s * (s - 1)) / 2, 0));
          const advancing = sizes.reduce((sum, s) => sum + Math.min(s, k), 0);
          const playoff = played(ms.filter((m) => m.stage === 'playoff'));
          expect(playoff).toHaveLength(advancing >= 2 ? advancing - 1 : 0);
          const rows = computeStandings('groups', teams, ms);
          expect(rows).toHaveLength(n);
          if (advancing >= 2) expect(rows.filter((r) => r.placement === 1)).toHaveLength(1);
        },
      ),
      runs,
    );
  });
});

describe('corrections', () => {
  it('re-flows a changed winner into unplayed matches and refuses once a later match is played', () => {
    const teams = teamIds(4);
    let ms = singleElimination(teams, false);
    const [semi1, semi2] = ms.filter((m) => m.round === 1);
    const win = (slot: 1 | 2) => ({
      score1: slot === 1 ? 1 : 0,
      score2: slot === 1 ? 0 : 1,
      winnerSlot: slot,
      forfeit: false,
    });
    ms = applyResult(ms, semi1!.id, win(1), false).matches;
    ms = applyResult(ms, semi1!.id, win(2), false).matches;
    const final = () => ms.find((m) => m.round === 2)!;
    expect(final().team1Id).toBe(semi1!.team2Id);
    ms = applyResult(ms, semi2!.id, win(1), false).matches;
    ms = applyResult(ms, final().id, win(1), false).matches;
    expect(() => applyResult(ms, semi1!.id, win(1), false)).toThrow(REFLOW_REFUSED);
  });
});

describe('prizeCents', () => {
  it('splits the shares of the places level teams cover', () => {
    const prizes = prizeCents(
      [
        { teamId: 'a', placement: 1 },
        { teamId: 'b', placement: 2 },
        { teamId: 'c', placement: 3 },
        { teamId: 'd', placement: 3 },
      ],
      100_000,
      [
        { place: 1, percent: 50 },
        { place: 2, percent: 30 },
        { place: 3, percent: 15 },
        { place: 4, percent: 5 },
      ],
    );
    expect(Object.fromEntries(prizes)).toEqual({ a: 50_000, b: 30_000, c: 10_000, d: 10_000 });
  });
});
