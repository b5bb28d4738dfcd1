import { randomUUID } from 'node:crypto';
import type { EsportsStage } from '@shared/esports-enums';
import { roundRobin as circle } from '../../leagues/round-robin';
import { blankMatch, type EngineMatch } from './types';

/**
 * Every pair meets once per leg (the leagues' circle method); a team sitting a round out has no
 * match that round. Team 1 is the circle's home side.
 */
export function roundRobinMatches(
  teams: readonly string[],
  legs: 1 | 2,
  stage: EsportsStage = 'main',
  group: number | null = null,
): EngineMatch[] {
  return circle(teams, legs).flatMap(({ round, matches }) =>
    matches.map(({ home, away }, i) => ({
      ...blankMatch(randomUUID(), { stage, group, round, position: i + 1, bracket: null }),
      team1Id: home,
      team2Id: away,
      status: 'ready' as const,
    })),
  );
}

/**
 * Snake seeding into `groupCount` groups: seeds 1..G go left to right, G+1..2G right to left, and
 * so on, so every group gets a fair share of strong and weak teams.
 */
export function snakeGroups(teams: readonly string[], groupCount: number): string[][] {
  const groups: string[][] = Array.from({ length: groupCount }, () => []);
  teams.forEach((team, i) => {
    const row = Math.floor(i / groupCount);
    const column = i % groupCount;
    groups[row % 2 === 0 ? column : groupCount - 1 - column]!.push(team);
  });
  return groups;
}

/** The group stage of groups → playoffs: a round robin in each snake-seeded group. */
export function groupStage(
  teams: readonly string[],
  groupCount: number,
  legs: 1 | 2,
): EngineMatch[] {
  return snakeGroups(teams, groupCount).flatMap((group, g) =>
    roundRobinMatches(group, legs, 'group', g + 1),
  );
}
