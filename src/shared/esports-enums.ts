/** Esports value lists shared by the schema, the contract and the web app (issue 14). */

export const ESPORTS_GENRES = [
  'fps',
  'moba',
  'rts',
  'sports',
  'fighting',
  'racing',
  'battle_royale',
  'card',
  'other',
] as const;
export type EsportsGenre = (typeof ESPORTS_GENRES)[number];

export const ESPORTS_TOURNAMENT_TYPES = ['online', 'offline', 'hybrid'] as const;

export const ESPORTS_FORMATS = [
  'single_elimination',
  'double_elimination',
  'round_robin',
  'swiss',
  'groups',
] as const;
export type EsportsFormat = (typeof ESPORTS_FORMATS)[number];

export const ESPORTS_TOURNAMENT_STATUSES = [
  'upcoming',
  'registration',
  'ongoing',
  'completed',
  'cancelled',
] as const;
export type EsportsTournamentStatus = (typeof ESPORTS_TOURNAMENT_STATUSES)[number];

/**
 * A team's place in a tournament. 'awaiting_payment': a paid tournament's registration waits
 * there, holding no place, until its entry-fee payment order is paid (then 'registered').
 */
export const ESPORTS_PARTICIPANT_STATUSES = [
  'registered',
  'checked_in',
  'playing',
  'eliminated',
  'winner',
  'disqualified',
  'awaiting_payment',
] as const;
export type EsportsParticipantStatus = (typeof ESPORTS_PARTICIPANT_STATUSES)[number];

export const ESPORTS_ROSTER_ROLES = ['captain', 'player', 'substitute', 'coach'] as const;
export type EsportsRosterRole = (typeof ESPORTS_ROSTER_ROLES)[number];

export const ESPORTS_MEMBER_STATUSES = ['invited', 'active'] as const;

/** Which part of a bracket a match belongs to; null outside elimination brackets. */
export const ESPORTS_BRACKETS = ['winners', 'losers', 'final'] as const;
export type EsportsBracket = (typeof ESPORTS_BRACKETS)[number];

/** 'main' for single-stage formats; 'group' and 'playoff' for groups → playoffs. */
export const ESPORTS_STAGES = ['main', 'group', 'playoff'] as const;
export type EsportsStage = (typeof ESPORTS_STAGES)[number];

/**
 * pending: a team is still to come; ready: both teams known, no result; disputed: the teams'
 * reports disagree; completed: a result stands; bye: one team, who goes through unplayed.
 */
export const ESPORTS_MATCH_STATUSES = ['pending', 'ready', 'disputed', 'completed', 'bye'] as const;
export type EsportsMatchStatus = (typeof ESPORTS_MATCH_STATUSES)[number];

export const ESPORTS_SEEDING_METHODS = ['manual', 'ranking', 'random'] as const;
