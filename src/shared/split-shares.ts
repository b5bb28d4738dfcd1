import { SKILL_LEVELS, type SkillLevel } from './constants';

/** `bookings.payment_provider` of a split booking: paid share by share, never as a whole. */
export const SPLIT_PAYMENT_PROVIDER = 'split';

/** The fewest players a booking can be split between. */
export const SPLIT_MIN_PLAYERS = 2;
/** When a sport is not in the list below: doubles for racket sports is the common case. */
export const SPLIT_DEFAULT_PLAYERS = 4;

/** How many players a sport's booking is usually shared by (the most a split offers). */
const USUAL_PLAYERS: Record<string, number> = {
  Padel: 4,
  Tennis: 4,
  Badminton: 4,
  'Table Tennis': 4,
  Pickleball: 4,
  Squash: 2,
  Volleyball: 12,
  Basketball: 10,
  Soccer: 10,
  Football: 10,
  Futsal: 10,
  Hockey: 12,
  Cricket: 22,
};

export function maxSplitPlayers(sportName: string): number {
  return USUAL_PLAYERS[sportName] ?? SPLIT_DEFAULT_PLAYERS;
}

/**
 * A total in integer cents split between `players`: equal shares, the remainder cents on the
 * first (the booker's) share, so the shares add up to the total exactly.
 */
export function shareAmounts(totalCents: number, players: number): number[] {
  if (!Number.isInteger(totalCents) || totalCents < 0) throw new RangeError('bad total');
  if (!Number.isInteger(players) || players < 1) throw new RangeError('bad player count');
  const each = Math.floor(totalCents / players);
  const remainder = totalCents - each * players;
  return Array.from({ length: players }, (_, i) => (i === 0 ? each + remainder : each));
}

/** Whether a player's level lies in an open match's range (an unset end is open-ended). */
export function levelInRange(
  level: SkillLevel | null,
  min: SkillLevel | null,
  max: SkillLevel | null,
): boolean {
  if (!min && !max) return true;
  if (!level) return false;
  const rank = SKILL_LEVELS.indexOf(level);
  if (min && rank < SKILL_LEVELS.indexOf(min)) return false;
  if (max && rank > SKILL_LEVELS.indexOf(max)) return false;
  return true;
}
