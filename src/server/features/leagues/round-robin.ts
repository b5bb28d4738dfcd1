export type Match<T> = { home: T; away: T };
export type Round<T> = { round: number; matches: Match<T>[]; bye: T | null };

/**
 * A round-robin season by the circle method (Berger tables): every team meets every other once
 * per leg, plays at most once per round, and sits one round out when the count is odd.
 *
 * Home and away: the fixed team alternates, and the pair at distance j from it in the circle
 * puts the team ahead of the rotation at home when j is odd. That gives every team at most two
 * home or two away games in a row within a leg. The second leg swaps home and away and starts
 * from the first leg's second round, its first round coming last: repeating the first leg's
 * order exactly would give some teams a third home or away game in a row at the turn of the
 * season. (Checked for every count of teams from 2 to 40 by round-robin.test.ts.)
 */
export function roundRobin<T>(teams: readonly T[], legs: 1 | 2): Round<T>[] {
  if (teams.length < 2) return [];
  // An odd count gets a ghost team; whoever meets it has a bye.
  const slots: (T | null)[] = teams.length % 2 === 0 ? [...teams] : [...teams, null];
  const count = slots.length;
  const ring = count - 1;
  const fixed = slots[ring]!;
  const first: [T | null, T | null][][] = [];
  for (let r = 0; r < ring; r += 1) {
    const at = (k: number) => slots[(((k + r) % ring) + ring) % ring]!;
    const pairs: [T | null, T | null][] = [r % 2 === 1 ? [fixed, at(0)] : [at(0), fixed]];
    for (let j = 1; j < count / 2; j += 1) {
      const ahead = at(j);
      const behind = at(ring - j);
      pairs.push(j % 2 === 1 ? [ahead, behind] : [behind, ahead]);
    }
    first.push(pairs);
  }
  const second =
    legs === 2
      ? [...first.slice(1), first[0]!].map((pairs) =>
          pairs.map(([home, away]): [T | null, T | null] => [away, home]),
        )
      : [];
  return [...first, ...second].map((pairs, index) => toRound(pairs, index + 1));
}

function toRound<T>(pairs: [T | null, T | null][], round: number): Round<T> {
  const matches: Match<T>[] = [];
  let bye: T | null = null;
  for (const [home, away] of pairs) {
    if (home === null) bye = away;
    else if (away === null) bye = home;
    else matches.push({ home, away });
  }
  return { round, matches, bye };
}
