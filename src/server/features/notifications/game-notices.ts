import type { DomainEventOf } from '@shared/events';
import type { Db } from '@server/db/client';
import { gameFacts, nameOf } from './lookups';
import type { NotificationInput } from './notify';

/** Games: the organiser hears who comes and goes; players hear what happens to their place. */

const gameLink = (gameId: string) => `/games/${gameId}`;

/** To the organiser, about something a player did (never about the organiser's own doing). */
async function toOrganizer(
  db: Db,
  gameId: string,
  actorId: string,
  key: string,
  title: string,
  say: (player: string, game: string) => string,
): Promise<NotificationInput[]> {
  const game = await gameFacts(db, gameId);
  if (!game || game.organizerId === actorId) return [];
  return [
    {
      userId: game.organizerId,
      type: 'game',
      key,
      title,
      message: say(await nameOf(db, actorId), game.title),
      link: gameLink(gameId),
      relatedId: gameId,
      actorId,
    },
  ];
}

export const gameJoined = (db: Db, { data }: DomainEventOf<'game.joined'>) =>
  toOrganizer(
    db,
    data.gameId,
    data.userId,
    `game.joined:${data.gameId}:${data.userId}`,
    data.waitlisted ? 'New player on the waitlist' : 'New player in your game',
    (player, game) =>
      data.waitlisted ? `${player} joined the waitlist of ${game}.` : `${player} joined ${game}.`,
  );

export const gameLeft = (db: Db, { data }: DomainEventOf<'game.left'>) =>
  toOrganizer(
    db,
    data.gameId,
    data.userId,
    `game.left:${data.gameId}:${data.userId}`,
    'A player left your game',
    (player, game) => `${player} left ${game}.`,
  );

export const gameRequested = (db: Db, { data }: DomainEventOf<'game.requested'>) =>
  toOrganizer(
    db,
    data.gameId,
    data.userId,
    `game.requested:${data.gameId}:${data.userId}`,
    'Request to join your game',
    (player, game) => `${player} asks to join ${game}.`,
  );

export async function gameCancelled(
  db: Db,
  { data }: DomainEventOf<'game.cancelled'>,
): Promise<NotificationInput[]> {
  const game = await gameFacts(db, data.gameId);
  const title = game?.title ?? 'A game you joined';
  return data.participantIds
    .filter((userId) => userId !== data.organizerId)
    .map((userId) => ({
      userId,
      type: 'game' as const,
      key: `game.cancelled:${data.gameId}`,
      title: 'Game cancelled',
      message: `${title} was cancelled by its organiser.`,
      link: gameLink(data.gameId),
      relatedId: data.gameId,
      actorId: data.organizerId,
    }));
}

export async function gamePromoted(
  db: Db,
  { data }: DomainEventOf<'game.promoted'>,
): Promise<NotificationInput[]> {
  const game = await gameFacts(db, data.gameId);
  if (!game) return [];
  return [
    {
      userId: data.userId,
      type: 'game',
      key: `game.promoted:${data.gameId}:${data.userId}`,
      title: "You're in!",
      message: `A place opened up in ${game.title}: you moved up from the waitlist.`,
      link: gameLink(data.gameId),
      relatedId: data.gameId,
    },
  ];
}

export async function gameRequestDecided(
  db: Db,
  { data }: DomainEventOf<'game.request_decided'>,
): Promise<NotificationInput[]> {
  const game = await gameFacts(db, data.gameId);
  if (!game) return [];
  return [
    {
      userId: data.userId,
      type: 'game',
      key: `game.request_decided:${data.gameId}:${data.userId}`,
      title: data.accepted ? 'Request accepted' : 'Request declined',
      message: data.accepted
        ? `You can play in ${game.title}.`
        : `Your request to join ${game.title} was declined.`,
      link: gameLink(data.gameId),
      relatedId: data.gameId,
      actorId: game.organizerId,
    },
  ];
}
