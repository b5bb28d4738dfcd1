import type { EsportsFormat } from '@shared/esports-enums';
import { doubleElimination, singleElimination } from './elimination';
import { groupStage, roundRobinMatches } from './round-robin';
import { groupTables } from './standings';
import { pairSwissRound } from './swiss';
import { type EngineMatch, type FormatOptions, log2Ceil } from './types';

const decided = (m: EngineMatch) => m.status === 'completed' || m.status === 'bye';

/** Swiss rounds to play: the chosen number, or ⌈log₂ n⌉. */
export const swissRoundsFor = (teams: number, options: FormatOptions) =>
  options.swissRounds ?? Math.max(1, log2Ceil(teams));

/** Groups actually used: never more than half the teams (each group needs two). */
export const groupCountFor = (teams: number, options: FormatOptions) =>
  Math.max(1, Math.min(options.groupCount, Math.floor(teams / 2)));

/** The matches a tournament starts with; `teams` in seed order, top seed first. */
export function generateBracket(
  format: EsportsFormat,
  teams: readonly string[],
  options: FormatOptions,
): EngineMatch[] {
  switch (format) {
    case 'single_elimination':
      return singleElimination(teams, options.thirdPlaceMatch);
    case 'double_elimination':
      return doubleElimination(teams);
    case 'round_robin':
      return roundRobinMatches(teams, options.roundRobinLegs);
    case 'swiss':
      return pairSwissRound(teams, [], 1);
    case 'groups':
      return groupStage(teams, groupCountFor(teams.length, options), options.roundRobinLegs);
  }
}

/**
 * What follows when a stage is complete: the next Swiss round, or the playoffs after the groups
 * (the top k of each group, group winners seeded first, so winners meet runners-up of other
 * groups). Empty when nothing is due.
 */
export function nextStage(
  format: EsportsFormat,
  teams: readonly string[],
  matches: readonly EngineMatch[],
  options: FormatOptions,
): EngineMatch[] {
  if (!matches.every(decided)) return [];
  if (format === 'swiss') {
    const played = Math.max(0, ...matches.map((m) => m.round));
    if (played >= swissRoundsFor(teams.length, options)) return [];
    return pairSwissRound(teams, matches, played + 1);
  }
  if (format === 'groups' && !matches.some((m) => m.stage === 'playoff')) {
    const tables = groupTables(teams, matches);
    const advancing: string[] = [];
    for (let place = 0; place < options.advancePerGroup; place += 1) {
      for (const [, rows] of tables) if (rows[place]) advancing.push(rows[place]!.teamId);
    }
    if (advancing.length < 2) return [];
    return singleElimination(advancing, options.thirdPlaceMatch, 'playoff');
  }
  return [];
}

/** Whether every match is decided and no stage is still to come. */
export function isFinished(
  format: EsportsFormat,
  teams: readonly string[],
  matches: readonly EngineMatch[],
  options: FormatOptions,
): boolean {
  if (!matches.every(decided)) return false;
  if (format === 'groups') {
    const tables = groupTables(teams, matches);
    const advancing = tables.reduce(
      (sum, [, rows]) => sum + Math.min(rows.length, options.advancePerGroup),
      0,
    );
    return advancing < 2 || matches.some((m) => m.stage === 'playoff');
  }
  if (format === 'swiss') {
    return Math.max(0, ...matches.map((m) => m.round)) >= swissRoundsFor(teams.length, options);
  }
  return true;
}
