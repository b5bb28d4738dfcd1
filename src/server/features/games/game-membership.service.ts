import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { GameResult } from '@shared/enums';
import type { JoinGameResult } from '@shared/contracts/games';
import type { Db } from '@server/db/client';
import type { Tx } from '@server/db/tx';
import { gameParticipants, games } from '@server/db/schema/games';
import { conflict, forbidden, notFound } from '@server/lib/app-error';
import { emit } from '@server/lib/events';
import { isForeignKeyViolation } from '@server/lib/pg-errors';
import { gameViewById, selectGames, toGameView, visibleTo } from './game-rows';
import { ALREADY_CANCELLED, ALREADY_STARTED, GAME_NOT_FOUND, getGame } from './games.service';

export const ALREADY_IN_GAME = 'You are already playing in this game';
export const ALREADY_WAITING = 'You are already on the waitlist for this game';
export const NOT_IN_GAME = 'You are not in this game';
export const ORGANIZER_CANNOT_LEAVE = 'Organisers cancel the game instead of leaving it';
export const ONLY_ORGANIZER_INVITES = 'Only the organiser can invite players to this game';
export const ALREADY_ON_ROSTER = 'This player is already invited to or playing in this game';
export const PLAYER_NOT_FOUND = 'Player not found';
export const REQUEST_WAITING = 'Your request to join is waiting for the organiser';
export const RESULT_TOO_EARLY = 'You can report a result once the game has started';
export const RESULT_NOT_PLAYED = 'Only players of this game can report a result';

/**
 * Locks the game's row for the rest of the transaction: joins and leaves of one game take turns,
 * so places are counted and handed out one at a time (NO KEY UPDATE still lets rows that only
 * reference the game, like new participants, be inserted meanwhile).
 */
export async function lockGame(
  tx: Tx,
  id: string,
  userId: string,
  now: Date,
  access: SQL = visibleTo(userId),
) {
  const [game] = await tx
    .select({
      id: games.id,
      status: games.status,
      startTime: games.startTime,
      organizerId: games.organizerId,
      isPrivate: games.isPrivate,
    })
    .from(games)
    // A private game is joined by invitation or an accepted request: only its organiser and
    // roster see it (asking to join passes the invite link's token as `access` instead).
    .where(and(eq(games.id, id), access))
    .for('no key update');
  if (!game) throw notFound(GAME_NOT_FOUND);
  if (game.status === 'cancelled') throw conflict(ALREADY_CANCELLED, 'game_cancelled');
  if (game.status !== 'upcoming' || game.startTime <= now) {
    throw conflict(ALREADY_STARTED, 'game_started');
  }
  return game;
}

async function waitlistPosition(tx: Tx, gameId: string, userId: string): Promise<number> {
  const [row] = await tx
    .select({
      position: sql<number>`(select count(*)::int from ${gameParticipants} w
        where w.game_id = ${gameId} and w.status = 'waitlist'
          and (w.joined_at, w.id) <= (${gameParticipants.joinedAt}, ${gameParticipants.id}))`,
    })
    .from(gameParticipants)
    .where(and(eq(gameParticipants.gameId, gameId), eq(gameParticipants.userId, userId)));
  return row?.position ?? 0;
}

/**
 * Joins a game: a place if one is free, else the waitlist. The place is taken by the guarded
 * `UPDATE … WHERE current_players < max_players`, so however many join at once, the game never
 * holds more than max_players (the table's check constraint would refuse it too).
 */
export async function joinGame(
  db: Db,
  userId: string,
  gameId: string,
  now: Date,
): Promise<JoinGameResult> {
  return db.transaction(async (tx) => {
    await lockGame(tx, gameId, userId, now);
    const [existing] = await tx
      .select({ status: gameParticipants.status })
      .from(gameParticipants)
      .where(and(eq(gameParticipants.gameId, gameId), eq(gameParticipants.userId, userId)));
    if (existing?.status === 'accepted') throw conflict(ALREADY_IN_GAME, 'already_joined');
    if (existing?.status === 'waitlist') throw conflict(ALREADY_WAITING, 'already_waitlisted');
    if (existing?.status === 'requested') throw forbidden(REQUEST_WAITING);
    const status = await takePlace(tx, gameId, userId);
    await emit(tx, {
      type: 'game.joined',
      data: { gameId, userId, waitlisted: status === 'waitlist' },
    });
    const game = await gameViewById(tx, userId, gameId);
    return {
      status,
      waitlistPosition: status === 'waitlist' ? await waitlistPosition(tx, gameId, userId) : null,
      game: game!,
    };
  });
}

/**
 * Gives a player a place if one is free, else a place on the waitlist; an invitation, a decline
 * or a request to join they had becomes this.
 */
export async function takePlace(tx: Tx, gameId: string, userId: string) {
  const taken = await tx
    .update(games)
    .set({ currentPlayers: sql`${games.currentPlayers} + 1` })
    .where(and(eq(games.id, gameId), sql`${games.currentPlayers} < ${games.maxPlayers}`))
    .returning({ id: games.id });
  const status = taken.length > 0 ? 'accepted' : 'waitlist';
  // clock_timestamp(), not now(): the waitlist is served in the order people really joined.
  await tx
    .insert(gameParticipants)
    .values({ gameId, userId, status, joinedAt: sql`clock_timestamp()` })
    .onConflictDoUpdate({
      // An earlier invitation, decline or request to join becomes this join.
      target: [gameParticipants.gameId, gameParticipants.userId],
      set: { status, joinedAt: sql`clock_timestamp()`, result: null },
    });
  return status;
}

/**
 * The organiser invites a player: they then see the game (even a private one) and may join it
 * while there is a place, like anyone else.
 */
export async function inviteToGame(
  db: Db,
  organizerId: string,
  gameId: string,
  userId: string,
  now: Date,
) {
  await db
    .transaction(async (tx) => {
      const game = await lockGame(tx, gameId, organizerId, now);
      if (game.organizerId !== organizerId) throw forbidden(ONLY_ORGANIZER_INVITES);
      const invited = await tx
        .insert(gameParticipants)
        .values({ gameId, userId, status: 'invited' })
        .onConflictDoNothing()
        .returning({ id: gameParticipants.id });
      if (invited.length === 0) throw conflict(ALREADY_ON_ROSTER, 'already_on_roster');
    })
    .catch((error: unknown) => {
      throw isForeignKeyViolation(error) ? notFound(PLAYER_NOT_FOUND) : error;
    });
  return getGame(db, organizerId, gameId);
}

/**
 * Leaves a game (or its waitlist). A freed place goes to the first player waiting, in the same
 * transaction; only when nobody waits does the count go down.
 */
export async function leaveGame(db: Db, userId: string, gameId: string, now: Date) {
  return db.transaction(async (tx) => {
    const game = await lockGame(tx, gameId, userId, now);
    const [left] = await tx
      .delete(gameParticipants)
      .where(
        and(
          eq(gameParticipants.gameId, gameId),
          eq(gameParticipants.userId, userId),
          // A request to join is withdrawn the same way.
          inArray(gameParticipants.status, ['accepted', 'waitlist', 'requested']),
        ),
      )
      .returning({ status: gameParticipants.status });
    if (!left) throw conflict(NOT_IN_GAME, 'not_in_game');
    if (game.organizerId === userId && left.status === 'accepted') {
      throw conflict(ORGANIZER_CANNOT_LEAVE, 'organizer_cannot_leave');
    }

    // A withdrawn request to join is not a player leaving.
    if (left.status !== 'requested') {
      await emit(tx, { type: 'game.left', data: { gameId, userId } });
    }

    let promotedUserId: string | null = null;
    if (left.status === 'accepted') {
      const [next] = await tx
        .select({ id: gameParticipants.id, userId: gameParticipants.userId })
        .from(gameParticipants)
        .where(and(eq(gameParticipants.gameId, gameId), eq(gameParticipants.status, 'waitlist')))
        .orderBy(asc(gameParticipants.joinedAt), asc(gameParticipants.id))
        .limit(1);
      if (next) {
        await tx
          .update(gameParticipants)
          .set({ status: 'accepted' })
          .where(eq(gameParticipants.id, next.id));
        promotedUserId = next.userId;
        await emit(tx, { type: 'game.promoted', data: { gameId, userId: next.userId } });
      } else {
        await tx
          .update(games)
          .set({ currentPlayers: sql`${games.currentPlayers} - 1` })
          .where(eq(games.id, gameId));
      }
    }
    // Not gameViewById: someone who just left a private game no longer sees it, but is still
    // answered how the game stands after their leaving.
    const [view] = await selectGames(tx, userId).where(eq(games.id, gameId));
    return { promotedUserId, game: toGameView(view!) };
  });
}

/** A player says how the game went for them (after it started; feeds their win rate). */
export async function reportResult(
  db: Db,
  userId: string,
  gameId: string,
  result: GameResult,
  now: Date,
) {
  const [game] = await db
    .select({ status: games.status, startTime: games.startTime })
    .from(games)
    .where(and(eq(games.id, gameId), visibleTo(userId)));
  if (!game) throw notFound(GAME_NOT_FOUND);
  if (game.status === 'cancelled') throw conflict(ALREADY_CANCELLED, 'game_cancelled');
  if (game.startTime > now) throw conflict(RESULT_TOO_EARLY, 'game_not_started');
  const updated = await db
    .update(gameParticipants)
    .set({ result })
    .where(
      and(
        eq(gameParticipants.gameId, gameId),
        eq(gameParticipants.userId, userId),
        eq(gameParticipants.status, 'accepted'),
      ),
    )
    .returning({ id: gameParticipants.id });
  if (updated.length === 0) throw conflict(RESULT_NOT_PLAYED, 'not_a_player');
  return getGame(db, userId, gameId);
}
