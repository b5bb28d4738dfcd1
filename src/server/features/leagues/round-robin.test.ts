import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Round, roundRobin } from './round-robin';

const teamsOf = (n: number) => Array.from({ length: n }, (_, i) => `team-${i}`);

/** Each team's games in order, H or A (byes skipped: a bye does not break a run). */
function venuesByTeam(rounds: Round<string>[]) {
  const seq = new Map<string, ('H' | 'A')[]>();
  for (const { matches } of rounds) {
    for (const { home, away } of matches) {
      seq.set(home, [...(seq.get(home) ?? []), 'H']);
      seq.set(away, [...(seq.get(away) ?? []), 'A']);
    }
  }
  return seq;
}

function longestRun(seq: string[]): number {
  let best = 0;
  let run = 0;
  seq.forEach((side, i) => {
    run = i > 0 && seq[i - 1] === side ? run + 1 : 1;
    best = Math.max(best, run);
  });
  return best;
}

const counts = fc.integer({ min: 2, max: 40 });
const legs = fc.constantFrom(1 as const, 2 as const);

describe('roundRobin', () => {
  it('has n−1 rounds per leg for an even count, n for an odd one', () => {
    fc.assert(
      fc.property(counts, legs, (n, l) => {
        const perLeg = n % 2 === 0 ? n - 1 : n;
        expect(roundRobin(teamsOf(n), l)).toHaveLength(perLeg * l);
      }),
    );
  });

  it('every pair meets exactly once per leg, at home once each over two legs', () => {
    fc.assert(
      fc.property(counts, legs, (n, l) => {
        const rounds = roundRobin(teamsOf(n), l);
        const perLeg = rounds.length / l;
        for (let leg = 0; leg < l; leg += 1) {
          const seen = new Set<string>();
          for (const { matches } of rounds.slice(leg * perLeg, (leg + 1) * perLeg)) {
            for (const { home, away } of matches) {
              const pair = [home, away].sort().join('|');
              expect(seen.has(pair)).toBe(false);
              seen.add(pair);
            }
          }
          expect(seen.size).toBe((n * (n - 1)) / 2);
        }
        if (l === 2) {
          const directed = new Set(
            rounds.flatMap((r) => r.matches.map((m) => `${m.home}>${m.away}`)),
          );
          expect(directed.size).toBe(n * (n - 1));
        }
      }),
    );
  });

  it('each team plays at most once a round; an odd count gives exactly one bye a round', () => {
    fc.assert(
      fc.property(counts, legs, (n, l) => {
        for (const { matches, bye } of roundRobin(teamsOf(n), l)) {
          const playing = matches.flatMap((m) => [m.home, m.away]);
          expect(new Set(playing).size).toBe(playing.length);
          if (n % 2 === 0) expect(bye).toBeNull();
          else {
            expect(bye).not.toBeNull();
            expect(playing).not.toContain(bye);
            expect(playing).toHaveLength(n - 1);
          }
        }
      }),
    );
  });

  it('no team plays more than two home or two away games in a row', () => {
    fc.assert(
      fc.property(counts, legs, (n, l) => {
        for (const seq of venuesByTeam(roundRobin(teamsOf(n), l)).values()) {
          expect(longestRun(seq)).toBeLessThanOrEqual(2);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('each team has a bye exactly once per leg when the count is odd', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 19 }).map((k) => 2 * k + 1),
        legs,
        (n, l) => {
          const byes = roundRobin(teamsOf(n), l).map((r) => r.bye);
          for (const team of teamsOf(n)) {
            expect(byes.filter((b) => b === team)).toHaveLength(l);
          }
        },
      ),
    );
  });

  it('answers no rounds for fewer than two teams', () => {
    expect(roundRobin([], 2)).toEqual([]);
    expect(roundRobin(['solo'], 1)).toEqual([]);
  });
});
