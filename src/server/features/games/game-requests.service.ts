import { and, eq, sql } from 'drizzle-orm';
import type { GameDetail } from '@shared/contracts/games';
import type { Db } from '@server/db/client';
import { gameParticipants, games } from '@server/db/schema/games';
import { conflict, forbidden, notFound } from '@server/lib/app-error';
import { emit } from '@server/lib/events';
import { isUuid } from '@server/lib/cursor';
import { selectGames, toGameView } from './game-rows';
import { lockGame, takePlace } from './game-membership.service';
import { GAME_NOT_FOUND, getGame, withRoster } from './games.service';

export const GAME_IS_OPEN = 'This game is open to everyone: join it directly';
export const ALREADY_ASKED = 'You have already asked to join this game';
export const ALREADY_ON_GAME = 'You are already invited to or playing in this game';
export const ONLY_ORGANIZER_ANSWERS = 'Only the organiser can answer requests to join this game';
export const REQUEST_NOT_FOUND = 'Request not found';
export const NO_INVITATION = 'You have no invitation to this game';

/**
 * The game an invite link names. The token is a random uuid kept on the game, so the link can't
 * be made up; a wrong one (of any shape) is answered like an unknown game.
 */
const byInvite = (token: string) => (isUuid(token) ? eq(games.inviteToken, token) : sql`false`);

/** A game opened through its invite link, as anyone on its roster would see it. */
export async function getGameByInvite(
  db: Db,
  viewerId: string,
  gameId: string,
  token: string,
): Promise<GameDetail> {
  const [row] = await selectGames(db, viewerId).where(and(eq(games.id, gameId), byInvite(token)));
  if (!row) throw notFound(GAME_NOT_FOUND);
  return withRoster(db, viewerId, toGameView(row));
}

/** Someone holding the invite link asks to join a private game; the organiser answers. */
export async function requestToJoin(
  db: Db,
  userId: string,
  gameId: string,
  token: string,
  now: Date,
): Promise<GameDetail> {
  await db.transaction(async (tx) => {
    const game = await lockGame(tx, gameId, userId, now, byInvite(token));
    if (!game.isPrivate) throw conflict(GAME_IS_OPEN, 'game_is_open');
    const [existing] = await tx
      .select({ status: gameParticipants.status })
      .from(gameParticipants)
      .where(and(eq(gameParticipants.gameId, gameId), eq(gameParticipants.userId, userId)));
    if (existing?.status === 'requested') throw conflict(ALREADY_ASKED, 'already_requested');
    if (existing || game.organizerId === userId) {
      throw conflict(ALREADY_ON_GAME, 'already_on_roster');
    }
    await tx.insert(gameParticipants).values({ gameId, userId, status: 'requested' });
    await emit(tx, { type: 'game.requested', data: { gameId, userId } });
  });
  return getGame(db, userId, gameId);
}

/**
 * The organiser answers a request: accepted, the player joins like any join (a place if one is
 * free, else the waitlist); declined, the request is gone and the game private to them again.
 */
export async function answerGameRequest(
  db: Db,
  organizerId: string,
  gameId: string,
  userId: string,
  accept: boolean,
  now: Date,
): Promise<GameDetail> {
  await db.transaction(async (tx) => {
    const game = await lockGame(tx, gameId, organizerId, now);
    if (game.organizerId !== organizerId) throw forbidden(ONLY_ORGANIZER_ANSWERS);
    const mine = and(
      eq(gameParticipants.gameId, gameId),
      eq(gameParticipants.userId, userId),
      eq(gameParticipants.status, 'requested'),
    );
    const [request] = await tx
      .select({ id: gameParticipants.id })
      .from(gameParticipants)
      .where(mine);
    if (!request) throw notFound(REQUEST_NOT_FOUND);
    await emit(tx, { type: 'game.request_decided', data: { gameId, userId, accepted: accept } });
    if (accept) {
      // An accepted request is a join like any other (the game's chat gains a member).
      const status = await takePlace(tx, gameId, userId);
      await emit(tx, {
        type: 'game.joined',
        data: { gameId, userId, waitlisted: status === 'waitlist' },
      });
    } else {
      await tx.delete(gameParticipants).where(mine);
    }
  });
  return getGame(db, organizerId, gameId);
}

/** An invited player says no; they keep seeing the game and may still join it later. */
export async function declineInvitation(
  db: Db,
  userId: string,
  gameId: string,
  now: Date,
): Promise<GameDetail> {
  await db.transaction(async (tx) => {
    await lockGame(tx, gameId, userId, now);
    const declined = await tx
      .update(gameParticipants)
      .set({ status: 'declined' })
      .where(
        and(
          eq(gameParticipants.gameId, gameId),
          eq(gameParticipants.userId, userId),
          eq(gameParticipants.status, 'invited'),
        ),
      )
      .returning({ id: gameParticipants.id });
    if (declined.length === 0) throw conflict(NO_INVITATION, 'no_invitation');
  });
  return getGame(db, userId, gameId);
}
