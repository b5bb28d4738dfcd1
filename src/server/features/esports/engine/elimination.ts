import { randomUUID } from 'node:crypto';
import type { EsportsStage } from '@shared/esports-enums';
import { settleAll } from './settle';
import { blankMatch, type EngineMatch, log2Ceil, type Slot } from './types';

/**
 * Seed positions in a bracket of `size` (a power of two), top to bottom: 1, 8, 4, 5, 2, 7, 3, 6
 * for eight. Seed 1 meets the last seed, and the top seeds meet as late as possible; with fewer
 * teams than places, the missing seeds are the highest numbers, so the byes go to the top seeds.
 */
export function seedOrder(size: number): number[] {
  let order = [1];
  while (order.length < size) {
    const length = order.length * 2;
    order = order.flatMap((seed) => [seed, length + 1 - seed]);
  }
  return order;
}

const slotFor = (index: number): Slot => (index % 2 === 0 ? 1 : 2);

/** The winners' tree: rounds[r][i] is match i of round r + 1, each winner feeding round r + 2. */
function winnersTree(teams: readonly string[], stage: EsportsStage) {
  const size = 2 ** Math.max(1, log2Ceil(teams.length));
  const roundsCount = Math.log2(size);
  const rounds: EngineMatch[][] = [];
  for (let r = 0; r < roundsCount; r += 1) {
    const count = size / 2 ** (r + 1);
    rounds.push(
      Array.from({ length: count }, (_, i) =>
        blankMatch(randomUUID(), {
          stage,
          group: null,
          round: r + 1,
          position: i + 1,
          bracket: 'winners',
        }),
      ),
    );
  }
  const order = seedOrder(size);
  rounds[0]!.forEach((match, i) => {
    match.team1Id = teams[order[2 * i]! - 1] ?? null;
    match.team2Id = teams[order[2 * i + 1]! - 1] ?? null;
  });
  for (let r = 0; r + 1 < roundsCount; r += 1) {
    rounds[r]!.forEach((match, i) => {
      match.next = { matchId: rounds[r + 1]![Math.floor(i / 2)]!.id, slot: slotFor(i) };
    });
  }
  return rounds;
}

/**
 * Single elimination for any number of teams (seeded order, top seed first). An optional match
 * for third place (bracket 'losers', same round as the final) when there are semi-finals.
 */
export function singleElimination(
  teams: readonly string[],
  thirdPlaceMatch: boolean,
  stage: EsportsStage = 'main',
): EngineMatch[] {
  const rounds = winnersTree(teams, stage);
  const matches = rounds.flat();
  if (thirdPlaceMatch && teams.length >= 4) {
    const last = rounds.length;
    const third = blankMatch(randomUUID(), {
      stage,
      group: null,
      round: last,
      position: 1,
      bracket: 'losers',
    });
    rounds[last - 2]!.forEach((semi, i) => {
      semi.loserNext = { matchId: third.id, slot: slotFor(i) };
    });
    matches.push(third);
  }
  return settleAll(matches);
}

/**
 * Double elimination: the winners' tree; a losers' bracket of 2(k − 1) rounds where the odd
 * rounds pair the survivors and the even rounds bring in the losers of the next winners' round
 * (in reverse order every other round, to keep early rematches apart); a grand final, winners'
 * champion as team 1. The reset is created when the losers' champion wins the first final.
 */
export function doubleElimination(teams: readonly string[]): EngineMatch[] {
  const winners = winnersTree(teams, 'main');
  const k = winners.length;
  const final = blankMatch(randomUUID(), {
    stage: 'main',
    group: null,
    round: 1,
    position: 1,
    bracket: 'final',
  });
  const losers: EngineMatch[][] = [];
  for (let r = 1; r <= 2 * (k - 1); r += 1) {
    const count = 2 ** k / 2 ** (Math.floor((r + 1) / 2) + 1);
    losers.push(
      Array.from({ length: count }, (_, i) =>
        blankMatch(randomUUID(), {
          stage: 'main',
          group: null,
          round: r,
          position: i + 1,
          bracket: 'losers',
        }),
      ),
    );
  }
  winners[k - 1]![0]!.next = { matchId: final.id, slot: 1 };
  if (k === 1) {
    winners[0]![0]!.loserNext = { matchId: final.id, slot: 2 };
    return settleAll([...winners.flat(), final]);
  }
  // Losers' round 1: the losers of winners' round 1, two by two.
  winners[0]!.forEach((match, i) => {
    match.loserNext = { matchId: losers[0]![Math.floor(i / 2)]!.id, slot: slotFor(i) };
  });
  losers.forEach((round, r) => {
    const roundNumber = r + 1;
    if (roundNumber % 2 === 0) {
      // Even round: survivors (slot 1) meet the losers of winners' round roundNumber / 2 + 1.
      const dropping = winners[roundNumber / 2]!;
      const reverse = (roundNumber / 2) % 2 === 1;
      dropping.forEach((match, i) => {
        const index = reverse ? dropping.length - 1 - i : i;
        match.loserNext = { matchId: round[index]!.id, slot: 2 };
      });
      const after = losers[r + 1];
      round.forEach((match, i) => {
        match.next = after
          ? { matchId: after[Math.floor(i / 2)]!.id, slot: slotFor(i) }
          : { matchId: final.id, slot: 2 };
      });
    } else {
      const after = losers[r + 1]!;
      round.forEach((match, i) => {
        match.next = { matchId: after[i]!.id, slot: 1 };
      });
    }
  });
  return settleAll([...winners.flat(), ...losers.flat(), final]);
}
