import type { EsportsBracket, EsportsMatchStatus, EsportsStage } from '@shared/esports-enums';

export type Slot = 1 | 2;
/** Where a match's winner (or loser) goes: a match and the side they take there. */
export type Link = { matchId: string; slot: Slot } | null;

/**
 * One match as the bracket engine sees it. The engine is pure: it takes and returns these, and
 * the service writes the difference. Rounds, positions and groups are 1-based.
 */
export type EngineMatch = {
  id: string;
  stage: EsportsStage;
  group: number | null;
  round: number;
  position: number;
  bracket: EsportsBracket | null;
  team1Id: string | null;
  team2Id: string | null;
  score1: number | null;
  score2: number | null;
  winnerId: string | null;
  status: EsportsMatchStatus;
  forfeit: boolean;
  next: Link;
  loserNext: Link;
  /** Whether either team has reported a score (a reported match is no longer re-flowed). */
  reported?: boolean;
};

/** The options of a tournament that shape its bracket. */
export type FormatOptions = {
  thirdPlaceMatch: boolean;
  grandFinalReset: boolean;
  swissRounds: number | null;
  groupCount: number;
  advancePerGroup: number;
  roundRobinLegs: 1 | 2;
};

export const DEFAULT_OPTIONS: FormatOptions = {
  thirdPlaceMatch: false,
  grandFinalReset: true,
  swissRounds: null,
  groupCount: 2,
  advancePerGroup: 2,
  roundRobinLegs: 1,
};

/** A refusal the service turns into a 409 with this message. */
export class BracketError extends Error {
  constructor(
    message: string,
    readonly code = 'bracket_conflict',
  ) {
    super(message);
    this.name = 'BracketError';
  }
}

export const teamOf = (match: EngineMatch, slot: Slot) =>
  slot === 1 ? match.team1Id : match.team2Id;

export function setTeam(match: EngineMatch, slot: Slot, teamId: string | null) {
  if (slot === 1) match.team1Id = teamId;
  else match.team2Id = teamId;
}

/** A match with nothing decided yet. */
export function blankMatch(
  id: string,
  fields: Pick<EngineMatch, 'stage' | 'group' | 'round' | 'position' | 'bracket'>,
): EngineMatch {
  return {
    id,
    ...fields,
    team1Id: null,
    team2Id: null,
    score1: null,
    score2: null,
    winnerId: null,
    status: 'pending',
    forfeit: false,
    next: null,
    loserNext: null,
  };
}

/** ⌈log₂ n⌉ for n ≥ 1. */
export const log2Ceil = (n: number) => Math.ceil(Math.log2(Math.max(1, n)));
