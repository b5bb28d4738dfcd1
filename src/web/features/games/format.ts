import type { GameView } from '@shared/contracts/games';
import { formatMoney } from '@shared/money';
import { venueWhen, viewerZone } from '@web/lib/venue-time';

/** Where a game is played: its venue (and city) or its free-text location. */
export function gamePlace(game: Pick<GameView, 'venue' | 'location'>): string {
  if (game.venue) return [game.venue.name, game.venue.city].filter(Boolean).join(', ');
  return game.location ?? 'Location to be announced';
}

/** "Free" or "$7.50 per player". */
export function gameCost(cost: string): string {
  return Number(cost) > 0 ? `${formatMoney(cost)} per player` : 'Free';
}

/**
 * "Sat 15 Jun · 18:00–19:30 BST" on the clock of `timeZone` (the venue's, or the reader's for a
 * place without a venue), with the zone's name. Without a zone, "Sat, Jun 15 · 18:00–19:30" in
 * the reader's locale and zone.
 */
export function gameWhen(
  startTime: string,
  endTime: string | null,
  locale?: string,
  timeZone?: string,
): string {
  const start = new Date(startTime);
  if (Number.isNaN(start.getTime())) return 'Time to be announced';
  if (timeZone) {
    const endOk = endTime !== null && !Number.isNaN(new Date(endTime).getTime());
    return venueWhen(startTime, endOk ? endTime : null, timeZone);
  }
  const day = start.toLocaleDateString(locale, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
  });
  const time = (date: Date) =>
    date.toLocaleTimeString(locale, { hour: 'numeric', minute: '2-digit' });
  const end = endTime ? new Date(endTime) : null;
  return `${day} · ${time(start)}${end && !Number.isNaN(end.getTime()) ? `–${time(end)}` : ''}`;
}

/** Whether a game's start time has passed. */
export const hasStarted = (game: Pick<GameView, 'startTime'>, now = Date.now()) =>
  Date.parse(game.startTime) <= now;

/** What the join button offers for a game, from the viewer's place in it. */
export type JoinState = 'join' | 'waitlist' | 'joined' | 'waiting' | 'closed';

export function joinStateOf(
  game: Pick<GameView, 'myStatus' | 'status' | 'startTime' | 'currentPlayers' | 'maxPlayers'>,
  now = Date.now(),
): JoinState {
  if (game.myStatus === 'accepted') return 'joined';
  if (game.myStatus === 'waitlist') return 'waiting';
  if (game.status !== 'upcoming' || Date.parse(game.startTime) <= now) return 'closed';
  return game.currentPlayers >= game.maxPlayers ? 'waitlist' : 'join';
}

/** When a game is, on its venue's clock (or the reader's, for a place without a venue). */
export const gameWhenAt = (game: Pick<GameView, 'startTime' | 'endTime' | 'venue'>) =>
  gameWhen(game.startTime, game.endTime, undefined, game.venue?.timeZone ?? viewerZone());
