import { randomUUID } from 'node:crypto';
import blossom from 'edmonds-blossom';
import { blankMatch, BracketError, type EngineMatch } from './types';

export const NO_PAIRING =
  'No pairing of this round avoids a rematch: fewer Swiss rounds are possible with this many teams';

type Record = {
  id: string;
  rank: number;
  points: number;
  opponents: Set<string>;
  hadBye: boolean;
};

/** Points (wins, a bye counting as one), opponents met and byes had, from the Swiss matches. */
export function swissRecords(teams: readonly string[], matches: readonly EngineMatch[]) {
  const records = new Map<string, Record>(
    teams.map((id, rank) => [id, { id, rank, points: 0, opponents: new Set(), hadBye: false }]),
  );
  for (const match of matches) {
    const one = match.team1Id ? records.get(match.team1Id) : undefined;
    const two = match.team2Id ? records.get(match.team2Id) : undefined;
    if (match.status === 'bye') {
      const team = one ?? two;
      if (team) {
        team.hadBye = true;
        team.points += 1;
      }
      continue;
    }
    if (one && two) {
      one.opponents.add(two.id);
      two.opponents.add(one.id);
    }
    if (match.status === 'completed' && match.winnerId) {
      const winner = records.get(match.winnerId);
      if (winner) winner.points += 1;
    }
  }
  return records;
}

/**
 * Pairs by the fold (top half of the group against the bottom half); where that would be a
 * rematch, the top team takes the next free bottom-half team instead (the Dutch system's
 * transpositions). Null when some top team finds no partner: the matching decides then.
 */
function fold(pool: Record[]): [Record, Record][] | null {
  const half = pool.length / 2;
  const bottom = pool.slice(half);
  const taken = new Set<number>();
  const pairs: [Record, Record][] = [];
  for (let i = 0; i < half; i += 1) {
    const a = pool[i]!;
    let found = -1;
    for (let k = 0; k < bottom.length && found < 0; k += 1) {
      const j = (i + k) % bottom.length;
      if (!taken.has(j) && !a.opponents.has(bottom[j]!.id)) found = j;
    }
    if (found < 0) return null;
    taken.add(found);
    pairs.push([a, bottom[found]!]);
  }
  return pairs;
}

/**
 * Maximum-weight matching over the pool without rematch edges. Weights favour close scores,
 * then the fold partner, then pairing the higher-ranked (so an odd pool leaves its lowest
 * team unpaired, to float down). Returns the pairs and the unpaired.
 */
function match(pool: Record[]): { pairs: [Record, Record][]; left: Record[] } {
  const half = pool.length / 2;
  const edges: number[][] = [];
  for (let i = 0; i < pool.length; i += 1) {
    for (let j = i + 1; j < pool.length; j += 1) {
      const a = pool[i]!;
      const b = pool[j]!;
      if (a.opponents.has(b.id)) continue;
      const weight =
        1_000_000 -
        (a.points - b.points) ** 2 * 10_000 -
        Math.abs(j - i - half) * 10 +
        (pool.length - i) +
        (pool.length - j);
      edges.push([i, j, weight]);
    }
  }
  const mates: number[] = edges.length > 0 ? blossom(edges, true) : [];
  const pairs: [Record, Record][] = [];
  const left: Record[] = [];
  pool.forEach((team, i) => {
    const mate = mates[i] ?? -1;
    if (mate < 0) left.push(team);
    else if (mate > i) pairs.push([team, pool[mate]!]);
  });
  return { pairs, left };
}

const byStanding = (a: Record, b: Record) => b.points - a.points || a.rank - b.rank;

/** Score groups top-down; whoever cannot be paired in a group floats to the next one. */
function pairByGroups(teams: Record[]): [Record, Record][] | null {
  const groups = new Map<number, Record[]>();
  for (const team of teams) groups.set(team.points, [...(groups.get(team.points) ?? []), team]);
  const scores = [...groups.keys()].sort((a, b) => b - a);
  const pairs: [Record, Record][] = [];
  let floaters: Record[] = [];
  for (const score of scores) {
    const pool = [...floaters, ...groups.get(score)!].sort(byStanding);
    const even = pool.length % 2 === 0 ? pool : pool.slice(0, -1);
    const folded = fold(even);
    if (folded) {
      pairs.push(...folded);
      floaters = pool.length % 2 === 0 ? [] : [pool.at(-1)!];
      continue;
    }
    const matched = match(pool);
    pairs.push(...matched.pairs);
    floaters = matched.left;
  }
  return floaters.length === 0 ? pairs : null;
}

/**
 * The next Swiss round: the bye (odd count) to the lowest-ranked team that has not had one;
 * the rest paired within score groups without a rematch, falling back to one matching over
 * everyone when the groups cannot be paired. Throws NO_PAIRING when no pairing exists.
 */
export function pairSwissRound(
  teams: readonly string[],
  previous: readonly EngineMatch[],
  round: number,
): EngineMatch[] {
  const records = [...swissRecords(teams, previous).values()].sort(byStanding);
  const candidates = records.length % 2 === 0 ? [null] : records.filter((r) => !r.hadBye).reverse();
  for (const bye of candidates) {
    const playing = records.filter((r) => r !== bye);
    let pairs = pairByGroups(playing);
    if (!pairs) {
      const all = match(playing);
      pairs = all.left.length === 0 ? all.pairs : null;
    }
    if (!pairs) continue;
    const matches: EngineMatch[] = pairs.map(([a, b], i) => ({
      ...blankMatch(randomUUID(), {
        stage: 'main',
        group: null,
        round,
        position: i + 1,
        bracket: null,
      }),
      team1Id: a.rank <= b.rank ? a.id : b.id,
      team2Id: a.rank <= b.rank ? b.id : a.id,
      status: 'ready' as const,
    }));
    if (bye) {
      matches.push({
        ...blankMatch(randomUUID(), {
          stage: 'main',
          group: null,
          round,
          position: matches.length + 1,
          bracket: null,
        }),
        team1Id: bye.id,
        winnerId: bye.id,
        status: 'bye' as const,
      });
    }
    return matches;
  }
  throw new BracketError(NO_PAIRING, 'no_pairing');
}
